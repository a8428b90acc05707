extension QRCode {
    /// One of the eight data mask patterns (ISO/IEC 18004 table 10): data modules where its condition
    /// holds are inverted, to avoid patterns a reader could mistake for function patterns.
    public struct Mask: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The pattern reference, 0...7, as the format information stores it.
        public let rawValue: Int

        /// The pattern with reference `rawValue`, or nil outside 0...7.
        public init?(rawValue: Int) {
            guard (0...7).contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }

        private init(uncheckedRawValue: Int) { rawValue = uncheckedRawValue }

        /// The eight patterns in reference order.
        public static let allCases = (0...7).map(Mask.init(uncheckedRawValue:))

        /// Whether the pattern inverts the module at `row` (i), `column` (j).
        @inline(__always)
        public func inverts(row i: Int, column j: Int) -> Bool {
            switch rawValue {
            case 0: (i + j) % 2 == 0
            case 1: i % 2 == 0
            case 2: j % 3 == 0
            case 3: (i + j) % 3 == 0
            case 4: (i / 2 + j / 3) % 2 == 0
            case 5: (i * j) % 2 + (i * j) % 3 == 0
            case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
            default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
            }
        }

        public var description: String { "\(rawValue)" }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
