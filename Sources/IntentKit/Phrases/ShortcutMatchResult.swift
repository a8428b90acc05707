// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
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
