/// What a concept says in one language: its terms (best first) and a definition (TBX's `langSec`).
public struct LanguageSection: Hashable, Codable, Sendable {
    /// The language.
    public var language: LanguageTag
    /// Its terms in order; the first preferred term is the one shown.
    public var terms: [Term]
    /// The definition in this language, when there is one.
    public var definition: Definition?

    public init(language: LanguageTag, terms: [Term], definition: Definition? = nil) {
        self.language = language
        self.terms = terms
        self.definition = definition
    }

    /// The term to show: the first preferred one, else the first admitted one, else the first.
    public var displayTerm: Term? {
        terms.first { $0.status == .preferred } ?? terms.first { $0.status == .admitted } ?? terms.first
    }
}
