import CSQLite
import Foundation

/// Inserts new concepts into an SQLite library through four prepared statements, one row at a time, with every
/// text bound where it lies in the batch's one buffer (`SQLiteConceptRows`: no `DatabaseValue`s, no copies by
/// SQLite, no string per folded form): the path a large import writes through.
///
/// It writes what `StoreWriter.addConcept` writes — the concept's row, its language sections, its terms with their
/// folded forms, and its search entry — for concepts `StoreWriter.validated` has checked, without relations.
final class SQLiteConceptInserter {
    private let concepts: SQLiteStatement
    private let sections: SQLiteStatement
    private let terms: SQLiteStatement
    private let search: SQLiteStatement

    init(connection: SQLiteConnection) throws {
        concepts = try connection.sqliteStatement("""
            INSERT INTO concepts (id, number, terminology_id, category_id, position, notes, difficulty, is_own,
                is_deprecated, shuffle_key, created_at, modified_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
            """)
        sections = try connection.sqliteStatement("""
            INSERT INTO concept_languages (concept_number, language, position, definition, definition_source)
            VALUES (?1, ?2, ?3, ?4, ?5)
            """)
        terms = try connection.sqliteStatement("""
            INSERT INTO terms (concept_number, language, position, text, folded, status, part_of_speech, context)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
            """)
        search = try connection.sqliteStatement("INSERT INTO concept_search (rowid, terms, details) VALUES (?1, ?2, ?3)")
    }

    /// Inserts the batch's concepts in order; a concept whose row the library refuses (its id is taken) is handed
    /// to `refused`, with nothing of it written. Any other failure throws, leaving the rest of the batch unwritten.
    func insert(_ rows: SQLiteConceptRows, refused: (SQLiteConceptRows.Record) -> Void) throws {
        try rows.bytes.withUnsafeBufferPointer { bytes in
            func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
            func bind(_ statement: SQLiteStatement, _ index: Int32, _ range: Range<Int>?) {
                if let range { statement.bindText(index, text(range)) } else { statement.bindNull(index) }
            }
            let terminology = text(rows.terminology)
            for record in rows.records {
                concepts.bindText(1, text(record.idText))
                concepts.bindInteger(2, record.number)
                concepts.bindText(3, terminology)
                bind(concepts, 4, record.category)
                concepts.bindInteger(5, record.position)
                concepts.bindText(6, text(record.notes))
                concepts.bindText(7, text(record.difficulty))
                concepts.bindInteger(8, record.isOwn ? 1 : 0)
                concepts.bindInteger(9, record.isDeprecated ? 1 : 0)
                concepts.bindInteger(10, record.shuffleKey)
                concepts.bindInteger(11, record.createdAt)
                concepts.bindInteger(12, record.modifiedAt)
                do {
                    try concepts.executeBound()
                } catch let error as StoreError where error.isConflict {
                    refused(record)
                    continue
                }
                do {
                    for (sectionPosition, section) in rows.sections[record.sections].enumerated() {
                        sections.bindInteger(1, record.number)
                        sections.bindText(2, text(section.language))
                        sections.bindInteger(3, Int64(sectionPosition))
                        bind(sections, 4, section.definition)
                        bind(sections, 5, section.source)
                        try sections.executeBound()
                        for (termPosition, term) in rows.terms[section.terms].enumerated() {
                            terms.bindInteger(1, record.number)
                            terms.bindText(2, text(section.language))
                            terms.bindInteger(3, Int64(termPosition))
                            terms.bindText(4, text(term.text))
                            terms.bindText(5, text(term.folded))
                            terms.bindText(6, text(term.status))
                            bind(terms, 7, term.partOfSpeech)
                            bind(terms, 8, term.context)
                            try terms.executeBound()
                        }
                    }
                    search.bindInteger(1, record.number)
                    search.bindText(2, text(record.termsEntry))
                    search.bindText(3, text(record.detailsEntry))
                    try search.executeBound()
                } catch let error as StoreError where error.isConflict {
                    // Only the concept's own row can meet another concept; anything after it is the store's fault.
                    throw StoreError.bare(.database(code: Int(SQLITE_CONSTRAINT), message: error.reason.description))
                }
            }
        }
    }
}
