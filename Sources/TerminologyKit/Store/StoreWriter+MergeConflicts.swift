import Foundation

extension StoreWriter {
    /// Records a merge conflict, replacing an older one of the same concept (or category) and field.
    public func recordMergeConflict(_ conflict: MergeConflict) throws {
        try perform("record merge conflict") {
            _ = try languages(of: conflict.terminologyID)
            try statement("""
                DELETE FROM merge_conflicts WHERE terminology_id = $1 AND field = $2
                    AND COALESCE(concept_id, '') = $3 AND COALESCE(category_id, '') = $4
                """).run([
                .uuid(conflict.terminologyID), .text(conflict.field.description),
                .text(conflict.conceptID?.uuidString.lowercased() ?? ""), .text(conflict.categoryID?.uuidString.lowercased() ?? ""),
            ])
            try statement("INSERT INTO merge_conflicts (\(Self.conflictColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)").run([
                .uuid(conflict.id), .uuid(conflict.terminologyID), conflict.conceptID.map(DatabaseValue.uuid) ?? .null,
                conflict.categoryID.map(DatabaseValue.uuid) ?? .null, .text(conflict.field.description),
                .text(try StoredJSON.encode(conflict.base)), .text(try StoredJSON.encode(conflict.local)),
                .text(try StoredJSON.encode(conflict.incoming)), .int(conflict.sourceRevision), .timestamp(conflict.recordedAt),
            ])
        }
    }

    /// Removes a resolved merge conflict.
    public func deleteMergeConflict(id: UUID) throws {
        try perform("resolve merge conflict") {
            guard try exists("SELECT 1 FROM merge_conflicts WHERE id = $1", [.uuid(id)]) else {
                throw StoreError.missing("no merge conflict with id \(id)")
            }
            try statement("DELETE FROM merge_conflicts WHERE id = $1").run([.uuid(id)])
        }
    }
}
