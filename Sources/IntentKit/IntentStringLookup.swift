import Foundation

/// Looks up localized strings for IntentKit; the Localization module's `Localizer` will conform to it.
public protocol IntentStringLookup: Sendable {
    /// The localized value of `key` in `table` for `locale`, or nil when the table has no such key.
    func localizedString(forKey key: String, table: String, locale: String) -> String?
    /// The locales (language identifiers) the lookup has for `table`.
    func availableLocales(table: String) -> [String]
}

extension IntentStringLookup {
    /// Looks `key` up for `locale`, then for the locale's language alone (`tr-TR` → `tr`).
    public func localizedStringWithFallback(forKey key: String, table: String, locale: String) -> String? {
        if let value = localizedString(forKey: key, table: table, locale: locale) { return value }
        let language = IntentLanguage.languageCode(of: locale)
        if language != locale { return localizedString(forKey: key, table: table, locale: language) }
        return nil
    }
}

/// A dictionary-backed `IntentStringLookup`: `tables[table][locale][key]`.
public struct InMemoryStringLookup: IntentStringLookup {
    /// The strings, by table name, then locale, then key.
    public var tables: [String: [String: [String: String]]]

    /// Creates a lookup over `tables` (table → locale → key → value).
    public init(tables: [String: [String: [String: String]]] = [:]) {
        self.tables = tables
    }

    /// Returns the value stored for `key`, or nil.
    public func localizedString(forKey key: String, table: String, locale: String) -> String? {
        tables[table]?[locale]?[key]
    }

    /// Returns the locales stored for `table`, sorted.
    public func availableLocales(table: String) -> [String] {
        (tables[table].map { Array($0.keys) } ?? []).sorted()
    }
}

/// The locale and string lookup that intents render their text with.
public struct IntentEnvironment: Sendable {
    /// Where localized strings come from.
    public var lookup: any IntentStringLookup
    /// The user's locale identifier (`tr`, `fi-FI`, `en`).
    public var locale: String

    /// Creates an environment rendering through `lookup` for `locale`.
    public init(lookup: any IntentStringLookup, locale: String) {
        self.lookup = lookup
        self.locale = locale
    }
}
