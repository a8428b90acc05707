import Foundation

extension StoreReader {
    /// The concepts in `scope` that match `query`, best first, at most `limit`.
    ///
    /// The query is folded (`TextFolding.fold`) and matched against folded terms: first concepts with a term equal
    /// to it, then those with a term starting with it (alphabetically), then those with a word inside a term
    /// starting with it, then those whose definition or context has such a word. Every word of the query must
    /// match; the last may be a prefix. Each concept appears once, at its best match.
    public func search(_ query: String, in scope: LibraryScope = .library, limit: Int = 20) throws -> [SearchHit] {
        try perform("search") {
            let folded = TextFolding.fold(query)
            guard !folded.isEmpty, limit > 0 else { return [] }
            var hits: [SearchHit] = []
            var seen: Set<UUID> = []

            // Exact and prefix matches: one range scan of the folded-term index, in index order. CROSS JOIN keeps
            // SQLite from driving the join from the concepts of the scope instead (PostgreSQL reads it as a join).
            var filter = SQLFilter()
            filter.and("t.folded >= ? AND t.folded < ?", .text(folded), .text(folded + "\u{10FFFF}"))
            scope.restrict(&filter, terminologyColumn: "c.terminology_id")
            let range = try statement("""
                SELECT c.id, c.terminology_id, t.language, t.text, t.folded, c.is_deprecated FROM terms t
                CROSS JOIN concepts c WHERE c.number = t.concept_number AND \(filter.sql) ORDER BY t.folded
                """)
            try range.bind(filter.values)
            defer { range.reset() }
            while hits.count < limit, try range.step() {
                let row = DatabaseRow(statement: range)
                let id = try row.uuid(0)
                guard seen.insert(id).inserted else { continue }
                hits.append(SearchHit(
                    conceptID: id, terminologyID: try row.uuid(1), match: row.text(4) == folded ? .exact : .prefix,
                    term: row.text(3), language: try row.language(2), isDeprecated: row.bool(5)))
            }
            range.reset()

            // Words inside terms, then definitions and contexts: the backend's full-text index. A last word of one
            // letter would match most of the library's words (and take the index tens of milliseconds); until a
            // second letter is typed, terms starting with the query are the answer.
            let words = SearchWords.split(folded)
            guard let last = words.last, last.count >= 2 else { return hits }
            for (field, match) in [(FullTextField.terms, SearchMatch.word), (.details, .definition)] where hits.count < limit {
                let found = try context.connection.fullTextIndex.matches(
                    words: words, in: field, scope: scope, limit: limit + seen.count)
                for item in found where hits.count < limit && seen.insert(item.conceptID).inserted {
                    hits.append(SearchHit(
                        conceptID: item.conceptID, terminologyID: item.terminologyID, match: match,
                        isDeprecated: item.isDeprecated))
                }
            }
            return hits
        }
    }
}
