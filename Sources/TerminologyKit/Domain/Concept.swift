import Foundation

/// One entry of a terminology: a concept with its terms, definitions and study-relevant facts.
public struct Concept: Identifiable, Hashable, Codable, Sendable {
    /// A stable id, kept across export and import.
    public var id: UUID
    /// The terminology it belongs to.
    public var terminologyID: UUID
    /// Its category, when it has one.
    public var categoryID: UUID?
    /// Per language, in the terminology's language order: terms and definition.
    public var sections: [LanguageSection]
    /// Free notes.
    public var notes: String
    /// Related concepts, by id.
    public var related: [UUID]
    /// How hard the author considers it.
    public var difficulty: Difficulty
    /// A concept a student added to their own copy of a teacher's terminology.
    public var isOwn: Bool
    /// The author deleted it while the student had progress on it: kept, but no longer studied.
    public var isDeprecated: Bool
    /// When it was created.
    public var createdAt: Date
    /// When it last changed.
    public var modifiedAt: Date

    public init(
        id: UUID = UUID(), terminologyID: UUID, categoryID: UUID? = nil, sections: [LanguageSection],
        notes: String = "", related: [UUID] = [], difficulty: Difficulty = .medium, isOwn: Bool = false,
        isDeprecated: Bool = false, createdAt: Date = Date(), modifiedAt: Date? = nil
    ) {
        self.id = id
        self.terminologyID = terminologyID
        self.categoryID = categoryID
        self.sections = sections
        self.notes = notes
        self.related = related
        self.difficulty = difficulty
        self.isOwn = isOwn
        self.isDeprecated = isDeprecated
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt ?? createdAt
    }

    /// The section for `language`, when the concept has one.
    public func section(_ language: LanguageTag) -> LanguageSection? {
        sections.first { $0.language == language }
    }

    /// The term shown for `language` (see `LanguageSection.displayTerm`).
    public func displayTerm(in language: LanguageTag) -> Term? {
        section(language)?.displayTerm
    }
}
