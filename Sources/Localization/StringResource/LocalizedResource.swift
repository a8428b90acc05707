import Foundation

/// A reference to a localized string, resolved later in the user's language — Sanasto's counterpart of
/// Foundation's `LocalizedStringResource`, usable on every platform.
///
/// It names the key, its default value, its table, a comment for translators and where to look. Created from a
/// string interpolation, it keys the string as Apple does and keeps the arguments:
/// `"Eklendi: \(text)"` has the key `Eklendi: %@` and the argument `text`; an `Int` becomes `%lld`, a `Double`
/// `%lf`. Intent titles, phrases and dialogs hold these and resolve them when shown.
public struct LocalizedResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where a resource is looked up.
    public enum Source: Sendable, Equatable {
        /// The main bundle.
        case main
        /// A bundle, such as SwiftPM's `Bundle.module`.
        case bundle(Bundle)
        /// A folder holding catalogs and `.lproj` folders.
        case folder(URL)
        /// A given localizer (with its own preferences, device and issue handler).
        case localizer(Localizer)

        /// Whether both name the same source: bundles by URL, folders by standardized path, localizers by identity.
        public static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.bundle(let a), .bundle(let b)): a.bundleURL == b.bundleURL
            case (.folder(let a), .folder(let b)): a.standardizedFileURL == b.standardizedFileURL
            case (.localizer(let a), .localizer(let b)): a === b
            default: false
            }
        }
    }

    /// The key looked up (for an interpolation, its format: `Eklendi: %@`).
    public var key: String
    /// The value shown when no language holds the key; `nil` shows the key itself (as a format).
    public var defaultValue: String?
    /// The table; `nil` is `Localizable`.
    public var table: String?
    /// A comment for translators.
    public var comment: String?
    /// Where to look.
    public var source: Source
    /// A language to use instead of the user's preferences, when given.
    public var language: String?
    /// The arguments the key's format is filled in with (a localizable argument as rendered without a language).
    public var arguments: [FormatArgument]
    /// The arguments rendered in the resource's language when it is rendered, by position in `arguments`
    /// (nested resources, names of enum cases); they replace the value at their position there.
    public var localizableArguments: [Int: LocalizableArgumentBox]

    /// Creates a resource from a key and value given as a string (interpolations become specifiers and
    /// arguments).
    public init(
        _ keyAndValue: Value, table: String? = nil, comment: String? = nil, source: Source = .main,
        language: String? = nil
    ) {
        self.key = keyAndValue.key
        self.defaultValue = nil
        self.table = table
        self.comment = comment
        self.source = source
        self.language = language
        self.arguments = keyAndValue.arguments
        self.localizableArguments = keyAndValue.localizableArguments
    }

    /// Creates a resource from a key and a default value (whose interpolations give the arguments).
    public init(
        _ key: String, defaultValue: Value, table: String? = nil, comment: String? = nil, source: Source = .main,
        language: String? = nil
    ) {
        self.key = key
        self.defaultValue = defaultValue.key
        self.table = table
        self.comment = comment
        self.source = source
        self.language = language
        self.arguments = defaultValue.arguments
        self.localizableArguments = defaultValue.localizableArguments
    }

    /// Creates a resource whose key is the literal.
    public init(stringLiteral value: String) {
        self.init(Value(stringLiteral: value))
    }

    /// Creates a resource from an interpolation: its key is the format, its arguments the interpolated values.
    public init(stringInterpolation: Value.StringInterpolation) {
        self.init(Value(stringInterpolation: stringInterpolation))
    }

    /// Hashes the key, default value, table, comment, language and arguments (not the source nor the
    /// localizable arguments, which `==` compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(defaultValue)
        hasher.combine(table)
        hasher.combine(comment)
        hasher.combine(language)
        hasher.combine(arguments)
    }

    /// The string in the user's language (or the resource's `language`), with its arguments filled in.
    public var description: String { resolved().string }
}
