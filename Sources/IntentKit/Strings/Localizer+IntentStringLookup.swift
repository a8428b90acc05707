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
    /// Renders the entry with its variations (plural forms through the CLDR rules of the language found,
    /// device variations, substitutions) along the language chain for `locale`; `nil` when no language has
    /// `key`, and IntentKit shows the default value.
    public func renderVariations(forKey key: String, table: String, locale: String, arguments: [FormatArgument]) -> String? {
        let format = localizedFormat(key, table: table, language: locale, locale: locale)
        guard format.language != nil else { return nil }
        return format.result(arguments).string
    }

    /// The value along the localizer's language chain for `locale`: the locale, its fallbacks, then the
    /// development language (a German user of an English and Finnish app sees the English title).
    public func displayString(forKey key: String, table: String, locale: String) -> String? {
        let format = localizedFormat(key, table: table, language: locale, locale: locale)
        return format.language != nil ? format.format : nil
    }
}
