// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)

/// An app's App Shortcuts — App Intents' `AppShortcutsProvider`.
///
/// ```swift
/// struct MyAppShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: IntentA(), phrases: ["do thing a in \(.applicationName)"],
///                     shortTitle: "intents.intentA.title", systemImageName: "some.sfsymbol")
///         AppShortcut(intent: IntentB(), phrases: ["do another thing in \(.applicationName)"],
///                     shortTitle: "intents.intentB.title", systemImageName: "some.other.sfsymbol")
///     }
/// }
/// ```
///
/// ``ShortcutMatcher/init(provider:environment:developmentLanguage:applicationName:alternativeNames:inflection:)``
/// matches what a user says against them; ``PhraseValidator`` checks them against Apple's rules.
public protocol AppShortcutsProvider {
    /// The shortcuts (at most 10).
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// Tells the system that the values phrase slots accept have changed; IntentKit reads an entity slot's values at
    /// match time, so this does nothing by default.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Does nothing: phrase slots read their values when an utterance is matched.
    public static func updateAppShortcutParameters() {}

    /// The table phrases are localized from (`AppShortcuts`).
    public static var phraseTable: String { ShortcutMatcher.phraseTable }
}

/// Builds an ``AppShortcutsProvider/appShortcuts`` list — App Intents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// Several shortcuts.
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// The shortcuts of every statement, in order.
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    /// The shortcuts of an `if` without `else`.
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    /// The shortcuts of an `if` branch.
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    /// The shortcuts of an `else` branch.
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    /// The shortcuts of an `if #available` branch.
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
    /// The shortcuts of a `for` loop.
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
}
#endif
