// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// One App Shortcut: an intent, the phrases that run it, a short title and an SF Symbol — App Intents' `AppShortcut`.
///
/// ```swift
/// AppShortcut(
///     intent: AddTaskIntent(),
///     phrases: ["\(.applicationName) ile görev ekle", "\(.applicationName)'a görev ekle"],
///     shortTitle: "Görev Ekle",
///     systemImageName: "plus.circle"
/// )
/// ```
///
/// Each phrase is keyed in the `AppShortcuts` table as Apple keys it: `${applicationName}` for the app's name and
/// `${name}` for a parameter (`\(\.$priority)` is `${priority}`).
public struct AppShortcut: Sendable {
    /// The intent, with any parameter values the shortcut gives it.
    public let intent: any AppIntent
    /// A short localized title.
    public let shortTitle: LocalizedStringResource
    /// An SF Symbol name.
    public let systemImageName: String
    /// The phrases in the development language, each also its key in the `AppShortcuts` table.
    package let phrases: [String]

    /// Creates a shortcut.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
    ) {
        self.intent = intent
        self.phrases = phrases.map(\.key)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// Creates a shortcut titled with the intent's title and no image (App Intents' iOS 16 form).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.init(intent: intent, phrases: phrases, shortTitle: Intent.title, systemImageName: "")
    }

    /// The intent's type.
    package var intentType: any AppIntent.Type { type(of: intent) }

    /// The intent's parameter kinds by name.
    package var parameterKinds: [String: IntentValueKind] { intentType.parameterKinds }
}
#endif
