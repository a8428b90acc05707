// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
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
