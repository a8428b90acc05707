import Localization

/// Localization's `Localizer` is IntentKit's string lookup: intent titles, dialogs, App Shortcut phrases
/// (`AppShortcuts` table) and quick-action titles (`InfoPlist` table) come straight from an app's catalogs
/// and `.lproj` folders.
///
/// `localizedString(forKey:table:locale:)` negotiates `locale` alone (`tr-TR` finds `tr`), without falling back
/// to other languages, and returns the text as written (a plural variation gives its `other` form) — rendering
/// goes through ``renderVariations(forKey:table:locale:arguments:)``, which picks the right form;
/// `availableLocales(table:)` lists the table's languages without `Base`.
extension Localizer: IntentStringLookup {
    /// Renders the entry with its variations (plural forms through the locale's CLDR rules, device
    /// variations, substitutions) when `locale` itself has `key`; otherwise `nil`, and IntentKit falls back
    /// as with any lookup.
    public func renderVariations(forKey key: String, table: String, locale: String, arguments: [FormatArgument]) -> String? {
        guard localizedString(forKey: key, table: table, locale: locale) != nil else { return nil }
        return localizedFormat(key, table: table, language: locale, locale: locale).result(arguments).string
    }
}
