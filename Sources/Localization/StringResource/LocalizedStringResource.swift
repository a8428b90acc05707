// Foundation's localization API exists on Apple platforms only. `!canImport(Darwin)` is the condition for "this
// Foundation is swift-corelibs-foundation" (Linux, Windows, Android, WASI), which has no `LocalizedStringResource`,
// `String.LocalizationValue` or `String(localized:)`: Sanasto provides them there under Apple's names, and declares
// nothing of the kind on Apple platforms, where Foundation's own are used and no name is ambiguous. Every file of
// Localization and IntentKit that declares or uses these types is inside the same condition.
#if !canImport(Darwin)
import Foundation

/// A reference to a localizable string, resolved later in the user's language — Foundation's
/// `LocalizedStringResource`, for platforms whose Foundation lacks it.
///
/// It names the key, the default value, the table, the bundle to look in, a locale and a comment for translators.
/// Created from a string interpolation it keys the string as Apple does and keeps the arguments:
/// `"Eklendi: \(text)"` has the key `Eklendi: %@`; an `Int` becomes `%lld`, a `Double` `%lf`, a nested resource
/// `%@` rendered in the same language (see ``String/LocalizationValue``).
///
/// ```swift
/// let name = "Anna"
/// let toast: LocalizedStringResource = "Shared by \(name)"       // key "Shared by %@"
/// String(localized: toast)                                       // "Jakanut Anna" for a Finnish user
/// ```
///
/// Resolving looks the key up with Sanasto's ``Localizer`` (catalogs read as they are, `.lproj` tables,
/// plural and device variations): ``String/init(localized:)`` or ``Localizer/string(_:language:)``.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where a resource is looked up, as Foundation's `LocalizedStringResource.BundleDescription` names it, with two
    /// more places that are not bundles.
    public enum BundleDescription: @unchecked Sendable, Hashable {
        /// The main bundle: on Linux and Windows the executable's SwiftPM resource bundle
        /// (``Localizer/mainResourceBundle``).
        case main
        /// The bundle holding `class` (`Bundle(for:)`).
        case forClass(AnyClass)
        /// The bundle at a URL (a folder without a bundle's structure is read as a folder of catalogs and `.lproj`
        /// folders).
        case atURL(URL)
        /// Sanasto: a folder holding catalogs and `.lproj` folders.
        case folder(URL)
        /// Sanasto: a given localizer (with its own preferences, device and issue handler).
        case localizer(Localizer)

        // `@unchecked Sendable`: `forClass` holds a class object (a metatype), which is immutable and safe to
        // share; everything else is `Sendable`.

        /// Whether both name the same place: classes by identity, URLs by standardized path, localizers by identity.
        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let a), .forClass(let b)): ObjectIdentifier(a) == ObjectIdentifier(b)
            case (.atURL(let a), .atURL(let b)), (.folder(let a), .folder(let b)):
                a.standardizedFileURL == b.standardizedFileURL
            case (.localizer(let a), .localizer(let b)): a === b
            default: false
            }
        }

        /// Hashes the case (and a class's identity).
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type):
                hasher.combine(1)
                hasher.combine(ObjectIdentifier(type))
            case .atURL(let url):
                hasher.combine(2)
                hasher.combine(url.standardizedFileURL.path)
            case .folder(let url):
                hasher.combine(3)
                hasher.combine(url.standardizedFileURL.path)
            case .localizer(let localizer):
                hasher.combine(4)
                hasher.combine(ObjectIdentifier(localizer))
            }
        }
    }

    /// The key looked up (for an interpolation, its format: `Eklendi: %@`).
    public var key: String
    /// The value shown when no language holds the key, with the interpolated arguments; for a resource created
    /// from a string, the string itself.
    public var defaultValue: String.LocalizationValue
    /// The table; `nil` is `Localizable`.
    public var table: String?
    /// Where to look.
    public var bundle: BundleDescription
    /// A comment for translators (Sanasto keeps it readable; Foundation does not expose it).
    public var comment: String?
    /// The locale explicitly asked for; `nil` follows the user's preferences.
    var requestedLocale: Locale?

    /// The locale whose localization is chosen and whose numbers are written; `Locale.current` (the default)
    /// follows the user's preferred languages.
    public var locale: Locale {
        get { requestedLocale ?? .current }
        set { requestedLocale = newValue == .current ? nil : newValue }
    }

    /// The language an explicit ``locale`` asks for (`nil` when the resource follows the user's preferences).
    var requestedLanguage: String? { requestedLocale?.identifier }

    /// Creates a resource whose key and default value are `keyAndValue` (its interpolations become specifiers in
    /// the key and the resource's arguments).
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle,
                  comment: comment.map { $0.description })
    }

    /// Creates a resource looked up by `key`, showing `defaultValue` (whose interpolations give the arguments) when
    /// no language holds the key.
    ///
    /// Foundation takes a `StaticString` key; a `String` is accepted here so that a key held in a variable works.
    public init(
        _ key: String, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: key, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle,
                  comment: comment.map { $0.description })
    }

    init(
        key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription,
        comment: String?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.bundle = bundle
        self.comment = comment
        self.requestedLocale = locale == .current ? nil : locale
    }

    /// Creates a resource whose key is the literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// Creates a resource from an interpolation: its key is the format, its arguments the interpolated values.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string in the user's language (or the resource's ``locale``), with its arguments filled in.
    public var description: String { resolved().string }
}

/// A type that has a localized string resource, as Foundation's protocol of that name describes (the title of an
/// App Intents type, a display representation).
public protocol CustomLocalizedStringResourceConvertible {
    /// The resource that describes this value.
    var localizedStringResource: LocalizedStringResource { get }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
    /// The resource itself.
    public var localizedStringResource: LocalizedStringResource { self }
}

/// A nested resource is rendered in the outer resource's language, by the outer resource's renderer, as `%@`.
extension LocalizedStringResource: LocalizableArgument {
    /// The resource rendered by `context` (`.string`).
    public func formatArgument(in context: LocalizableArgumentContext) -> FormatArgument {
        .string(context.render(self))
    }
}
#endif
