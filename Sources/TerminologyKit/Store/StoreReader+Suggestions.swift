import Foundation

/// Students' suggestions received for a teacher's terminology (schema version 2's `suggestions`).
extension StoreReader {
    static let suggestionColumns = "id, terminology_id, concept_id, suggested_by, category_name, concept, suggested_at, received_at, status, decided_at"

    /// A terminology's suggestions, in the order they were received; only those with `status` when given.
    public func suggestions(for terminologyID: UUID, status: Suggestion.Status? = nil) throws -> [Suggestion] {
        try perform("list suggestions") {
            var filter = SQLFilter()
            filter.and("terminology_id = ?", .uuid(terminologyID))
            if let status { filter.and("status = ?", .text(status.rawValue)) }
            return try statement("SELECT \(Self.suggestionColumns) FROM suggestions WHERE \(filter.sql) ORDER BY received_at, suggested_by, id")
                .rows(filter.values, Self.suggestion)
        }
    }

    /// The suggestion with `id`, or nil.
    public func suggestion(id: UUID) throws -> Suggestion? {
        try perform("read suggestion") {
            try statement("SELECT \(Self.suggestionColumns) FROM suggestions WHERE id = $1").first([.uuid(id)], Self.suggestion)
        }
    }

    static func suggestion(_ row: DatabaseRow) throws -> Suggestion {
        Suggestion(
            id: try row.uuid(0), terminologyID: try row.uuid(1), concept: try StoredJSON.decode(Concept.self, row.text(5)),
            categoryName: row.optionalText(4), suggestedBy: row.text(3), suggestedAt: row.timestamp(6), receivedAt: row.timestamp(7),
            status: try row.enumeration(8, as: Suggestion.Status.self), decidedAt: row.optionalTimestamp(9))
    }
}
