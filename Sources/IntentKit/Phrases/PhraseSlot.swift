/// The values a phrase's `${parameter}` slot accepts.
public struct PhraseSlot: Sendable {
    /// One accepted value: the names a user may say, and the value's stored form.
    public struct Value: Sendable, Hashable {
        /// The names (display name, synonyms), unfolded.
        public var names: [String]
        /// The storage representation (an enum's raw value, an entity's identifier).
        public var storage: [String]
        /// The name shown for the value.
        public var display: String

        /// Creates a value.
        public init(names: [String], storage: [String], display: String? = nil) {
            self.names = names
            self.storage = storage
            self.display = display ?? names.first ?? storage.joined(separator: ",")
        }
    }

    /// Fixed values (enum cases).
    public var values: [Value]
    /// Values fetched for each match (suggested entities).
    public var suggested: (@Sendable () async -> [Value])?
    /// Values found by string search (an entity query's `entities(matching:)`).
    public var search: (@Sendable (String) async -> [Value])?
    /// Every value with its names prefolded, fetched once per match; when set, the slot matches exactly the
    /// names in the index and `suggested` and `search` are not called (the index holds every value).
    public var index: (@Sendable () async -> PhraseSlotIndex?)?
    /// Whether the slot takes any one or more words (``anyText``): the matcher then knows every span matches,
    /// without asking `search` about each, which keeps matching polynomial with several such slots.
    public var acceptsAnyText = false

    /// Creates a slot.
    public init(
        values: [Value] = [],
        suggested: (@Sendable () async -> [Value])? = nil,
        search: (@Sendable (String) async -> [Value])? = nil,
        index: (@Sendable () async -> PhraseSlotIndex?)? = nil
    ) {
        self.values = values
        self.suggested = suggested
        self.search = search
        self.index = index
    }

    /// A slot whose values are a prebuilt index (fixed values, or entities indexed once).
    public init(index: PhraseSlotIndex) {
        self.init(index: { index })
    }
}

extension PhraseSlot {
    /// A slot that accepts any words (one or more); the value's name and storage are the words as folded
    /// (lowercased, without diacritics). For checking phrases without the app's enums and entities.
    public static let anyText: PhraseSlot = {
        var slot = PhraseSlot(search: { text in [Value(names: [text], storage: [text])] })
        slot.acceptsAnyText = true
        return slot
    }()
}
