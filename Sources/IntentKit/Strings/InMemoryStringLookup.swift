import Foundation

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
