/// One App Shortcut: an intent, its phrases, a short title and an SF Symbol, like Apple's `AppShortcut`.
public struct ShortcutDefinition: Sendable {
    /// The intent type.
    public var intent: any PortableIntent.Type
    /// The phrases as written in the development language; each is also the key in the `AppShortcuts` table.
    public var phrases: [String]
    /// A short localized title.
    public var shortTitle: IntentText
    /// An SF Symbol name.
    public var systemImageName: String

    /// Creates a shortcut.
    public init(intent: any PortableIntent.Type, phrases: [String], shortTitle: IntentText, systemImageName: String) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// The intent's parameter kinds by name.
    public var parameterKinds: [String: IntentValueKind] { intent.parameterKinds }
}

/// An app's App Shortcuts, like Apple's `AppShortcutsProvider`.
public protocol ShortcutsCatalog {
    /// The shortcuts (at most 10).
    static var shortcuts: [ShortcutDefinition] { get }
}

extension ShortcutsCatalog {
    /// The table phrases are localized from.
    public static var phraseTable: String { ShortcutPhrases.table }
}

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
