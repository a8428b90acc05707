/// The kind of value a format specifier reads from the argument list.
///
/// Two uses of one argument position must agree on the type (see ``isCompatible(with:)``).
public enum FormatArgumentType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `%d %i`: a signed integer.
    case signedInteger
    /// `%u %o %x %X`: an unsigned integer.
    case unsignedInteger
    /// `%f %F %e %E %g %G %a %A`: a floating-point number.
    case floatingPoint
    /// `%@`: an object, in practice a string or a number.
    case object
    /// `%s %S`: a C string (of `char` or `unichar`).
    case cString
    /// `%c %C`: a character.
    case character
    /// `%p`: a pointer.
    case pointer

    /// Whether a position used as `self` in one place may be used as `other` in another.
    ///
    /// Signed and unsigned integers are interchangeable (`%d` and `%x` of one count is fine);
    /// every other pair must be equal.
    public func isCompatible(with other: FormatArgumentType) -> Bool {
        self == other || isInteger && other.isInteger
    }

    /// Whether the type is an integer (signed or unsigned).
    public var isInteger: Bool { self == .signedInteger || self == .unsignedInteger }

    /// The type a `.stringsdict` `NSStringFormatValueTypeKey` (`d`, `lld`, `@`, `f`…) or an
    /// `.xcstrings` substitution `formatSpecifier` names, or `nil` when it names no conversion.
    public init?(valueType: String) {
        var text = valueType
        if text.hasPrefix("%") { text.removeFirst() }
        let format = FormatString(parsing: "%" + text, allowsSubstitutionArgument: false)
        guard format.segments.count == 1, case .specifier(let specifier) = format.segments[0],
              format.diagnostics.isEmpty, specifier.width == .none || specifier.width.isFixed,
              specifier.precision == .none || specifier.precision.isFixed
        else { return nil }
        self = specifier.conversion.argumentType
    }

    /// The type in words, for messages (`signed integer`).
    public var description: String {
        switch self {
        case .signedInteger: "signed integer"
        case .unsignedInteger: "unsigned integer"
        case .floatingPoint: "floating point"
        case .object: "object"
        case .cString: "C string"
        case .character: "character"
        case .pointer: "pointer"
        }
    }
}
