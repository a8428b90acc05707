import Foundation

/// The conflicts merges recorded (schema version 2's `merge_conflicts`).
extension StoreReader {
    static let conflictColumns = "id, terminology_id, concept_id, category_id, field, base_value, local_value, incoming_value, source_revision, recorded_at"

    /// A terminology's open merge conflicts, oldest first.
    public func mergeConflicts(of terminologyID: UUID) throws -> [MergeConflict] {
        try perform("list merge conflicts") {
            try statement("SELECT \(Self.conflictColumns) FROM merge_conflicts WHERE terminology_id = $1 ORDER BY recorded_at, id")
                .rows([.uuid(terminologyID)], Self.conflict)
        }
    }

    /// The merge conflict with `id`, or nil.
    public func mergeConflict(id: UUID) throws -> MergeConflict? {
        try perform("read merge conflict") {
            try statement("SELECT \(Self.conflictColumns) FROM merge_conflicts WHERE id = $1").first([.uuid(id)], Self.conflict)
        }
    }

    static func conflict(_ row: DatabaseRow) throws -> MergeConflict {
        guard let field = MergeField(row.text(4)) else { throw StoreError.damaged("'\(row.text(4))' is not a merge field") }
        return MergeConflict(
            id: try row.uuid(0), terminologyID: try row.uuid(1), conceptID: try row.optionalUUID(2), categoryID: try row.optionalUUID(3),
            field: field, base: try StoredJSON.decode(MergeValue.self, row.text(5)), local: try StoredJSON.decode(MergeValue.self, row.text(6)),
            incoming: try StoredJSON.decode(MergeValue.self, row.text(7)), sourceRevision: row.int(8), recordedAt: row.timestamp(9))
    }
}

/// Values kept as JSON in a column, in the form the import snapshot has (TerminologySnapshot's coders).
enum StoredJSON {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        do {
            return String(decoding: try TerminologySnapshot.encoder.encode(value), as: UTF8.self)
        } catch {
            throw StoreError.refused("a value cannot be stored: \(error)")
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        do {
            return try TerminologySnapshot.decoder.decode(type, from: Data(text.utf8))
        } catch {
            throw StoreError.damaged("a stored value cannot be read: \(error)")
        }
    }
}
