// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
/// A term a search found, and how.
public struct SearchResult: Hashable, Sendable {
    /// The term.
    public var concept: ConceptEntity
    /// How it matched: exact, prefix, a word of a term, a word of a definition.
    public var match: SearchMatch
    /// The term that matched, for exact, prefix and word matches, with its language.
    public var matchedTerm: String?
    /// The language of ``matchedTerm``.
    public var matchedLanguage: LanguageTag?

    public init(concept: ConceptEntity, match: SearchMatch, matchedTerm: String? = nil, matchedLanguage: LanguageTag? = nil) {
        self.concept = concept
        self.match = match
        self.matchedTerm = matchedTerm
        self.matchedLanguage = matchedLanguage
    }
}
#endif
