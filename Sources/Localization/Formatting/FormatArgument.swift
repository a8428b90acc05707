import Foundation
import StringResources

/// A typed argument of a format string: what `String(format:)` reads from C varargs, as a Swift value.
///
/// A specifier that meets an argument of the wrong kind renders visibly and reports a ``FormatIssue``;
/// it never reads another argument.
public enum FormatArgument: Sendable, Hashable {
    /// A signed integer (`%d`, `%ld`, `%lld`…; also accepted by `%u %x %o %c %p`).
    case int(Int64)
    /// An unsigned integer.
    case uint(UInt64)
    /// A floating-point number (`%f %e %g %a`).
    case double(Double)
    /// A string (`%@`, `%s`).
    case string(String)
    /// A character (`%c`, `%C`).
    case character(Character)
    /// A number object (an `NSDecimalNumber`, a `Decimal`), as `%@` reads it: printed as it describes itself
    /// (`NSDecimalNumber.description(withLocale:)`: its decimal digits with the locale's decimal separator, without
    /// grouping), and read for its value by `%f`, `%g`… and by a `.stringsdict` plural variable whose
    /// `NSStringFormatValueTypeKey` is `@` (`1` is `one` in English, `1.001` is `other`), as on Apple platforms.
    case decimal(Decimal)

    /// The format argument type this value naturally is.
    public var argumentType: FormatArgumentType {
        switch self {
        case .int: .signedInteger
        case .uint: .unsignedInteger
        case .double: .floatingPoint
        case .string, .decimal: .object
        case .character: .character
        }
    }

    /// The value as a 64-bit pattern when it is an integer.
    var integerBits: UInt64? {
        switch self {
        case .int(let value): UInt64(bitPattern: value)
        case .uint(let value): value
        default: nil
        }
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral {
    /// Creates an `.int` argument from an integer literal.
    public init(integerLiteral value: Int64) { self = .int(value) }
}

extension FormatArgument: ExpressibleByFloatLiteral {
    /// Creates a `.double` argument from a floating-point literal.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension FormatArgument: ExpressibleByStringLiteral {
    /// Creates a `.string` argument from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension FormatArgument: CustomStringConvertible {
    /// The value as written in diagnostics: strings quoted, characters in single quotes.
    public var description: String {
        switch self {
        case .int(let value): "\(value)"
        case .uint(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .character(let value): "'\(value)'"
        case .decimal(let value): "\(value)"
        }
    }
}

extension FormatArgument {
    /// Equal cases with equal values; every NaN equals every NaN, so that an argument (and a resource holding it)
    /// is always equal to itself.
    public static func == (lhs: FormatArgument, rhs: FormatArgument) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): a == b
        case (.uint(let a), .uint(let b)): a == b
        case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.character(let a), .character(let b)): a == b
        case (.decimal(let a), .decimal(let b)): a == b || (a.isNaN && b.isNaN)
        default: false
        }
    }

    /// Hashes the case and its value (all NaNs alike).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .uint(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .double(let value):
            hasher.combine(2)
            if value.isNaN { hasher.combine(Double.nan.bitPattern) } else { hasher.combine(value) }
        case .string(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .character(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .decimal(let value):
            hasher.combine(5)
            if value.isNaN { hasher.combine(0) } else { hasher.combine(value) }
        }
    }
}
