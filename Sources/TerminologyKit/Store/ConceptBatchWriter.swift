import Foundation

/// Adds many new concepts of one terminology in batches, inside one write transaction: the path imports write
/// through.
///
/// Each concept is checked by `StoreWriter.validated`, as `addConcept` checks it, and kept until a batch is full.
/// On SQLite a batch is then written row by row through `SQLiteConceptInserter`'s prepared statements, texts bound
/// in place, on another thread (`SQLiteBatchJob`) while the caller reads the next batch, so that an import takes
/// about the longer of reading and writing rather than their sum (one batch written and one kept: memory stays
/// bounded); a concept whose id the library already has is refused alone. On other backends it is written with one
/// multi-row insert per table, so that a 100,000-concept import runs a few thousand statements instead of a
/// million; a duplicate id makes such an insert fail as a whole, and the batch is then written concept by concept
/// through `addConcept`. The refused concepts are returned by `flush()`. Relations are not written here (an import
/// adds them once every concept is in, with `StoreWriter.addRelation`).
final class ConceptBatchWriter {
    /// A concept the library refused, with what its caller handed in to name it.
    struct Refusal {
        var tag: Int
        var error: StoreError
    }

    private let writer: StoreWriter
    private let terminologyID: UUID
    private let terminologyText: String
    private let batchSize: Int
    private var pending: [(concept: Concept, tag: Int)] = []
    private var statements: [String: String] = [:]
    /// SQLite's direct path (nil on other backends, which take the multi-row inserts).
    private var inserter: SQLiteConceptInserter?
    /// The SQLite batch being written on another thread.
    private var inFlight: SQLiteBatchJob?
    /// Concepts written so far.
    private var written = 0
    /// At least as many concepts as the library had before (concept numbers are never reused).
    private let existingBound: Int64

    /// Concepts written before a batch switches the library to bulk-insert mode.
    static let bulkThreshold = 1_000

    init(writer: StoreWriter, terminologyID: UUID, batchSize: Int = 200) throws {
        self.writer = writer
        self.terminologyID = terminologyID
        terminologyText = terminologyID.uuidString.lowercased()
        self.batchSize = max(1, batchSize)
        existingBound = try writer.perform("add concepts") {
            try writer.statement("SELECT MAX(number) FROM concepts").first { $0.isNull(0) ? 0 : $0.integer(0) } ?? 0
        }
        if let connection = writer.context.connection as? SQLiteConnection {
            inserter = try SQLiteConceptInserter(connection: connection)
        }
    }

    /// How many concepts are kept for the next batch.
    var pendingCount: Int { pending.count }


    /// Checks a concept as `addConcept` does and keeps it for the next batch; throws `StoreError` (`.invalid`,
    /// `.notFound`) when it cannot be added. `tag` comes back with a refusal at `flush()`.
    func add(_ concept: Concept, tag: Int) throws -> [Refusal] {
        let checked = try writer.perform("add concept") { () throws -> Concept in
            guard concept.related.isEmpty else { throw StoreError.misuse("a batch adds concepts without their relations") }
            return try writer.validated(concept)
        }
        pending.append((checked, tag))
        return pending.count >= batchSize ? try write(waiting: false) : []
    }

    /// Writes what is kept and waits for it; returns the concepts the library refused (a duplicate id), of this
    /// batch and of any written before it and not yet returned.
    @discardableResult
    func flush() throws -> [Refusal] {
        try write(waiting: true)
    }

    /// The lowest tag of a concept handed to `add` whose refusal (if any) has not been returned yet: those
    /// kept for the next batch and those of a batch still being written.
    var lowestUnreportedTag: Int? {
        inFlight?.lowestTag ?? pending.first?.tag
    }

    /// Writes what is kept. On SQLite, unless `waiting`, the batch is written on another thread while the caller
    /// goes on (reading the next concepts); its refusals come back with the next call. Returns the refusals
    /// not returned before.
    private func write(waiting: Bool) throws -> [Refusal] {
        var refusals = try collect()
        guard !pending.isEmpty else { return refusals }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        if let inserter, let connection = writer.context.connection as? SQLiteConnection {
            let job = try writer.perform("add concepts") { () throws -> SQLiteBatchJob in
                var rows = SQLiteConceptRows(terminologyID: terminologyID, capacity: batch.count)
                for (concept, tag) in batch {
                    let number = try writer.takeNumber()
                    let position = try writer.takePosition(in: terminologyID)
                    rows.append(
                        concept, tag: tag, number: number, position: position,
                        shuffleKey: Int64(writer.context.random.next() >> 2))
                }
                writer.touch(terminologyID)
                return SQLiteBatchJob(inserter: inserter, connection: connection, rows: rows)
            }
            if waiting {
                job.run()
                inFlight = job
                refusals += try collect()
            } else {
                job.start()
                inFlight = job
            }
            return refusals
        }
        return refusals + (try writeRows(batch))
    }

    /// Waits for the batch being written on another thread, if any; returns its refusals or throws its failure.
    private func collect() throws -> [Refusal] {
        guard let job = inFlight else { return [] }
        inFlight = nil
        return try writer.perform("add concepts") {
            let refusals = try job.result()
            try noteWritten(job.count)
            return refusals
        }
    }

    /// Writes `batch` with one multi-row insert per table (the backends other than SQLite).
    private func writeRows(_ batch: [(concept: Concept, tag: Int)]) throws -> [Refusal] {
        try writer.perform("add concepts") {
            var numbers: [Int64] = []
            numbers.reserveCapacity(batch.count)
            var conceptValues: [DatabaseValue] = []
            conceptValues.reserveCapacity(batch.count * 12)
            for (concept, _) in batch {
                let number = try writer.takeNumber()
                numbers.append(number)
                conceptValues += [
                    .uuid(concept.id), .integer(number), .text(terminologyText), concept.categoryID.map(DatabaseValue.uuid) ?? .null,
                    .integer(try writer.takePosition(in: terminologyID)), .text(concept.notes), .text(concept.difficulty.rawValue),
                    .bool(concept.isOwn), .bool(concept.isDeprecated), .integer(Int64(writer.context.random.next() >> 2)),
                    .timestamp(concept.createdAt), .timestamp(concept.modifiedAt),
                ]
            }
            do {
                try insert("concepts (id, number, terminology_id, category_id, position, notes, difficulty, is_own, is_deprecated, shuffle_key, created_at, modified_at)",
                           columns: 12, values: conceptValues)
            } catch let error as StoreError {
                guard case .conflict = error.reason else { throw error }
                // A duplicate id somewhere in the batch: one by one, to find it.
                var refusals: [Refusal] = []
                for (concept, tag) in batch {
                    do {
                        try writer.addConcept(concept)
                    } catch let error as StoreError where error.isConflict {
                        refusals.append(Refusal(tag: tag, error: error))
                    }
                }
                return refusals
            }
            var sections: [DatabaseValue] = []
            var terms: [DatabaseValue] = []
            var searchEntries: [(Int64, String, String)] = []
            for ((concept, _), number) in zip(batch, numbers) {
                var foldedTerms: [String] = []
                var details: [String] = []
                for (position, section) in concept.sections.enumerated() {
                    let language = DatabaseValue.text(section.language.rawValue)
                    sections += [.integer(number), language, .int(position), .optional(section.definition?.text), .optional(section.definition?.source)]
                    if let definition = section.definition { details.append(TextFolding.fold(definition.text)) }
                    for (termPosition, term) in section.terms.enumerated() {
                        let folded = TextFolding.fold(term.text)
                        foldedTerms.append(folded)
                        if let context = term.context { details.append(TextFolding.fold(context)) }
                        terms += [
                            .integer(number), language, .int(termPosition), .text(term.text), .text(folded), .text(term.status.rawValue),
                            .optional(term.partOfSpeech?.rawValue), .optional(term.context),
                        ]
                    }
                }
                searchEntries.append((number, foldedTerms.joined(separator: "\n"), details.joined(separator: "\n")))
            }
            try insert("concept_languages (concept_number, language, position, definition, definition_source)", columns: 5, values: sections)
            try insert("terms (concept_number, language, position, text, folded, status, part_of_speech, context)", columns: 8, values: terms)
            let index = writer.context.connection.fullTextIndex
            for (number, termText, detailText) in searchEntries {
                try index.insert(conceptNumber: number, terms: termText, details: detailText)
            }
            writer.touch(terminologyID)
            try noteWritten(batch.count)
            return []
        }
    }

    /// Counts written concepts and switches to bulk-insert mode once the import is large. Rebuilding the dropped
    /// indexes at the end costs as much as the library holds: worth it once the import is large and at least as
    /// large as what was there (so at most twice its own size).
    private func noteWritten(_ count: Int) throws {
        written += count
        if written >= Self.bulkThreshold, Int64(written) >= existingBound { try writer.beginBulkInsert() }
    }

    /// Writes what is kept and ends bulk-insert mode (recreating the indexes); returns the concepts refused.
    @discardableResult
    func finish() throws -> [Refusal] {
        let refusals = try flush()
        try writer.perform("add concepts") { try writer.endBulkInsert() }
        return refusals
    }

    /// Inserts `values` as rows of `columns` values, at most 256 rows per statement (so that every full chunk
    /// uses the same prepared statement).
    private func insert(_ table: String, columns: Int, values: [DatabaseValue]) throws {
        let rowsPerStatement = 256
        var start = 0
        while start < values.count {
            let rows = min(rowsPerStatement, (values.count - start) / columns)
            let end = start + rows * columns
            let key = "\(rows) \(table)"
            let sql: String
            if let known = statements[key] {
                sql = known
            } else {
                var placeholder = 1
                var tuples: [String] = []
                tuples.reserveCapacity(rows)
                for _ in 0..<rows {
                    tuples.append("(" + (0..<columns).map { "$\(placeholder + $0)" }.joined(separator: ", ") + ")")
                    placeholder += columns
                }
                sql = "INSERT INTO \(table) VALUES \(tuples.joined(separator: ", "))"
                statements[key] = sql
            }
            try writer.statement(sql).run(Array(values[start..<end]))
            start = end
        }
    }
}

extension StoreError {
    var isConflict: Bool {
        if case .conflict = reason { return true }
        return false
    }
}
