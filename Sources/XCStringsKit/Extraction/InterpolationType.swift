/// What an interpolation's value is, as far as the source shows, and the format specifier Apple's
/// `String.LocalizationValue` and SwiftUI's `LocalizedStringKey` put in the key for it.
enum InterpolationType: Hashable, Sendable {
    /// A named type (`Int`, `Double`, `String`, `Date`, a type of the project).
    case named(String)
    /// An explicit specifier: `\(x, specifier: "%.1f")`.
    case specifier(String)
    /// A value whose type the source does not tell.
    case unknown

    /// The specifier in the key: integers `%lld`/`%d`/`%llu`/`%u` by width and sign, `Double` `%lf`,
    /// `Float` `%f`, anything else (strings, dates, nested resources, unknown) `%@`.
    var specifier: String {
        switch self {
        case .specifier(let text): return text
        case .unknown: return "%@"
        case .named(let name):
            switch name {
            case "Int", "Int64": return "%lld"
            case "Int32", "Int16", "Int8", "CInt", "CShort": return "%d"
            case "UInt", "UInt64": return "%llu"
            case "UInt32", "UInt16", "UInt8", "CUnsignedInt": return "%u"
            case "Double", "CGFloat", "TimeInterval", "CDouble", "Float64": return "%lf"
            case "Float", "CFloat", "Float32": return "%f"
            default: return "%@"
            }
        }
    }

    /// Whether the type is known (a named type or an explicit specifier).
    var isKnown: Bool { self != .unknown }
}
