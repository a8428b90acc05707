/// Localized App Shortcut phrases.
public enum ShortcutPhrases {
    /// The strings table App Shortcut phrases live in.
    public static let table = "AppShortcuts"

    /// The phrase with key `key` in `locale`: the table's translation, or the key itself in the development language.
    public static func localized(
        _ key: String, locale: String, lookup: any IntentStringLookup, developmentLanguage: String
    ) -> String? {
        if let value = lookup.localizedStringWithFallback(forKey: key, table: table, locale: locale) { return value }
        if IntentLanguage.languageCode(of: locale) == IntentLanguage.languageCode(of: developmentLanguage) { return key }
        return nil
    }
}
