import Foundation

extension StoreReader {
    /// The concept with `id`, or nil.
    public func concept(id: UUID) throws -> Concept? {
        try perform("read concept") {
            var filter = SQLFilter()
            filter.and("c.id = ?", .uuid(id))
            return try loadConcepts(filter, limit: 1, offset: 0).first
        }
    }

    /// The concept with the library-local `number` (a short id for a command line), or nil.
    public func concept(number: Int64) throws -> Concept? {
        try perform("read concept") {
            var filter = SQLFilter()
            filter.and("c.number = ?", .integer(number))
            return try loadConcepts(filter, limit: 1, offset: 0).first
        }
    }

    /// The library-local number of concept `id`: small, fixed for the concept's life, never reused in this library.
    public func conceptNumber(of id: UUID) throws -> Int64? {
        try perform("read concept") {
            try statement("SELECT number FROM concepts WHERE id = $1").first([.uuid(id)]) { $0.integer(0) }
        }
    }

    /// The concepts with `ids`, in that order; ids that do not exist are left out.
    public func concepts(ids: [UUID]) throws -> [Concept] {
        try perform("read concepts") {
            var found: [UUID: Concept] = [:]
            try forEachChunk(of: ids) { chunk in
                var filter = SQLFilter()
                let placeholders = chunk.map { filter.parameter(.uuid($0)) }
                filter.and("c.id IN (\(placeholders.joined(separator: ", ")))")
                for concept in try loadConcepts(filter, limit: nil, offset: 0) { found[concept.id] = concept }
            }
            return ids.compactMap { found[$0] }
        }
    }

    /// The concepts in `scope`, in their terminology's order (by terminology, then as added).
    public func concepts(
        in scope: LibraryScope, category: CategoryFilter = .any, includeDeprecated: Bool = true, limit: Int? = nil,
        offset: Int = 0
    ) throws -> [Concept] {
        try perform("list concepts") {
            try loadConcepts(
                conceptFilter(scope: scope, category: category, includeDeprecated: includeDeprecated),
                limit: limit, offset: offset)
        }
    }

    /// How many concepts `scope` holds (with `includeDeprecated: false`, as the category list counts them).
    public func conceptCount(in scope: LibraryScope, category: CategoryFilter = .any, includeDeprecated: Bool = true) throws -> Int {
        try perform("count concepts") {
            let filter = conceptFilter(scope: scope, category: category, includeDeprecated: includeDeprecated)
            return try statement("SELECT COUNT(*) FROM concepts c WHERE \(filter.sql)").first(filter.values) { $0.int(0) } ?? 0
        }
    }

    /// Calls `body` with every concept of `scope` in order, reading `batchSize` at a time, so that exporting a
    /// large terminology never holds all of it in memory. Each batch continues after the last concept of the one
    /// before (by key, not by offset), so the whole pass stays linear.
    public func forEachConcept(
        in scope: LibraryScope, includeDeprecated: Bool = true, batchSize: Int = 500, _ body: (Concept) throws -> Void
    ) throws {
        let size = max(1, batchSize)
        var after: (terminologyID: UUID, position: Int64)?
        while true {
            let batch = try perform("list concepts") {
                var filter = conceptFilter(scope: scope, category: .any, includeDeprecated: includeDeprecated)
                if let after {
                    filter.and("(c.terminology_id > ? OR (c.terminology_id = ? AND c.position > ?))",
                               .uuid(after.terminologyID), .uuid(after.terminologyID), .integer(after.position))
                }
                return try loadConcepts(filter, limit: size, offset: 0, keys: true)
            }
            for concept in batch.concepts { try body(concept) }
            guard batch.concepts.count == size, let last = batch.lastKey else { return }
            after = last
        }
    }

    // MARK: - Loading

    func conceptFilter(scope: LibraryScope, category: CategoryFilter, includeDeprecated: Bool) -> SQLFilter {
        var filter = SQLFilter()
        scope.restrict(&filter, terminologyColumn: "c.terminology_id")
        switch category {
        case .any: break
        case .uncategorized: filter.and("c.category_id IS NULL")
        case .category(let id): filter.and("c.category_id = ?", .uuid(id))
        }
        if !includeDeprecated { filter.and("c.is_deprecated = 0") }
        return filter
    }

    /// The concepts `filter` selects (a condition on `concepts c`), complete: four queries whatever their number.
    func loadConcepts(_ filter: SQLFilter, limit: Int?, offset: Int) throws -> [Concept] {
        try loadConcepts(filter, limit: limit, offset: offset, keys: false).concepts
    }

    /// The concepts and, with `keys`, the order key (terminology, position) of the last one.
    func loadConcepts(
        _ filter: SQLFilter, limit: Int?, offset: Int, keys: Bool
    ) throws -> (concepts: [Concept], lastKey: (terminologyID: UUID, position: Int64)?) {
        var filter = filter
        let limitParameter = filter.parameter(.integer(limit.map { Int64(max(0, $0)) } ?? Int64.max))
        let offsetParameter = filter.parameter(.int(max(0, offset)))
        let selection = "WHERE \(filter.sql) ORDER BY c.terminology_id, c.position LIMIT \(limitParameter) OFFSET \(offsetParameter)"
        var lastPosition: Int64 = 0
        var index: [Int64: Int] = [:]
        var concepts = try statement("""
            SELECT c.id, c.terminology_id, c.category_id, c.notes, c.difficulty, c.is_own, c.is_deprecated,
                c.created_at, c.modified_at, c.position, c.number FROM concepts c \(selection)
            """).rows(filter.values) { row in
            lastPosition = row.integer(9)
            index[row.integer(10)] = index.count
            return Concept(
                id: try row.uuid(0), terminologyID: try row.uuid(1), categoryID: try row.optionalUUID(2), sections: [],
                notes: row.text(3), difficulty: try row.enumeration(4, as: Difficulty.self), isOwn: row.bool(5),
                isDeprecated: row.bool(6), createdAt: row.timestamp(7), modifiedAt: row.timestamp(8))
        }
        guard let last = concepts.last else { return ([], nil) }
        let lastKey = keys ? (last.terminologyID, lastPosition) : nil
        let selected = "SELECT c.number FROM concepts c \(selection)"

        let sections = try statement("""
            SELECT l.concept_number, l.language, l.definition, l.definition_source FROM concept_languages l
            WHERE l.concept_number IN (\(selected)) ORDER BY l.concept_number, l.position
            """).rows(filter.values) { row -> (Int64, LanguageSection) in
            var definition: Definition?
            if let text = row.optionalText(2) { definition = Definition(text, source: row.optionalText(3)) }
            return (row.integer(0), LanguageSection(language: try row.language(1), terms: [], definition: definition))
        }
        for (id, section) in sections { if let at = index[id] { concepts[at].sections.append(section) } }

        let terms = try statement("""
            SELECT t.concept_number, t.language, t.text, t.status, t.part_of_speech, t.context FROM terms t
            WHERE t.concept_number IN (\(selected)) ORDER BY t.concept_number, t.language, t.position
            """).rows(filter.values) { row -> (Int64, LanguageTag, Term) in
            let partOfSpeech = try row.optionalText(4).map { text in
                guard let value = PartOfSpeech(rawValue: text) else { throw StoreError.damaged("'\(text)' is not a part of speech") }
                return value
            }
            let term = Term(row.text(2), status: try row.enumeration(3, as: TermStatus.self), partOfSpeech: partOfSpeech, context: row.optionalText(5))
            return (row.integer(0), try row.language(1), term)
        }
        for (number, language, term) in terms {
            guard let at = index[number], let section = concepts[at].sections.firstIndex(where: { $0.language == language }) else {
                throw StoreError.damaged("a term of concept number \(number) has no section for its language \(language)")
            }
            concepts[at].sections[section].terms.append(term)
        }

        let relations = try statement("""
            SELECT r.concept_number, r.related_id FROM concept_relations r
            WHERE r.concept_number IN (\(selected)) ORDER BY r.concept_number, r.position
            """).rows(filter.values) { ($0.integer(0), try $0.uuid(1)) }
        for (id, related) in relations { if let at = index[id] { concepts[at].related.append(related) } }
        return (concepts, lastKey)
    }
}
