extension QRCode {
    /// How much of a symbol may be damaged and still read: about 7 %, 15 %, 25 % or 30 % of its codewords.
    public enum ErrorCorrectionLevel: Int, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// L: recovers about 7 % of the codewords.
        case low
        /// M: recovers about 15 % of the codewords; the usual choice.
        case medium
        /// Q: recovers about 25 % of the codewords.
        case quartile
        /// H: recovers about 30 % of the codewords.
        case high

        /// The two bits that stand for the level in the format information (ISO/IEC 18004 table 12):
        /// they are not in the order of strength.
        var formatBits: Int {
            switch self {
            case .low: 0b01
            case .medium: 0b00
            case .quartile: 0b11
            case .high: 0b10
            }
        }

        /// The level's letter as the standard writes it: `L`, `M`, `Q` or `H`.
        public var description: String {
            switch self {
            case .low: "L"
            case .medium: "M"
            case .quartile: "Q"
            case .high: "H"
            }
        }

        /// The level for the standard's letter (`L`, `M`, `Q`, `H`, either case), or nil.
        public init?(letter: String) {
            switch letter.uppercased() {
            case "L": self = .low
            case "M": self = .medium
            case "Q": self = .quartile
            case "H": self = .high
            default: return nil
            }
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
