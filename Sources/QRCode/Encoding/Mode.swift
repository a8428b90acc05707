extension QRCode {
    /// How a segment's characters are turned into bits.
    public enum Mode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Digits 0–9, three to 10 bits.
        case numeric
        /// Digits, capital letters A–Z and space `$ % * + - . / :`, two to 11 bits.
        case alphanumeric
        /// Any byte, 8 bits each.
        case byte

        /// The 4-bit mode indicator.
        var indicator: UInt32 {
            switch self {
            case .numeric: 0b0001
            case .alphanumeric: 0b0010
            case .byte: 0b0100
            }
        }

        /// Bits of the character count indicator in versions of `widthClass` (ISO/IEC 18004 table 3).
        func countBits(widthClass: Int) -> Int {
            switch self {
            case .numeric: [10, 12, 14][widthClass]
            case .alphanumeric: [9, 11, 13][widthClass]
            case .byte: [8, 16, 16][widthClass]
            }
        }

        /// Bits of the character count indicator in `version`.
        public func characterCountBits(in version: Version) -> Int {
            countBits(widthClass: version.countWidthClass)
        }

        /// Data bits (without the header) of `count` characters in this mode.
        func dataBits(count: Int) -> Int {
            switch self {
            case .numeric: 10 * (count / 3) + [0, 4, 7][count % 3]
            case .alphanumeric: 11 * (count / 2) + 6 * (count % 2)
            case .byte: 8 * count
            }
        }

        /// Whether `byte` (an ASCII code) can be a character of this mode.
        func canEncode(_ byte: UInt8) -> Bool {
            switch self {
            case .numeric: byte >= 0x30 && byte <= 0x39
            case .alphanumeric: Mode.alphanumericValue(byte) != nil
            case .byte: true
            }
        }

        /// The value 0...44 of an alphanumeric character (ISO/IEC 18004 table 5), or nil.
        static func alphanumericValue(_ byte: UInt8) -> Int? {
            switch byte {
            case 0x30...0x39: Int(byte - 0x30)
            case 0x41...0x5A: Int(byte - 0x41) + 10
            case 0x20: 36
            case 0x24: 37
            case 0x25: 38
            case 0x2A: 39
            case 0x2B: 40
            case 0x2D: 41
            case 0x2E: 42
            case 0x2F: 43
            case 0x3A: 44
            default: nil
            }
        }

        public var description: String {
            switch self {
            case .numeric: "numeric"
            case .alphanumeric: "alphanumeric"
            case .byte: "byte"
            }
        }
    }
}
