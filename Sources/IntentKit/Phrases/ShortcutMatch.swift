// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)

/// A shortcut whose phrase matched an utterance, with its parameter values.
public struct ShortcutMatch: Sendable {
    /// The shortcut.
    public var shortcut: AppShortcut
    /// The matched phrase's key and localized text, and slot values.
    public var candidate: PhraseCandidate

    /// The slot values' storage by parameter name (enum raw values, entity identifiers).
    public var parameterStorage: [String: [String]] { candidate.slots.mapValues(\.storage) }

    /// A new instance of the shortcut's intent with the shortcut's own values and the matched slot values set.
    public func makeIntent(environment: IntentEnvironment) async -> any AppIntent {
        await Self.makeIntent(from: shortcut.intent, slots: candidate.slots, environment: environment)
    }

    private static func makeIntent<Intent: AppIntent>(
        from template: Intent, slots: [String: PhraseSlot.Value], environment: IntentEnvironment
    ) async -> any AppIntent {
        let intent = Intent()
        intent.copyParameterValues(from: template)
        for parameter in intent.intentParameters {
            if let storage = slots[parameter.name]?.storage {
                _ = await parameter.setValue(fromStorage: storage, environment: environment)
            }
        }
        return intent
    }
}

/// The outcome of matching an utterance against an app's shortcuts.
public enum ShortcutMatchResult: Sendable {
    /// No phrase matched.
    case noMatch
    /// Exactly one intent (with its parameter values) matched.
    case match(ShortcutMatch)
    /// Several did; every candidate, in shortcut and phrase order.
    case ambiguous([ShortcutMatch])

    /// Every candidate (none, one or several).
    public var candidates: [ShortcutMatch] {
        switch self {
        case .noMatch: []
        case .match(let match): [match]
        case .ambiguous(let matches): matches
        }
    }
}
#endif
