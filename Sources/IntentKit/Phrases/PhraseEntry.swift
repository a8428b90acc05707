/// One phrase a matcher knows: its key, its text in the matcher's locale, the shortcut it belongs to, and its slots.
public struct PhraseEntry: Sendable {
    /// The phrase key (the development-language phrase).
    public var key: String
    /// The phrase in the matcher's locale.
    public var phrase: String
    /// The index of the shortcut (or any group) the phrase belongs to.
    public var group: Int
    /// The values each `${parameter}` slot accepts.
    public var slots: [String: PhraseSlot]

    /// Creates an entry.
    public init(key: String, phrase: String, group: Int = 0, slots: [String: PhraseSlot] = [:]) {
        self.key = key
        self.phrase = phrase
        self.group = group
        self.slots = slots
    }
}
