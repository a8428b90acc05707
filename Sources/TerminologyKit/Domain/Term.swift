/// One term of a concept in one language: its text, status and the facts TBX keeps per term.
public struct Term: Hashable, Codable, Sendable {
    /// The term as written (`fotosynteesi`).
    public var text: String
    /// Preferred, admitted or deprecated.
    public var status: TermStatus
    /// Its part of speech, when known.
    public var partOfSpeech: PartOfSpeech?
    /// A sentence that shows the term in use.
    public var context: String?

    public init(_ text: String, status: TermStatus = .preferred, partOfSpeech: PartOfSpeech? = nil, context: String? = nil) {
        self.text = text
        self.status = status
        self.partOfSpeech = partOfSpeech
        self.context = context
    }
}
