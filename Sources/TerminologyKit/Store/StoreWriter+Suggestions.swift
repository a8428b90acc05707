import Foundation

extension StoreWriter {
    /// Stores a received suggestion. The same student's suggestion of the same concept replaces a pending one and
    /// leaves a decided one alone; returns whether it was stored.
    @discardableResult
    public func putSuggestion(_ suggestion: Suggestion) throws -> Bool {
        try perform("store suggestion") {
            _ = try languages(of: suggestion.terminologyID)
            let existing = try statement("SELECT status FROM suggestions WHERE terminology_id = $1 AND concept_id = $2 AND suggested_by = $3")
                .first([.uuid(suggestion.terminologyID), .uuid(suggestion.concept.id), .text(suggestion.suggestedBy)]) { $0.text(0) }
            if let existing, existing != Suggestion.Status.pending.rawValue { return false }
            try statement("DELETE FROM suggestions WHERE terminology_id = $1 AND concept_id = $2 AND suggested_by = $3")
                .run([.uuid(suggestion.terminologyID), .uuid(suggestion.concept.id), .text(suggestion.suggestedBy)])
            try statement("INSERT INTO suggestions (\(Self.suggestionColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)").run([
                .uuid(suggestion.id), .uuid(suggestion.terminologyID), .uuid(suggestion.concept.id), .text(suggestion.suggestedBy),
                .optional(suggestion.categoryName), .text(try StoredJSON.encode(suggestion.concept)), .timestamp(suggestion.suggestedAt),
                .timestamp(suggestion.receivedAt), .text(suggestion.status.rawValue), .optionalTimestamp(suggestion.decidedAt),
            ])
            return true
        }
    }

    /// Records the teacher's decision on a suggestion.
    public func decideSuggestion(id: UUID, _ status: Suggestion.Status, at date: Date = Date()) throws {
        try perform("decide suggestion") {
            guard try exists("SELECT 1 FROM suggestions WHERE id = $1", [.uuid(id)]) else {
                throw StoreError.missing("no suggestion with id \(id)")
            }
            try statement("UPDATE suggestions SET status = $2, decided_at = $3 WHERE id = $1")
                .run([.uuid(id), .text(status.rawValue), status == .pending ? .null : .timestamp(date)])
        }
    }
}
