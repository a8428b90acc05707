/// Matches utterances in one locale against an app's App Shortcuts, phrases localized from the `AppShortcuts` table.
public struct ShortcutMatcher: Sendable {
    /// The shortcuts.
    public let shortcuts: [ShortcutDefinition]
    /// The environment (locale and lookup) phrases and values are rendered in.
    public let environment: IntentEnvironment
    let matcher: PhraseMatcher

    /// Compiles the phrases of `shortcuts` in `environment.locale`; `applicationName` and `alternativeNames`
    /// are what `${applicationName}` matches (inflected by `inflection`).
    public init(
        shortcuts: [ShortcutDefinition],
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
            for parameter in shortcut.intent.init().parameters {
                if let slot = parameter.phraseSlot(environment: environment) { slots[parameter.name] = slot }
            }
            for key in shortcut.phrases {
                guard let phrase = ShortcutPhrases.localized(
                    key, locale: environment.locale, lookup: environment.lookup, developmentLanguage: developmentLanguage
                ) else { continue }
                entries.append(PhraseEntry(key: key, phrase: phrase, group: index, slots: slots))
            }
        }
        matcher = PhraseMatcher(
            phrases: entries, locale: environment.locale,
            applicationNames: [applicationName] + alternativeNames, inflection: inflection
        )
    }

    /// How many localized phrases were compiled for `environment.locale` (0 when the `AppShortcuts` table has no
    /// translation for that language and it is not the development language: every utterance is then no match).
    public var phraseCount: Int { matcher.phraseCount }

    /// Matches `utterance`: no match, one intent with its values, or every candidate when ambiguous.
    /// An utterance without words (empty, spaces or punctuation only) is no match.
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

    /// Matches `utterance` and, when exactly one intent matched, runs it through `runner`
    /// (a foreground intent's route reaches the router through the runner's one path).
    public func run(_ utterance: String, using runner: IntentRunner) async throws -> IntentRunResult? {
        guard case .match(let match) = await match(utterance) else { return nil }
        let intent = await match.makeIntent(environment: environment)
        return try await runner.run(intent)
    }
}
