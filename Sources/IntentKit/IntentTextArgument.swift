import Foundation

/// One argument of an `IntentText`.
public indirect enum IntentTextArgument: Sendable, Hashable {
    /// A string, for `%@`.
    case string(String)
    /// An integer, for `%lld`, `%d`.
    case integer(Int64)
    /// A floating-point number, for `%lf`, `%f`, `%g`.
    case double(Double)
    /// A localized text rendered in the same locale, for `%@`.
    case text(IntentText)

    var plainText: FormatValue {
        switch self {
        case .string(let value): .string(value)
        case .integer(let value): .integer(value)
        case .double(let value): .double(value)
        case .text(let value): .string(value.description)
        }
    }

    func render(_ lookup: any IntentStringLookup, locale: String) -> FormatValue {
        switch self {
        case .text(let value): .string(value.render(lookup, locale: locale))
        default: plainText
        }
    }
}
