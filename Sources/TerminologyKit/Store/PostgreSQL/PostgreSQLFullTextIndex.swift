#if canImport(CPostgreSQL)
import Foundation

/// Full-text search on PostgreSQL that finds and orders what SQLite's FTS5 index finds, in the same order.
///
/// Each concept's folded terms and details are split into words by `SearchWords` (as the FTS5 table's `unicode61`
/// tokenizer splits them) and stored as two arrays, each indexed by GIN as a `tsvector` of exactly those words: a
/// query is the `tsquery` of its words (the last a prefix), so matching is word equality and byte prefix, as in
/// FTS5. The order is FTS5's `rank`, its BM25 (k1 = 1.2, b = 0.75) computed the same way, in the same floating-point
/// steps: each word's IDF from the number of entries that have it in the searched column and the number of entries,
/// its frequency in the entry's column, and the entry's length in words (both columns) against the average; equal
/// scores in concept-number order, as FTS5 returns equal ranks in row-id order.
final class PostgreSQLFullTextIndex: FullTextIndex {
    private unowned let connection: PostgreSQLConnection
    /// Whether this transaction changed the index (so that its totals are folded before commit).
    private(set) var isChanged = false
    /// The entries and words this transaction inserted, added to the totals at commit.
    private(set) var insertedRows: Int64 = 0
    private(set) var insertedWords: Int64 = 0

    /// Longer words are cut at this many bytes (at a character boundary): a GIN key must fit in a third of a page.
    static let maximumWordBytes = 2000

    init(connection: PostgreSQLConnection) {
        self.connection = connection
    }

    /// Forgets the previous transaction's changes.
    func transactionBegan() {
        isChanged = false
        insertedRows = 0
        insertedWords = 0
    }

    func migrationStatements(forVersion version: Int) -> [String] {
        PostgreSQLSchema.statements(forVersion: version)
    }

    func insert(conceptNumber: Int64, terms: String, details: String) throws {
        let terms = Self.words(terms), details = Self.words(details)
        try connection.statement("""
            INSERT INTO concept_search (concept_number, terms_words, details_words)
            VALUES ($1, string_to_array($2, ' '), string_to_array($3, ' '))
            """).run([.integer(conceptNumber), .text(terms.joined(separator: " ")), .text(details.joined(separator: " "))])
        isChanged = true
        insertedRows += 1
        insertedWords += Int64(terms.count + details.count)
    }

    func replace(conceptNumber: Int64, terms: String, details: String) throws {
        // The deletion's trigger takes the old entry out of the totals; the insert counts the new one.
        try remove(conceptNumber: conceptNumber)
        try insert(conceptNumber: conceptNumber, terms: terms, details: details)
    }

    // A GIN index takes bulk inserts through its own pending list: nothing to change.
    func beginBulkLoad() throws {}

    func endBulkLoad() throws {}

    func remove(conceptNumber: Int64) throws {
        isChanged = true
        try connection.statement("DELETE FROM concept_search WHERE concept_number = $1").run([.integer(conceptNumber)])
    }

    func matches(words: [String], in field: FullTextField, scope: LibraryScope, limit: Int) throws -> [FullTextMatch] {
        let words = words.map(Self.clipped).filter { !$0.isEmpty }
        guard !words.isEmpty, limit > 0 else { return [] }
        let column = field == .terms ? "terms_words" : "details_words"
        let vector = "array_to_tsvector(s.\(column))"
        var filter = SQLFilter()

        // BM25's statistics for the query, as FTS5 computes them: the entries and their words (with what this
        // transaction inserted), and for each word the entries that have it in the column; from them the average
        // length and each word's IDF, floored at 1e-6 when the word is in more than half the entries.
        let rows = filter.parameter(.integer(insertedRows)), wordsInserted = filter.parameter(.integer(insertedWords))
        var idfs: [String] = []
        var counts: [String] = []
        for index in words.indices {
            let query = filter.parameter(.text(Self.tsquery([words[index]], prefixLast: index == words.count - 1)))
            counts.append("(SELECT count(*) FROM concept_search s WHERE \(vector) @@ \(query)::tsquery) AS h\(index)")
            let ratio = "ln(((t.n - h.h\(index))::float8 + 0.5::float8) / (h.h\(index)::float8 + 0.5::float8))"
            idfs.append("CASE WHEN \(ratio) <= 0::float8 THEN 1e-6::float8 ELSE \(ratio) END AS idf\(index)")
        }
        let frequencies = words.indices.map { index in
            let word = filter.parameter(.text(words[index]))
            let test = index == words.count - 1 ? "starts_with(w, \(word))" : "w = \(word)"
            return "(SELECT count(*) FROM unnest(s.\(column)) AS w WHERE \(test))::float8 AS f\(index)"
        }
        // score += idf[i] * ((f[i] * (k1 + 1)) / (f[i] + k1 * (1 - b + b * D / avgdl))), in FTS5's order of steps.
        let k1 = filter.parameter(.real(BM25.k1)), k1PlusOne = filter.parameter(.real(BM25.k1 + 1.0))
        let oneMinusB = filter.parameter(.real(1 - BM25.b)), b = filter.parameter(.real(BM25.b))
        var score = "0::float8"
        for index in words.indices {
            score = "(\(score) + q.idf\(index) * ((m.f\(index) * \(k1PlusOne)) / (m.f\(index) + \(k1) * (\(oneMinusB) + \(b) * m.d / q.average))))"
        }
        let query = filter.parameter(.text(Self.tsquery(words, prefixLast: true)))
        scope.restrict(&filter, terminologyColumn: "c.terminology_id")
        let limitParameter = filter.parameter(.int(limit))
        let sql = """
            WITH t AS (
                SELECT sum(row_count)::bigint + \(rows) AS n, sum(word_count)::bigint + \(wordsInserted) AS words FROM concept_search_totals
            ), h AS (
                SELECT \(counts.joined(separator: ", "))
            ), q AS (
                SELECT t.words::float8 / t.n::float8 AS average, \(idfs.joined(separator: ", ")) FROM t, h WHERE t.n > 0
            )
            SELECT c.id, c.terminology_id, c.is_deprecated FROM (
                SELECT s.concept_number, (cardinality(s.terms_words) + cardinality(s.details_words))::float8 AS d,
                    \(frequencies.joined(separator: ", "))
                FROM concept_search s WHERE \(vector) @@ \(query)::tsquery
            ) m JOIN concepts c ON c.number = m.concept_number CROSS JOIN q
            WHERE \(filter.sql) ORDER BY \(score) DESC, m.concept_number LIMIT \(limitParameter)
            """
        return try connection.statement(sql).rows(filter.values) {
            FullTextMatch(conceptID: try $0.uuid(0), terminologyID: try $0.uuid(1), isDeprecated: $0.bool(2))
        }
    }

    /// FTS5's BM25 constants.
    enum BM25 {
        static let k1 = 1.2
        static let b = 0.75
    }

    /// The words of folded text as the index holds them (joined by spaces, the form `string_to_array` splits).
    static func words(_ text: String) -> [String] {
        SearchWords.split(text).map(clipped)
    }

    /// A `tsquery` of `words`, all required, the last one a prefix: `'vihreä' & 'kas':*`.
    static func tsquery(_ words: [String], prefixLast: Bool) -> String {
        words.enumerated().map { index, word in
            let quoted = "'" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "'"
            return prefixLast && index == words.count - 1 ? quoted + ":*" : quoted
        }.joined(separator: " & ")
    }

    /// `word` cut to `maximumWordBytes` at a character boundary.
    static func clipped(_ word: String) -> String {
        guard word.utf8.count > maximumWordBytes else { return word }
        var result = String.UnicodeScalarView()
        var bytes = 0
        for scalar in word.unicodeScalars {
            let size = String(scalar).utf8.count
            guard bytes + size <= maximumWordBytes else { break }
            result.append(scalar)
            bytes += size
        }
        return String(result)
    }
}
#endif
