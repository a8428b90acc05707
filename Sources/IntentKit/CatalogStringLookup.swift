import Foundation
import StringResources

/// An `IntentStringLookup` over String Catalogs (`AppShortcuts.xcstrings`, `InfoPlist.xcstrings`,
/// `Localizable.xcstrings`), one catalog per table.
///
/// Each localization's own string unit is its value; a localization that only has variations gives its
/// `other` plural form (or `other` device form), since an intent string has no count to choose with.
/// In the catalog's source language a key without a localization is its own value, as Xcode builds it.
public struct CatalogStringLookup: IntentStringKeyListing {
    /// The catalogs by table name.
    public let catalogs: [String: StringCatalog]
    private let values: [String: [String: [String: String]]]

    /// Creates a lookup over `catalogs` (table name → catalog).
    public init(catalogs: [String: StringCatalog]) {
        self.catalogs = catalogs
        var values: [String: [String: [String: String]]] = [:]
        for (table, catalog) in catalogs {
            var byLocale: [String: [String: String]] = [catalog.sourceLanguage: [:]]
            for (key, entry) in catalog.strings {
                for (locale, localization) in entry.localizations {
                    if let value = Self.value(of: localization) { byLocale[locale, default: [:]][key] = value }
                }
                if byLocale[catalog.sourceLanguage]?[key] == nil {
                    byLocale[catalog.sourceLanguage, default: [:]][key] = key
                }
            }
            values[table] = byLocale
        }
        self.values = values
    }

    /// Reads catalogs from files; each file's name without `.xcstrings` is its table.
    ///
    /// - Throws: the `ResourceError` of the first catalog that does not parse (with file, line and column).
    public init(contentsOf urls: [URL]) throws {
        var catalogs: [String: StringCatalog] = [:]
        for url in urls {
            catalogs[url.deletingPathExtension().lastPathComponent] = try readStringCatalog(url)
        }
        self.init(catalogs: catalogs)
    }

    /// The value of a localization: its string unit, else its `other` plural or device variation.
    static func value(of localization: CatalogLocalization) -> String? {
        if let unit = localization.stringUnit { return unit.value }
        guard let variations = localization.variations else { return nil }
        for forms in [variations.plural, variations.device].compactMap({ $0 }) {
            if let other = forms["other"], let value = value(of: other) { return value }
        }
        return nil
    }

    /// The catalog's value of `key` for exactly `locale`.
    public func localizedString(forKey key: String, table: String, locale: String) -> String? {
        values[table]?[locale]?[key]
    }

    /// The catalog's languages for `table` (its source language included), sorted.
    public func availableLocales(table: String) -> [String] {
        (values[table].map { Array($0.keys) } ?? []).sorted()
    }

    /// The keys `table` has a value for in `locale`, sorted.
    public func keys(table: String, locale: String) -> [String] {
        (values[table]?[locale].map { Array($0.keys) } ?? []).sorted()
    }
}
