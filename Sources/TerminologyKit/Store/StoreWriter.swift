import Foundation
import Localization

/// What a write transaction can do, in addition to every read.
///
/// Given to the body of `TerminologyStore.write`; valid only inside it. Nothing it does is visible to other
/// connections until the body returns and the transaction commits; if the body throws, none of it happened.
public final class StoreWriter: StoreReader {
    /// Whether the transaction changed concept relations (checked for dangling ids before commit).
    var changedRelations = false

    /// Increments the revision of every terminology changed in this transaction, once, and checks what the
    /// database checks only at commit, so that its error is a clear one.
    func finish() throws {
        try perform("save changes") {
            try endBulkInsert()
            if changedRelations,
               let (concept, related) = try statement("""
                   SELECT c.id, r.related_id FROM concept_relations r JOIN concepts c ON c.number = r.concept_number
                   WHERE NOT EXISTS (SELECT 1 FROM concepts x WHERE x.id = r.related_id) LIMIT 1
                   """).first([], { ($0.text(0), $0.text(1)) }) {
                throw StoreError.refused("concept \(concept) is related to concept \(related), which does not exist")
            }
            if let next = context.nextNumber { try writeSetting(String(next), for: Self.nextNumberKey) }
            let now = DatabaseValue.timestamp(Date())
            for id in context.touched.subtracting(context.created).sorted(by: { $0.uuidString < $1.uuidString }) {
                try statement("UPDATE terminologies SET revision = revision + 1, modified_at = $2 WHERE id = $1").run([.uuid(id), now])
            }
        }
    }

    /// Puts the library in bulk-insert mode for the rest of the transaction: the secondary indexes of concepts and
    /// terms are dropped (see `DatabaseConnection.suspendIndexes`) and the full-text index is set for bulk loading
    /// (`FullTextIndex.beginBulkLoad`), until `endBulkInsert`, at the latest before commit. Reads that need those indexes are slow meanwhile, not wrong.
    func beginBulkInsert() throws {
        guard context.suspendedIndexes == nil else { return }
        context.suspendedIndexes = try context.connection.suspendIndexes(of: ["concepts", "terms"])
        try context.connection.fullTextIndex.beginBulkLoad()
    }

    /// Recreates what `beginBulkInsert` dropped, in the same transaction (so a killed process leaves the library
    /// as before the transaction, indexes and all).
    func endBulkInsert() throws {
        guard let definitions = context.suspendedIndexes else { return }
        try context.connection.restoreIndexes(definitions)
        try context.connection.fullTextIndex.endBulkLoad()
        context.suspendedIndexes = nil
    }

    /// Notes that terminology `id`'s content changed.
    func touch(_ id: UUID) {
        context.touched.insert(id)
    }

    /// Whether a row exists for `sql` with `values`.
    func exists(_ sql: String, _ values: [DatabaseValue]) throws -> Bool {
        try statement(sql).first(values) { _ in true } ?? false
    }

    /// `text` without white space at either end, or the error `emptyMessage` when nothing is left.
    static func required(_ text: String, _ emptyMessage: String.LocalizationValue) throws -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { throw StoreError.refused(emptyMessage) }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }
}
