/// How a terminology is written for Anki (File › Import, "Notes in Plain Text") and read back.
///
/// One note per concept: the front field holds the terms in `front`'s language, the back field those in
/// `back`'s language, followed (after a blank line) by the definition in `back`'s language, or in `front`'s when
/// there is none. The deck is the terminology's title, with a subdeck per category (`Solubiologia::Soluhengitys`);
/// the tags are `sanasto` and `difficulty::easy|medium|hard`. The GUID column holds
/// `sanasto:<concept id>:<front>:<back>`, so that importing a new export of the same terminology and languages
/// updates the notes in place (and keeps their review history) instead of adding new ones, while another pair of
/// languages gets notes of its own. Fields are HTML (`#html:true`), escaped.
///
/// Anki text does not carry: study progress (Anki schedules on its own), term statuses, parts of speech, context
/// sentences, definition sources, notes, related concepts, languages other than the two, empty categories.
public struct AnkiOptions: Hashable, Sendable {
    /// The note type named in the file: one with two fields in the user's collection. Anki's stock
    /// "Basic (and reversed card)" makes a card each way.
    public var noteType: String
    /// The front's language; the terminology's first by default.
    public var front: LanguageTag?
    /// The back's language; the terminology's second by default.
    public var back: LanguageTag?
    /// The deck; the terminology's title by default.
    public var deck: String?
    /// Whether the back shows the definition.
    public var includesDefinitions: Bool

    public init(
        noteType: String = "Basic (and reversed card)", front: LanguageTag? = nil, back: LanguageTag? = nil, deck: String? = nil,
        includesDefinitions: Bool = true
    ) {
        self.noteType = noteType
        self.front = front
        self.back = back
        self.deck = deck
        self.includesDefinitions = includesDefinitions
    }

    /// The separator between several terms in one field.
    static let termSeparator = "; "
    static let guidPrefix = "sanasto:"
}
