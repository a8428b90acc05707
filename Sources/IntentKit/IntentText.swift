import Foundation
import Localization
import StringResources

/// A localizable text: a key in a strings table, a default value, and interpolated arguments.
///
/// Interpolation builds the key the way Apple's `LocalizedStringResource` does:
/// `"Eklendi: \(text)"` has the key `Eklendi: %@` and `text` as its argument.
public struct IntentText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key looked up in `table`; a format string when the text was interpolated.
    public var key: String
    /// The format used when the table has no value for `key` (the key itself by default).
    public var defaultValue: String
    /// The strings table (`Localizable` by default); nil for verbatim text that is never looked up.
    public var table: String?
    /// The values that replace the format's specifiers, in order.
    public var arguments: [IntentTextArgument]

    /// Creates a text with an explicit key, default value and table.
    public init(key: String, defaultValue: String? = nil, table: String? = "Localizable", arguments: [IntentTextArgument] = []) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.arguments = arguments
    }

    /// A text shown as written, never looked up (user data such as a task's name).
    public static func verbatim(_ text: String) -> IntentText {
        IntentText(key: text.replacingOccurrences(of: "%", with: "%%"), table: nil)
    }

    /// Creates a text whose key is `value`.
    public init(stringLiteral value: String) {
        self.init(key: value)
    }

    /// Creates a text from an interpolation, with a format key and arguments.
    public init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.format, arguments: stringInterpolation.arguments)
    }

    /// Returns a copy looked up in `table`.
    public func table(_ table: String) -> IntentText {
        var copy = self
        copy.table = table
        return copy
    }

    /// The default value with its arguments, unlocalized.
    public var description: String {
        FormatRenderer().render(FormatString(parsing: defaultValue), arguments: arguments.map(\.plainArgument)).string
    }

    /// Renders the text for `locale`: the table's value for the key (or the default value) with the arguments substituted.
    ///
    /// Rendering goes through Localization's `FormatRenderer`: Apple's printf semantics (`%2$@`, `%05.1f`,
    /// `%lld`) with the locale's digits, grouping and decimal separator (`1 234` in Finnish). It never fails:
    /// a specifier without a matching argument stays as written.
    public func render(_ lookup: any IntentStringLookup, locale: String) -> String {
        renderResult(lookup, locale: locale).string
    }

    /// Renders the text for `locale` like ``render(_:locale:)``, with the issues the renderer reported
    /// (a missing argument, an argument of the wrong type).
    public func renderResult(_ lookup: any IntentStringLookup, locale: String) -> FormatResult {
        var format = defaultValue
        if let table, let value = lookup.localizedStringWithFallback(forKey: key, table: table, locale: locale) {
            format = value
        }
        guard format.utf8.contains(UInt8(ascii: "%")) else { return FormatResult(string: format) }
        let values = arguments.map { $0.formatArgument(lookup, locale: locale) }
        return FormatRenderer().render(FormatString(parsing: format), arguments: values, locale: FormatLocale(identifier: locale))
    }

    /// Renders the text in `environment`.
    public func render(in environment: IntentEnvironment) -> String {
        render(environment.lookup, locale: environment.locale)
    }

    /// Collects literal text and arguments into a format key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [IntentTextArgument] = []

        /// Reserves room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        /// Appends literal text (a `%` becomes `%%`).
        public mutating func appendLiteral(_ literal: String) {
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends a string argument (`%@`).
        public mutating func appendInterpolation(_ value: String) {
            format += "%@"
            arguments.append(.string(value))
        }

        /// Appends an integer argument (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            format += "%lld"
            arguments.append(.integer(Int64(clamping: value)))
        }

        /// Appends a floating-point argument (`%lf`).
        public mutating func appendInterpolation(_ value: Double) {
            format += "%lf"
            arguments.append(.double(value))
        }

        /// Appends a nested localized text (`%@`), rendered in the same locale.
        public mutating func appendInterpolation(_ value: IntentText) {
            format += "%@"
            arguments.append(.text(value))
        }

        /// Appends an enum case as its localized display name (`%@`).
        public mutating func appendInterpolation<T: IntentEnum>(_ value: T) {
            format += "%@"
            arguments.append(.text(T.displayName(of: value)))
        }

        /// Appends an entity as its display title (`%@`).
        public mutating func appendInterpolation<T: IntentEntity>(_ value: T) {
            format += "%@"
            arguments.append(.text(value.displayRepresentation.title))
        }

        /// Appends any other value through its description (`%@`).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            format += "%@"
            arguments.append(.string(value.description))
        }
    }
}
