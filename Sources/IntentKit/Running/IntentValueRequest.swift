// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
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

/// One value a prompt offers: its localized title and the value's stored form.
public struct IntentChoice: Sendable, Hashable {
    /// The title shown to the user.
    public var title: String
    /// The value's storage representation (an enum's raw value, an entity's identifier).
    public var storage: [String]

    /// Creates a choice.
    public init(title: String, storage: [String]) {
        self.title = title
        self.storage = storage
    }
}
#endif
