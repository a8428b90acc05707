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

            // Exact and prefix matches: range scans of the folded-term index in index order, a page at a time, so that
            // a backend that sends whole results (PostgreSQL) never sends the rest of a long range. Equal folded terms
            // come in concept order (then language and position) on every backend. CROSS JOIN keeps SQLite from
            // driving the join from the concepts of the scope instead (PostgreSQL reads it as a join).
            let page = 2 * limit + 8
            var after: (folded: String, number: Int64)?
            while hits.count < limit {
                var filter = SQLFilter()
                filter.and("t.folded >= ? AND t.folded < ?", .text(after?.folded ?? folded), .text(folded + "\u{10FFFF}"))
                // The next page starts after the last row's concept at that term (its other rows add nothing).
                if let after { filter.and("(t.folded > ? OR t.concept_number > ?)", .text(after.folded), .integer(after.number)) }
                scope.restrict(&filter, terminologyColumn: "c.terminology_id")
                let pageParameter = filter.parameter(.int(page))
                let rows = try statement("""
                    SELECT c.id, c.terminology_id, t.language, t.text, t.folded, c.is_deprecated, t.concept_number FROM terms t
                    CROSS JOIN concepts c WHERE c.number = t.concept_number AND \(filter.sql)
                    ORDER BY t.folded, t.concept_number, t.language, t.position LIMIT \(pageParameter)
                    """).rows(filter.values) { row in
                    (id: try row.uuid(0), terminologyID: try row.uuid(1), language: try row.language(2), term: row.text(3),
                     folded: row.text(4), isDeprecated: row.bool(5), number: row.integer(6))
                }
                for row in rows where hits.count < limit && seen.insert(row.id).inserted {
                    hits.append(SearchHit(
                        conceptID: row.id, terminologyID: row.terminologyID, match: row.folded == folded ? .exact : .prefix,
                        term: row.term, language: row.language, isDeprecated: row.isDeprecated))
                }
                guard rows.count == page, let last = rows.last else { break }
                after = (last.folded, last.number)
            }

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
