import Foundation

/// A concept as a full editor gives it: every language's terms with their status, part of speech and context, each
/// language's definition with its source, the notes, the category and the difficulty.
///
/// ``TermDraft`` and ``TermChanges`` say one term per language (the command line's `--translation`); a draft says
/// all of them, so that synonyms and deprecated terms can be written as well.
public struct ConceptDraft: Hashable, Sendable {
    /// Per language: its terms (best first) and definition. Languages without terms are left out when saved.
    public var sections: [LanguageSection]
    /// Free notes.
    public var notes: String
    /// Its category (in its terminology); nil for none.
    public var categoryID: UUID?
    /// How hard it is.
    public var difficulty: Difficulty

    public init(sections: [LanguageSection], notes: String = "", categoryID: UUID? = nil, difficulty: Difficulty = .medium) {
        self.sections = sections
        self.notes = notes
        self.categoryID = categoryID
        self.difficulty = difficulty
    }
}
