// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// Matches utterances in one locale against an app's App Shortcuts, their phrases localized from the `AppShortcuts`
/// table.
///
/// `${applicationName}` matches the app's name and alternative names, inflected as the phrase's text glued to it asks
/// (`${applicationName}'a` matches `Sanasto'ya` and `Not'a`); a parameter slot matches an enum case's or an entity's
/// localized title (see ``PhraseMatcher``). A phrase is taken from the table in the locale (or its language); in the
/// development language the key is the phrase. A language without phrases has no App Shortcuts: every utterance in
/// it is no match, as on Apple platforms.
public struct ShortcutMatcher: Sendable {
    /// The strings table App Shortcut phrases live in.
    public static let phraseTable = AppShortcutsPhrases.table

    /// The shortcuts.
    public let shortcuts: [AppShortcut]
    /// The environment (localizer and locale) phrases and values are rendered in.
    public let environment: IntentEnvironment
    let matcher: PhraseMatcher

    /// Compiles the phrases of `shortcuts` in `environment.locale`; `applicationName` and `alternativeNames` are what
    /// `${applicationName}` matches (inflected by `inflection`).
    public init(
        shortcuts: [AppShortcut],
        environment: IntentEnvironment,
        developmentLanguage: String = "en",
        applicationName: String,
        alternativeNames: [String] = [],
        inflection: NameInflection = NameInflection()
    ) {
        self.shortcuts = shortcuts
        self.environment = environment
        var entries: [PhraseEntry] = []
        for (index, shortcut) in shortcuts.enumerated() {
            var slots: [String: PhraseSlot] = [:]
            for parameter in shortcut.intentType.init().intentParameters {
                if let slot = parameter.phraseSlot(environment: environment) { slots[parameter.name] = slot }
            }
            for key in shortcut.phrases {
                guard let phrase = Self.localizedPhrase(
                    key, locale: environment.locale, localizer: environment.localizer, developmentLanguage: developmentLanguage
                ) else { continue }
                entries.append(PhraseEntry(key: key, phrase: phrase, group: index, slots: slots))
            }
        }
        matcher = PhraseMatcher(
            phrases: entries, locale: environment.locale,
            applicationNames: [applicationName] + alternativeNames, inflection: inflection
        )
    }

    /// Compiles the phrases of `provider`'s shortcuts.
    public init<Provider: AppShortcutsProvider>(
        provider: Provider.Type,
        environment: IntentEnvironment,
        developmentLanguage: String = "en",
        applicationName: String,
        alternativeNames: [String] = [],
        inflection: NameInflection = NameInflection()
    ) {
        self.init(
            shortcuts: provider.appShortcuts, environment: environment, developmentLanguage: developmentLanguage,
            applicationName: applicationName, alternativeNames: alternativeNames, inflection: inflection)
    }

    /// The phrase with key `key` in `locale`: the table's text in the locale (or its language), or the key itself in
    /// the development language; `nil` when the language has no phrase for it.
    public static func localizedPhrase(
        _ key: String, locale: String, localizer: Localizer, developmentLanguage: String
    ) -> String? {
        if let value = localizer.localizedString(forKey: key, table: phraseTable, locale: locale) { return value }
        if IntentLanguage.languageCode(of: locale) == IntentLanguage.languageCode(of: developmentLanguage) { return key }
        return nil
    }

    /// How many localized phrases were compiled for `environment.locale` (0 when the `AppShortcuts` table has no
    /// translation for that language and it is not the development language).
    public var phraseCount: Int { matcher.phraseCount }

    /// Matches `utterance`: no match, one intent with its values, or every candidate when ambiguous. An utterance
    /// without words (empty, spaces or punctuation only) is no match.
    public func match(_ utterance: String) async -> ShortcutMatchResult {
        let candidates = await matcher.candidates(for: utterance)
        let matches = candidates.compactMap { candidate in
            shortcuts.indices.contains(candidate.group) ? ShortcutMatch(shortcut: shortcuts[candidate.group], candidate: candidate) : nil
        }
        switch matches.count {
        case 0: return .noMatch
        case 1: return matches.first.map(ShortcutMatchResult.match) ?? .noMatch
        default: return .ambiguous(matches)
        }
    }

    /// Matches `utterance` and, when exactly one intent matched, runs it through `runner` with the matched values.
    public func run(_ utterance: String, using runner: IntentRunner) async throws -> IntentRunResult? {
        guard case .match(let match) = await match(utterance) else { return nil }
        let intent = await match.makeIntent(environment: environment)
        return try await runner.run(intent)
    }
}
#endif
