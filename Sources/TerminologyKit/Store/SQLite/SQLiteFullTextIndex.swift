import Foundation

/// Full-text search with SQLite's FTS5 over folded text: one row per concept, its rowid the concept's `number`.
///
/// The tokenizer is `unicode61` with `remove_diacritics 0`: the text is folded already, and removing diacritics
/// again would merge `sää` with `saa`. Its word characters are letters, numbers, private use and marks
/// (`categories 'L* N* Co M*'`), as `SearchWords` splits the query: by default `unicode61` splits words at marks
/// (Devanagari and Thai vowel signs), so a query word would become a phrase, which `detail = column` refuses.
/// Prefix indexes of 2 and 3 characters keep search-as-you-type fast; `detail = column` leaves out word
/// positions, which only phrase queries need (the store makes none).
final class SQLiteFullTextIndex: FullTextIndex {
    private unowned let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func migrationStatements(forVersion version: Int) -> [String] {
        fullTextStatements(forVersion: version) + SQLiteSchema.statements(forVersion: version)
    }

    private func fullTextStatements(forVersion version: Int) -> [String] {
        switch version {
        case 1:
            return [
                """
                CREATE VIRTUAL TABLE concept_search USING fts5 (
                    terms, details, tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'", prefix = '2 3',
                    detail = column
                )
                """,
                // Deleting a concept (directly or by cascade from its terminology) removes its entry.
                """
                CREATE TRIGGER concept_search_delete AFTER DELETE ON concepts BEGIN
                    DELETE FROM concept_search WHERE rowid = old.number;
                END
                """,
            ]
        default:
            return []
        }
    }

    func insert(conceptNumber: Int64, terms: String, details: String) throws {
        try connection.statement("INSERT INTO concept_search (rowid, terms, details) VALUES ($1, $2, $3)")
            .run([.integer(conceptNumber), .text(terms), .text(details)])
    }

    func replace(conceptNumber: Int64, terms: String, details: String) throws {
        try remove(conceptNumber: conceptNumber)
        try insert(conceptNumber: conceptNumber, terms: terms, details: details)
    }

    func remove(conceptNumber: Int64) throws {
        try connection.statement("DELETE FROM concept_search WHERE rowid = $1").run([.integer(conceptNumber)])
    }

    /// FTS5 keeps new entries in an in-memory hash table and writes it out as a new segment of the index whenever it
    /// holds more than `hashsize` bytes (1 MB by default), merging segments as they pile up. A large import writes
    /// fewer, larger segments, and merges far less, with a larger table: measured on 100,000 generated concepts
    /// (3 languages), 32 MB halves the index's share of the import's CPU time, for about that much more memory.
    /// The setting is a row of the index's configuration table; `endBulkLoad` puts the default back and removes
    /// the row, in the same transaction.
    static let bulkHashSize = 32 << 20
    /// FTS5's default `hashsize`.
    static let defaultHashSize = 1 << 20

    func beginBulkLoad() throws {
        try setHashSize(Self.bulkHashSize)
    }

    func endBulkLoad() throws {
        // Setting the value reloads this connection's copy of the configuration; the row then goes, so that the
        // library's index is configured as before (the default is what an absent row means).
        try setHashSize(Self.defaultHashSize)
        try connection.statement("DELETE FROM concept_search_config WHERE k = 'hashsize'").run([])
    }

    private func setHashSize(_ bytes: Int) throws {
        try connection.statement("INSERT INTO concept_search (concept_search, rank) VALUES ('hashsize', $1)").run([.int(bytes)])
    }

    func matches(words: [String], in field: FullTextField, scope: LibraryScope, limit: Int) throws -> [FullTextMatch] {
        guard !words.isEmpty, limit > 0 else { return [] }
        let column = field == .terms ? "terms" : "details"
        // Each word a quoted phrase (quotes doubled), the last one a prefix: `terms : ( "vihreä" "kas"* )`.
        let phrases = words.enumerated().map { index, word in
            "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + (index == words.count - 1 ? "*" : "")
        }
        let query = "\(column) : ( \(phrases.joined(separator: " ")) )"
        var filter = SQLFilter()
        filter.and("concept_search MATCH ?", .text(query))
        scope.restrict(&filter, terminologyColumn: "c.terminology_id")
        let limitParameter = filter.parameter(.int(limit))
        let sql = """
            SELECT c.id, c.terminology_id, c.is_deprecated FROM concept_search
            JOIN concepts c ON c.number = concept_search.rowid
            WHERE \(filter.sql) ORDER BY concept_search.rank LIMIT \(limitParameter)
            """
        return try connection.statement(sql).rows(filter.values) {
            FullTextMatch(conceptID: try $0.uuid(0), terminologyID: try $0.uuid(1), isDeprecated: $0.bool(2))
        }
    }
}
