import Foundation

/// One concept a search found, and how.
public struct SearchHit: Hashable, Sendable {
    /// The concept.
    public var conceptID: UUID
    /// Its terminology.
    public var terminologyID: UUID
    /// How it matched.
    public var match: SearchMatch
    /// The term that matched, for exact and prefix matches.
    public var term: String?
    /// The language of that term.
    public var language: LanguageTag?
    /// The concept is deprecated (its author deleted it).
    public var isDeprecated: Bool

    public init(
        conceptID: UUID, terminologyID: UUID, match: SearchMatch, term: String? = nil, language: LanguageTag? = nil,
        isDeprecated: Bool = false
    ) {
        self.conceptID = conceptID
        self.terminologyID = terminologyID
        self.match = match
        self.term = term
        self.language = language
        self.isDeprecated = isDeprecated
    }
}
