// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
/// Asks the user for missing values and confirmations (Siri's voice, a terminal, a test script).
public protocol IntentPrompter: Sendable {
    /// Answers a request for a value.
    func requestValue(_ request: IntentValueRequest) async -> IntentPromptAnswer
    /// Answers a yes/no question with the localized `dialog`.
    func requestConfirmation(_ dialog: String) async -> Bool
}

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
