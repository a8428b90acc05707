import Foundation

extension StoreWriter {
    /// Appends `relatedID` to concept `conceptID`'s related concepts, at `position` (an import that writes
    /// relations once every concept of its file is in). Both must exist by commit.
    public func addRelation(from conceptID: UUID, to relatedID: UUID, position: Int) throws {
        try perform("add relation") {
            guard conceptID != relatedID else { throw StoreError.refused("a concept cannot be related to itself") }
            try statement("""
                INSERT INTO concept_relations (concept_number, position, related_id)
                SELECT number, $2, $3 FROM concepts WHERE id = $1 ON CONFLICT DO NOTHING
                """).run([.uuid(conceptID), .int(position), .uuid(relatedID)])
            changedRelations = true
        }
    }
}
