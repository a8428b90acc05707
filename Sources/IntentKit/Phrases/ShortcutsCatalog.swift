/// An app's App Shortcuts, like Apple's `AppShortcutsProvider`.
public protocol ShortcutsCatalog {
    /// The shortcuts (at most 10).
    static var shortcuts: [ShortcutDefinition] { get }
}

extension ShortcutsCatalog {
    /// The table phrases are localized from.
    public static var phraseTable: String { ShortcutPhrases.table }
}
