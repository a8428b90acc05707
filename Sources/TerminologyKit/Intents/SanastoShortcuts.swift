// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import IntentKit

/// The app's App Shortcuts and the phrases that run them, translated in the `AppShortcuts` catalog: Finnish
/// phrases glue the app's name to a case ending with a hyphen (`Sanasto-sovellukseen`), Turkish ones a suffix in
/// vowel harmony with it (`Sanasto'ya`, `Sanasto'da`).
public struct SanastoShortcuts: AppShortcutsProvider {
    /// The app's name, as phrases say it.
    public static let applicationName = "Sanasto"

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTermIntent(),
            phrases: [
                "Add a term in \(.applicationName)",
                "Add a new term to \(.applicationName)",
                "Add the term \(\.$term) to \(.applicationName)",
            ],
            shortTitle: "Add Term",
            systemImageName: "plus.square.on.square"
        )
        AppShortcut(
            intent: OpenCategoryIntent(),
            phrases: ["Open \(\.$category) in \(.applicationName)"],
            shortTitle: "Open Category",
            systemImageName: "folder"
        )
        AppShortcut(
            intent: SearchTermsIntent(),
            phrases: ["Search terms in \(.applicationName)", "Search \(.applicationName)"],
            shortTitle: "Search Terms",
            systemImageName: "magnifyingglass"
        )
        AppShortcut(
            intent: StudyNowIntent(),
            phrases: ["Study with \(.applicationName)", "Study now in \(.applicationName)"],
            shortTitle: "Study Now",
            systemImageName: "graduationcap"
        )
        AppShortcut(
            intent: MarkTermLearnedIntent(),
            phrases: ["Mark a term learned in \(.applicationName)", "Mark \(\.$term) learned in \(.applicationName)"],
            shortTitle: "Mark Learned",
            systemImageName: "checkmark.circle"
        )
    }
}
#endif
