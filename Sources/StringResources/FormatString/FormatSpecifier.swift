/// One printf-style conversion in a format string, such as `%-8.2f`, `%2$@` or `%lld`.
///
/// Offsets are UTF-8 byte offsets into the format string's text.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The flag characters `-+ #0'`.
    public struct Flags: OptionSet, Hashable, Sendable {
        /// The flags as bits.
        public let rawValue: UInt8
        /// Creates flags from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `-`: left-justify within the width.
        public static let leftJustify = Flags(rawValue: 1)
        /// `+`: always print a sign.
        public static let plusSign = Flags(rawValue: 2)
        /// ` `: print a space where a plus sign would go.
        public static let space = Flags(rawValue: 4)
        /// `#`: the alternate form (`0x` prefix, leading `0`, decimal point kept).
        public static let alternate = Flags(rawValue: 8)
        /// `0`: pad with zeros instead of spaces.
        public static let zeroPad = Flags(rawValue: 16)
        /// `'`: group thousands.
        public static let grouping = Flags(rawValue: 32)

        /// The flag for a character of the format string, or `nil`.
        static func flag(for byte: UInt8) -> Flags? {
            switch byte {
            case UInt8(ascii: "-"): .leftJustify
            case UInt8(ascii: "+"): .plusSign
            case UInt8(ascii: " "): .space
            case UInt8(ascii: "#"): .alternate
            case UInt8(ascii: "0"): .zeroPad
            case UInt8(ascii: "'"): .grouping
            default: nil
            }
        }
    }

    /// A width or a precision: absent, written as digits, or read from an argument (`*`, `*2$`).
    public enum Amount: Hashable, Sendable {
        /// Not given.
        case none
        /// Written in the format, e.g. the `8` of `%8d`.
        case fixed(Int)
        /// `*` (position `nil`, the next argument) or `*n$` (argument `n`), an `int` argument.
        case argument(position: Int?)

        /// Whether the amount is written as digits.
        public var isFixed: Bool { if case .fixed = self { true } else { false } }
    }

    /// A length modifier: `hh h l ll q z t j L`.
    public enum Length: String, Hashable, Sendable, CaseIterable {
        case hh, h, l, ll, q, z, t, j, L
    }

    /// A conversion character.
    public enum Conversion: Character, Hashable, Sendable, CaseIterable {
        case d = "d", i = "i", o = "o", u = "u", x = "x", X = "X"
        case f = "f", F = "F", e = "e", E = "E", g = "g", G = "G", a = "a", A = "A"
        case c = "c", C = "C", s = "s", S = "S", p = "p"
        case object = "@"

        /// The type of argument the conversion reads.
        public var argumentType: FormatArgumentType {
            switch self {
            case .d, .i: .signedInteger
            case .o, .u, .x, .X: .unsignedInteger
            case .f, .F, .e, .E, .g, .G, .a, .A: .floatingPoint
            case .c, .C: .character
            case .s, .S: .cString
            case .p: .pointer
            case .object: .object
            }
        }

        /// The conversion alone after a `%`, e.g. `%d`.
        var plainText: String {
            switch self {
            case .d: "%d"
            case .i: "%i"
            case .o: "%o"
            case .u: "%u"
            case .x: "%x"
            case .X: "%X"
            case .f: "%f"
            case .F: "%F"
            case .e: "%e"
            case .E: "%E"
            case .g: "%g"
            case .G: "%G"
            case .a: "%a"
            case .A: "%A"
            case .c: "%c"
            case .C: "%C"
            case .s: "%s"
            case .S: "%S"
            case .p: "%p"
            case .object: "%@"
            }
        }

        /// The conversion for a byte of the format, or `nil`.
        static func conversion(for byte: UInt8) -> Conversion? {
            switch byte {
            case UInt8(ascii: "d"): .d
            case UInt8(ascii: "i"): .i
            case UInt8(ascii: "o"): .o
            case UInt8(ascii: "u"): .u
            case UInt8(ascii: "x"): .x
            case UInt8(ascii: "X"): .X
            case UInt8(ascii: "f"): .f
            case UInt8(ascii: "F"): .F
            case UInt8(ascii: "e"): .e
            case UInt8(ascii: "E"): .E
            case UInt8(ascii: "g"): .g
            case UInt8(ascii: "G"): .G
            case UInt8(ascii: "a"): .a
            case UInt8(ascii: "A"): .A
            case UInt8(ascii: "c"): .c
            case UInt8(ascii: "C"): .C
            case UInt8(ascii: "s"): .s
            case UInt8(ascii: "S"): .S
            case UInt8(ascii: "p"): .p
            case UInt8(ascii: "@"): .object
            default: nil
            }
        }
    }

    /// The flags given.
    public var flags: Flags
    /// The minimum field width.
    public var width: Amount
    /// The precision (digits after the point, minimum digits, or maximum characters).
    public var precision: Amount
    /// The length modifier, if any.
    public var length: Length?
    /// The conversion character.
    public var conversion: Conversion
    /// The explicit position `n` of `%n$…`, or `nil` for a sequential specifier.
    public var position: Int?
    /// The 1-based argument position the specifier reads: its explicit position, or the next
    /// sequential one.
    public var argumentPosition: Int
    /// The UTF-8 byte offset of the `%` in the format string.
    public var offset: Int
    /// The specifier exactly as written, e.g. `%1$-8.2lf`.
    public var text: String

    /// Creates a specifier.
    public init(
        flags: Flags = [], width: Amount = .none, precision: Amount = .none, length: Length? = nil,
        conversion: Conversion, position: Int? = nil, argumentPosition: Int = 1, offset: Int = 0, text: String? = nil
    ) {
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.position = position
        self.argumentPosition = argumentPosition
        self.offset = offset
        self.text = text ?? conversion.plainText
    }

    /// The type of argument the specifier reads.
    public var argumentType: FormatArgumentType { conversion.argumentType }

    /// The specifier as written.
    public var description: String { text }
}
