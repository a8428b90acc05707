import CSQLite
import Foundation

/// Inserts new concepts into an SQLite library through four prepared statements, one row at a time, with every
/// text bound where it lies in one reused buffer (no `DatabaseValue`s, no copies by SQLite, no string per folded
/// form): the path a large import writes through.
///
/// It writes what `StoreWriter.addConcept` writes — the concept's row, its language sections, its terms with their
/// folded forms, and its search entry (folded terms, then folded definitions and contexts, one a line) — for a
/// concept `StoreWriter.validated` has checked, without relations.
final class SQLiteConceptInserter {
    private let concepts: SQLiteStatement
    private let sections: SQLiteStatement
    private let terms: SQLiteStatement
    private let search: SQLiteStatement
    /// The texts of the concept being inserted. Never empty (its first byte is unused), so that a slice of it
    /// always has a base address to bind, also for an empty text.
    private var buffer: [UInt8] = [0]
    private var sectionTexts: [(language: Range<Int>, definition: Range<Int>?, source: Range<Int>?)] = []
    private var foldedRanges: [Range<Int>] = []
    private var termTexts: [(text: Range<Int>, folded: Range<Int>, status: Range<Int>, partOfSpeech: Range<Int>?, context: Range<Int>?)] = []

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
        buffer.reserveCapacity(4096)
    }

    /// Inserts `concept` as concept `number`; false, with nothing written, when the library refuses its row (its
    /// id is taken). Any other failure throws.
    func insert(_ concept: Concept, number: Int64, position: Int64, shuffleKey: Int64) throws -> Bool {
        buffer.removeSubrange(1...)
        sectionTexts.removeAll(keepingCapacity: true)
        termTexts.removeAll(keepingCapacity: true)
        // The search entry first: its folded terms are also the terms' `folded` column.
        let termsStart = buffer.count
        foldedRanges.removeAll(keepingCapacity: true)
        for section in concept.sections {
            for term in section.terms {
                if !foldedRanges.isEmpty { buffer.append(0x0A) }
                let start = buffer.count
                TextFolding.fold(term.text, into: &buffer)
                foldedRanges.append(start..<buffer.count)
            }
        }
        let termsEntry = termsStart..<buffer.count
        let detailsStart = buffer.count
        var hasDetails = false
        for section in concept.sections {
            if let definition = section.definition {
                if hasDetails { buffer.append(0x0A) }
                TextFolding.fold(definition.text, into: &buffer)
                hasDetails = true
            }
            for term in section.terms {
                guard let context = term.context else { continue }
                if hasDetails { buffer.append(0x0A) }
                TextFolding.fold(context, into: &buffer)
                hasDetails = true
            }
        }
        let detailsEntry = detailsStart..<buffer.count
        let id = append(concept.id)
        let terminology = append(concept.terminologyID)
        let category = concept.categoryID.map(append)
        let notes = append(concept.notes)
        let difficulty = append(concept.difficulty.rawValue)
        var termIndex = 0
        for section in concept.sections {
            sectionTexts.append((append(section.language.rawValue), section.definition.map { append($0.text) }, section.definition?.source.map(append)))
            for term in section.terms {
                termTexts.append((append(term.text), foldedRanges[termIndex], append(term.status.rawValue), term.partOfSpeech.map { append($0.rawValue) }, term.context.map(append)))
                termIndex += 1
            }
        }
        return try buffer.withUnsafeBufferPointer { bytes in
            func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
            func bind(_ statement: SQLiteStatement, _ index: Int32, _ range: Range<Int>?) {
                if let range { statement.bindText(index, text(range)) } else { statement.bindNull(index) }
            }
            concepts.bindText(1, text(id))
            concepts.bindInteger(2, number)
            concepts.bindText(3, text(terminology))
            bind(concepts, 4, category)
            concepts.bindInteger(5, position)
            concepts.bindText(6, text(notes))
            concepts.bindText(7, text(difficulty))
            concepts.bindInteger(8, concept.isOwn ? 1 : 0)
            concepts.bindInteger(9, concept.isDeprecated ? 1 : 0)
            concepts.bindInteger(10, shuffleKey)
            concepts.bindInteger(11, Timestamp(concept.createdAt).microseconds)
            concepts.bindInteger(12, Timestamp(concept.modifiedAt).microseconds)
            do {
                try concepts.executeBound()
            } catch let error as StoreError where error.isConflict {
                return false
            }
            do {
                var termIndex = 0
                for (sectionPosition, section) in concept.sections.enumerated() {
                    let texts = sectionTexts[sectionPosition]
                    sections.bindInteger(1, number)
                    sections.bindText(2, text(texts.language))
                    sections.bindInteger(3, Int64(sectionPosition))
                    bind(sections, 4, texts.definition)
                    bind(sections, 5, texts.source)
                    try sections.executeBound()
                    for termPosition in section.terms.indices {
                        let term = termTexts[termIndex]
                        termIndex += 1
                        terms.bindInteger(1, number)
                        terms.bindText(2, text(texts.language))
                        terms.bindInteger(3, Int64(termPosition))
                        terms.bindText(4, text(term.text))
                        terms.bindText(5, text(term.folded))
                        terms.bindText(6, text(term.status))
                        bind(terms, 7, term.partOfSpeech)
                        bind(terms, 8, term.context)
                        try terms.executeBound()
                    }
                }
                search.bindInteger(1, number)
                search.bindText(2, text(termsEntry))
                search.bindText(3, text(detailsEntry))
                try search.executeBound()
            } catch let error as StoreError where error.isConflict {
                // Only the concept's own row can meet another concept; anything after it is the store's fault.
                throw StoreError.bare(.database(code: Int(SQLITE_CONSTRAINT), message: error.reason.description))
            }
            return true
        }
    }

    private func append(_ text: String) -> Range<Int> {
        let start = buffer.count
        buffer.append(contentsOf: text.utf8)
        return start..<buffer.count
    }

    /// A UUID in the store's lowercase text form.
    private func append(_ id: UUID) -> Range<Int> {
        let start = buffer.count
        id.appendDatabaseText(to: &buffer)
        return start..<buffer.count
    }
}
