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
    var isChanged = false

    /// Longer words are cut at this many bytes (at a character boundary): a GIN key must fit in a third of a page.
    static let maximumWordBytes = 2000

    init(connection: PostgreSQLConnection) {
        self.connection = connection
    }

    func migrationStatements(forVersion version: Int) -> [String] {
        PostgreSQLSchema.statements(forVersion: version)
    }

    func insert(conceptNumber: Int64, terms: String, details: String) throws {
        isChanged = true
        try connection.statement("""
            INSERT INTO concept_search (concept_number, terms_words, details_words)
            VALUES ($1, string_to_array($2, ' '), string_to_array($3, ' '))
            """).run([.integer(conceptNumber), .text(Self.wordList(terms)), .text(Self.wordList(details))])
    }

    func replace(conceptNumber: Int64, terms: String, details: String) throws {
        isChanged = true
        try connection.statement("""
            INSERT INTO concept_search (concept_number, terms_words, details_words)
            VALUES ($1, string_to_array($2, ' '), string_to_array($3, ' '))
            ON CONFLICT (concept_number) DO UPDATE SET terms_words = excluded.terms_words, details_words = excluded.details_words
            """).run([.integer(conceptNumber), .text(Self.wordList(terms)), .text(Self.wordList(details))])
    }

    func remove(conceptNumber: Int64) throws {
        isChanged = true
        try connection.statement("DELETE FROM concept_search WHERE concept_number = $1").run([.integer(conceptNumber)])
    }

    func matches(words: [String], in field: FullTextField, scope: LibraryScope, limit: Int) throws -> [FullTextMatch] {
        let words = words.map(Self.clipped).filter { !$0.isEmpty }
        guard !words.isEmpty, limit > 0 else { return [] }
        let column = field == .terms ? "terms_words" : "details_words"
        let vector = "array_to_tsvector(s.\(column))"
        let queries = words.indices.map { Self.tsquery([words[$0]], prefixLast: $0 == words.count - 1) }

        // The statistics BM25 needs, in one round trip: entries, words, and entries having each query word.
        var statistics = SQLFilter()
        let counts = queries.map { "(SELECT count(*) FROM concept_search s WHERE \(vector) @@ \(statistics.parameter(.text($0)))::tsquery)" }
        guard let totals = try connection.statement("""
            SELECT (SELECT coalesce(sum(row_count), 0) FROM concept_search_totals),
                (SELECT coalesce(sum(word_count), 0) FROM concept_search_totals), \(counts.joined(separator: ", "))
            """).first(statistics.values, { row in (0..<(2 + words.count)).map { row.integer($0) } })
        else { return [] }
        let rowCount = totals[0], wordCount = totals[1], hits = Array(totals[2...])
        guard rowCount > 0, !hits.contains(0) else { return [] }
        let bm25 = BM25(rowCount: rowCount, wordCount: wordCount, hits: hits)

        var filter = SQLFilter()
        let query = filter.parameter(.text(Self.tsquery(words, prefixLast: true)))
        let frequencies = words.indices.map { index in
            let word = filter.parameter(.text(words[index]))
            let test = index == words.count - 1 ? "starts_with(w, \(word))" : "w = \(word)"
            return "(SELECT count(*) FROM unnest(s.\(column)) AS w WHERE \(test))::float8 AS f\(index)"
        }
        // FTS5: score += idf[i] * ((f[i] * (k1 + 1)) / (f[i] + k1 * (1 - b + b * D / avgdl))), in this order.
        let k1 = filter.parameter(.real(BM25.k1)), k1PlusOne = filter.parameter(.real(BM25.k1 + 1.0))
        let oneMinusB = filter.parameter(.real(1 - BM25.b)), b = filter.parameter(.real(BM25.b))
        let averageLength = filter.parameter(.real(bm25.averageLength))
        var score = "0::float8"
        for index in words.indices {
            let idf = filter.parameter(.real(bm25.idf[index]))
            score = "(\(score) + \(idf) * ((m.f\(index) * \(k1PlusOne)) / (m.f\(index) + \(k1) * (\(oneMinusB) + \(b) * m.d / \(averageLength)))))"
        }
        scope.restrict(&filter, terminologyColumn: "c.terminology_id")
        let limitParameter = filter.parameter(.int(limit))
        let sql = """
            SELECT c.id, c.terminology_id, c.is_deprecated FROM (
                SELECT s.concept_number, (cardinality(s.terms_words) + cardinality(s.details_words))::float8 AS d,
                    \(frequencies.joined(separator: ", "))
                FROM concept_search s WHERE \(vector) @@ \(query)::tsquery
            ) m JOIN concepts c ON c.number = m.concept_number
            WHERE \(filter.sql) ORDER BY \(score) DESC, m.concept_number LIMIT \(limitParameter)
            """
        return try connection.statement(sql).rows(filter.values) {
            FullTextMatch(conceptID: try $0.uuid(0), terminologyID: try $0.uuid(1), isDeprecated: $0.bool(2))
        }
    }

    /// FTS5's BM25 statistics for one query.
    struct BM25 {
        static let k1 = 1.2
        static let b = 0.75
        var averageLength: Double
        var idf: [Double]

        init(rowCount: Int64, wordCount: Int64, hits: [Int64]) {
            averageLength = Double(wordCount) / Double(rowCount)
            idf = hits.map { hit in
                // Negative for a word in more than half the entries; FTS5 then uses a small positive weight.
                let value = log((Double(rowCount - hit) + 0.5) / (Double(hit) + 0.5))
                return value <= 0 ? 1e-6 : value
            }
        }
    }

    /// The words of folded text, space-separated (the form `string_to_array` splits on the server).
    static func wordList(_ text: String) -> String {
        SearchWords.split(text).map(clipped).joined(separator: " ")
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
