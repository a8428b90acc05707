extension QRCode {
    /// A symbol version, 1 to 40: version *v* has 17 + 4*v* modules a side.
    public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The version number, 1...40.
        public let number: Int

        /// The smallest version, 21 × 21 modules.
        public static let minimum = Version(uncheckedNumber: 1)
        /// The largest version, 177 × 177 modules.
        public static let maximum = Version(uncheckedNumber: 40)
        /// Every version, smallest first.
        public static let all = (1...40).map(Version.init(uncheckedNumber:))

        /// The version `number`, or nil when it is outside 1...40.
        public init?(_ number: Int) {
            guard (1...40).contains(number) else { return nil }
            self.number = number
        }

        init(uncheckedNumber number: Int) { self.number = number }

        /// Modules on each side of the symbol, without the quiet zone.
        public var size: Int { 17 + 4 * number }

        /// Which of the three ranges (1–9, 10–26, 27–40) the version is in; the width of a segment's
        /// character count depends on it.
        var countWidthClass: Int {
            switch number {
            case ...9: 0
            case ...26: 1
            default: 2
            }
        }

        public var description: String { "\(number)" }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
    }
}
