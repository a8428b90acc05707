import Localization
import Foundation

/// Looks up localized strings for IntentKit; Localization's `Localizer` conforms to it (`Localizer+IntentStringLookup.swift`).
public protocol IntentStringLookup: Sendable {
    /// The localized value of `key` in `table` for `locale`, or nil when the table has no such key.
    func localizedString(forKey key: String, table: String, locale: String) -> String?
    /// The locales (language identifiers) the lookup has for `table`.
    func availableLocales(table: String) -> [String]
    /// Renders `format` (the value found for `key`) with `arguments` for `locale`, or `nil` to let IntentKit
    /// render the text as written.
    ///
    /// A lookup that knows its entries' plural, device and substitution variations (Localization's
    /// `Localizer`) renders them here, so a dialog such as "Added %lld terms" picks the locale's plural form.
    func renderVariations(forKey key: String, table: String, locale: String, arguments: [FormatArgument]) -> String?
    /// The value a user of `locale` sees for `key`: the locale's, else its language's, else — where the lookup
    /// knows one — the development language's, as Apple falls back for titles, dialogs and quick actions.
    /// (Phrases do not fall back: a language without phrases has no App Shortcuts.)
    func displayString(forKey key: String, table: String, locale: String) -> String?
}

extension IntentStringLookup {
    /// Plain lookups have no variations: IntentKit renders the value as written.
    public func renderVariations(forKey key: String, table: String, locale: String, arguments: [FormatArgument]) -> String? {
        nil
    }

    /// Plain lookups know no development language: the locale's value, else its language's.
    public func displayString(forKey key: String, table: String, locale: String) -> String? {
        localizedStringWithFallback(forKey: key, table: table, locale: locale)
    }

    /// Looks `key` up for `locale`, then for the locale's language alone (`tr-TR` → `tr`).
    public func localizedStringWithFallback(forKey key: String, table: String, locale: String) -> String? {
        if let value = localizedString(forKey: key, table: table, locale: locale) { return value }
        let language = IntentLanguage.languageCode(of: locale)
        if language != locale { return localizedString(forKey: key, table: table, locale: language) }
        return nil
    }
}
