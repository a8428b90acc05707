// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
/// An answer to an `IntentValueRequest`.
public enum IntentPromptAnswer: Sendable, Hashable {
    /// Text the user said or typed, parsed into the parameter's type.
    case text(String)
    /// The index of one of the request's choices.
    case choice(Int)
    /// The user gave up.
    case cancel
}
#endif
