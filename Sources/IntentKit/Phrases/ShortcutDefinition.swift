import Localization

/// One App Shortcut: an intent, its phrases, a short title and an SF Symbol, like Apple's `AppShortcut`.
public struct ShortcutDefinition: Sendable {
    /// The intent type.
    public var intent: any PortableIntent.Type
    /// The phrases as written in the development language; each is also the key in the `AppShortcuts` table.
    public var phrases: [String]
    /// A short localized title.
    public var shortTitle: LocalizedResource
    /// An SF Symbol name.
    public var systemImageName: String

    /// Creates a shortcut.
    public init(intent: any PortableIntent.Type, phrases: [String], shortTitle: LocalizedResource, systemImageName: String) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// The intent's parameter kinds by name.
    public var parameterKinds: [String: IntentValueKind] { intent.parameterKinds }
}
