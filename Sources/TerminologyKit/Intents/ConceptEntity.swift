// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// A term of the library (one concept), as the user reads it: its term in their language where the terminology has
/// it, the terms in the terminology's other languages, its definition and category, and whether they learned it.
public struct ConceptEntity: AppEntity, Hashable {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Term"
    public static var defaultQuery: ConceptQuery { ConceptQuery() }

    /// The concept's id.
    public let id: UUID
    /// Its short number in this library (`sanasto term show 12`).
    public let number: Int64
    /// The term shown (in the user's language, else the terminology's first).
    public let term: String
    /// The language of ``term``.
    public let language: LanguageTag
    /// The display terms in the terminology's other languages, in its order.
    public let translations: [LocalizedTerm]
    /// The definition in ``language`` (else the first one the concept has).
    public let definition: String?
    /// Its category's name, when it has one.
    public let categoryName: String?
    /// Its terminology.
    public let terminologyID: UUID
    /// Its terminology's title.
    public let terminologyTitle: String
    /// How hard the author considers it.
    public let difficulty: Difficulty
    /// Whether the learner marked it as learned.
    public let isLearned: Bool
    /// Whether a student added it to their own copy.
    public let isOwn: Bool
    /// Its other terms that may be used (admitted, and preferred ones not shown), in the terminology's language order:
    /// what a reader should recognize besides ``term`` and ``translations``. Deprecated terms are left out.
    public let synonyms: [LocalizedTerm]

    /// A term in one language.
    public struct LocalizedTerm: Hashable, Sendable {
        public var language: LanguageTag
        public var text: String
    }

    public init(
        id: UUID, number: Int64, term: String, language: LanguageTag, translations: [LocalizedTerm], definition: String?,
        categoryName: String?, terminologyID: UUID, terminologyTitle: String, difficulty: Difficulty, isLearned: Bool,
        isOwn: Bool, synonyms: [LocalizedTerm] = []
    ) {
        self.id = id
        self.number = number
        self.term = term
        self.language = language
        self.translations = translations
        self.definition = definition
        self.categoryName = categoryName
        self.terminologyID = terminologyID
        self.terminologyTitle = terminologyTitle
        self.difficulty = difficulty
        self.isLearned = isLearned
        self.isOwn = isOwn
        self.synonyms = synonyms
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(term)", subtitle: categoryName.map { "\($0)" })
    }
}

/// Finds terms: by id, by what the user typed (the library's folded search, in the course focus), and suggests the
/// term of the day and the latest ones.
public struct ConceptQuery: EntityStringQuery {
    /// How many entities a search or the suggestions give at most.
    public static let limit = 20

    public init() {}

    public func entities(for identifiers: [UUID]) async throws -> [ConceptEntity] {
        let app = try TerminologyApp.current
        return try app.conceptEntities(ids: identifiers)
    }

    /// The terms matching `string`, best first (exact, then prefix, then word, then definition matches).
    public func entities(matching string: String) async throws -> [ConceptEntity] {
        let app = try TerminologyApp.current
        return try await app.search(string, limit: Self.limit).map(\.concept)
    }

    /// The term of the day, then the terms added last.
    public func suggestedEntities() async throws -> [ConceptEntity] {
        let app = try TerminologyApp.current
        return try await app.suggestedConcepts(limit: 10)
    }
}
#endif
