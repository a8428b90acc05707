// Only where Foundation lacks it (see LocalizedStringResource.swift for the condition).
#if !canImport(Darwin)
import Foundation

extension String {
    /// A localization key and the values interpolated into it — Foundation's `String.LocalizationValue`, for
    /// platforms whose Foundation lacks it.
    ///
    /// Literal text is kept (with interpolations, a `%` becomes `%%`); each interpolation adds a format specifier
    /// to the key and an argument, as Apple's `String.LocalizationValue.StringInterpolation` does: a `String` `%@`,
    /// an `Int` or `Int64` `%lld`, a `UInt` or `UInt64` `%llu`, a smaller integer `%d` or `%u`, a `Double` `%lf`, a
    /// `Float` `%f`, a ``LocalizedStringResource`` `%@` rendered in the same language, anything else its
    /// description as `%@`. `"\(ratio, specifier: "%.1f")"` chooses the specifier.
    ///
    /// ```swift
    /// let value: String.LocalizationValue = "Shared by \(name)"   // key "Shared by %@", argument name
    /// ```
    ///
    /// Foundation's type is opaque; Sanasto's shows its ``key`` and ``arguments``.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: the literal text with a specifier for each interpolation.
        public var key: String
        /// The interpolated values, in order (a localizable argument as rendered without a language).
        public var arguments: [FormatArgument]
        /// The interpolated values rendered in the language the value is rendered in, by position in ``arguments``
        /// (nested resources, names of enum cases).
        public var localizableArguments: [Int: LocalizableArgumentBox]

        /// Creates a value whose key is `value`, as written (it is a format), with no interpolated values.
        public init(_ value: String) {
            self.init(key: value, arguments: [], localizableArguments: [:])
        }

        /// Sanasto: a value from a format and the arguments it is filled in with.
        public init(format: String, arguments: [FormatArgument]) {
            self.init(key: format, arguments: arguments, localizableArguments: [:])
        }

        init(key: String, arguments: [FormatArgument], localizableArguments: [Int: LocalizableArgumentBox]) {
            self.key = key
            self.arguments = arguments
            self.localizableArguments = localizableArguments
        }

        /// Creates a value whose key is the literal, kept as written (it is a format).
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// Creates a value from an interpolation: its key is the format, its arguments the interpolated values.
        public init(stringInterpolation: StringInterpolation) {
            self.init(
                key: stringInterpolation.key, arguments: stringInterpolation.arguments,
                localizableArguments: stringInterpolation.localizableArguments)
        }

        /// The key.
        public var description: String { key }

        /// Builds a ``String/LocalizationValue`` from the pieces of a string interpolation.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [FormatArgument] = []
            var localizableArguments: [Int: LocalizableArgumentBox] = [:]

            /// Creates an empty interpolation, reserving room for the key.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            /// Appends literal text to the key, with `%` escaped as `%%`.
            public mutating func appendLiteral(_ literal: String) {
                // Foundation's replacing (through NSString) only where there is a `%`: most literals have none, and a
                // page builds dozens of keys.
                if literal.utf8.contains(UInt8(ascii: "%")) {
                    key += literal.replacingOccurrences(of: "%", with: "%%")
                } else {
                    key += literal
                }
            }

            private mutating func append(_ specifier: String, _ argument: FormatArgument) {
                key += specifier
                arguments.append(argument)
            }

            // The specifiers Apple's `String.LocalizationValue` writes for each type.

            /// Interpolates a string as `%@`.
            public mutating func appendInterpolation(_ value: String) { append("%@", .string(value)) }
            /// Interpolates a `Substring` as `%@`.
            public mutating func appendInterpolation(_ value: Substring) { append("%@", .string(String(value))) }
            /// Interpolates an `Int` as `%lld`.
            public mutating func appendInterpolation(_ value: Int) { append("%lld", .int(Int64(value))) }
            /// Interpolates an `Int64` as `%lld`.
            public mutating func appendInterpolation(_ value: Int64) { append("%lld", .int(value)) }
            /// Interpolates an `Int32` as `%d`.
            public mutating func appendInterpolation(_ value: Int32) { append("%d", .int(Int64(value))) }
            /// Interpolates an `Int16` as `%d`.
            public mutating func appendInterpolation(_ value: Int16) { append("%d", .int(Int64(value))) }
            /// Interpolates an `Int8` as `%d`.
            public mutating func appendInterpolation(_ value: Int8) { append("%d", .int(Int64(value))) }
            /// Interpolates a `UInt` as `%llu`.
            public mutating func appendInterpolation(_ value: UInt) { append("%llu", .uint(UInt64(value))) }
            /// Interpolates a `UInt64` as `%llu`.
            public mutating func appendInterpolation(_ value: UInt64) { append("%llu", .uint(value)) }
            /// Interpolates a `UInt32` as `%u`.
            public mutating func appendInterpolation(_ value: UInt32) { append("%u", .uint(UInt64(value))) }
            /// Interpolates a `UInt16` as `%u`.
            public mutating func appendInterpolation(_ value: UInt16) { append("%u", .uint(UInt64(value))) }
            /// Interpolates a `UInt8` as `%u`.
            public mutating func appendInterpolation(_ value: UInt8) { append("%u", .uint(UInt64(value))) }
            /// Interpolates a `Double` as `%lf`.
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            /// Interpolates a `Float` as `%f`.
            public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }

            /// Interpolates a value with an explicit specifier, e.g. `"\(ratio, specifier: "%.1f")"`.
            public mutating func appendInterpolation(_ value: some FormatArgumentConvertible, specifier: String) {
                append(specifier, value.formatArgument)
            }

            /// Interpolates a localized resource (`%@`), rendered when this value is, in the same language.
            public mutating func appendInterpolation(_ value: LocalizedStringResource) {
                appendInterpolation(localizable: value)
            }

            /// Interpolates a value formatted with a format style (`%@`); the text is formatted now, with the
            /// style's own locale.
            public mutating func appendInterpolation<Style: FormatStyle>(_ value: Style.FormatInput, format: Style)
            where Style.FormatOutput == String {
                append("%@", .string(format.format(value)))
            }

            /// Interpolates an object value, written by `formatter` when one is given, else by its description
            /// (`%@`).
            public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
                append("%@", .string(formatter?.string(for: subject) ?? String(describing: subject)))
            }

            /// Sanasto: interpolates an argument that renders itself in the language this value is rendered in
            /// (`%@` unless `specifier` says otherwise) — how enum cases and entities show their localized names.
            public mutating func appendInterpolation(localizable value: some LocalizableArgument, specifier: String = "%@") {
                localizableArguments[arguments.count] = LocalizableArgumentBox(value)
                append(specifier, value.formatArgument(in: .unlocalized))
            }

            /// Interpolates any other value as its description (`%@`).
            public mutating func appendInterpolation<T>(_ value: T) {
                append("%@", .string(String(describing: value)))
            }
        }
    }
}
#endif
