import Foundation

/// A backend's full-text index over concepts' folded terms (one column) and details (definitions and context
/// sentences, the other), keyed by the concept's `number`.
///
/// The store fills it with folded text (`TextFolding.fold`); the index splits words and matches prefixes.
/// SQLite uses FTS5; PostgreSQL a GIN-indexed `tsvector` of the same words, ranked by FTS5's BM25, so that both
/// find the same concepts in the same order.
public protocol FullTextIndex: AnyObject {
    /// The backend-specific statements of schema version `version` (run after the portable ones).
    func migrationStatements(forVersion version: Int) -> [String]
    /// Stores a new concept's folded terms and details.
    func insert(conceptNumber: Int64, terms: String, details: String) throws
    /// Replaces a concept's folded terms and details.
    func replace(conceptNumber: Int64, terms: String, details: String) throws
    /// Removes a concept's entry (deleting a concept row also removes it, through the schema).
    func remove(conceptNumber: Int64) throws
    /// Prepares the index for many inserts in the current transaction (a large import), until `endBulkLoad`.
    func beginBulkLoad() throws
    /// Ends what `beginBulkLoad` began, in the same transaction, leaving the index's settings as they were.
    func endBulkLoad() throws
    /// Concepts whose `field` contains all `words`, the last one as a prefix, best first (at most `limit`),
    /// restricted by `scope`.
    func matches(words: [String], in field: FullTextField, scope: LibraryScope, limit: Int) throws -> [FullTextMatch]
}

/// Which column of the full-text index to search.
public enum FullTextField: Sendable {
    /// The concept's terms in every language.
    case terms
    /// Definitions and context sentences.
    case details
}

/// One concept found by the full-text index.
public struct FullTextMatch: Hashable, Sendable {
    /// The concept.
    public var conceptID: UUID
    /// Its terminology.
    public var terminologyID: UUID
    /// Whether it is deprecated.
    public var isDeprecated: Bool

    public init(conceptID: UUID, terminologyID: UUID, isDeprecated: Bool) {
        self.conceptID = conceptID
        self.terminologyID = terminologyID
        self.isDeprecated = isDeprecated
    }
}
