/// A question for a parameter's value.
public struct IntentValueRequest: Sendable, Hashable {
    /// The parameter's name (`priority`).
    public var parameterName: String
    /// The parameter's localized title.
    public var title: String
    /// The localized question (the prompt, or the title when the parameter has none).
    public var prompt: String
    /// The kind of value asked for.
    public var kind: IntentValueKind
    /// The values offered (enum cases; suggested entities first), empty for free-form kinds.
    public var choices: [IntentChoice]
    /// 0 for the first time, then how many answers were refused.
    public var attempt: Int
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

/// Asks the user for missing values and confirmations (Siri's voice, a terminal, a test script).
public protocol IntentPrompter: Sendable {
    /// Answers a request for a value.
    func requestValue(_ request: IntentValueRequest) async -> IntentPromptAnswer
    /// Answers a yes/no question with the localized `dialog`.
    func requestConfirmation(_ dialog: String) async -> Bool
}
