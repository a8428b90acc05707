import Foundation
import Localization

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

    /// The argument for an unlocalized rendering (nested texts give their default value).
    var plainArgument: FormatArgument {
        switch self {
        case .string(let value): .string(value)
        case .integer(let value): .int(value)
        case .double(let value): .double(value)
        case .text(let value): .string(value.description)
        }
    }

    /// The argument for `locale` (nested texts rendered in the same locale).
    func formatArgument(_ lookup: any IntentStringLookup, locale: String) -> FormatArgument {
        switch self {
        case .text(let value): .string(value.render(lookup, locale: locale))
        default: plainArgument
        }
    }
}
