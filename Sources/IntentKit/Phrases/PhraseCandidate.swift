/// A phrase that matched an utterance, with the value of each slot.
public struct PhraseCandidate: Sendable, Hashable {
    /// The phrase key.
    public var key: String
    /// The phrase in the matcher's locale.
    public var phrase: String
    /// The group (shortcut index) of the phrase.
    public var group: Int
    /// The value each slot matched.
    public var slots: [String: PhraseSlot.Value]
}
