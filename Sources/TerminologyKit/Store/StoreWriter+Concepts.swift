import Foundation

extension StoreWriter {
    /// Adds a concept to its terminology (after the others) and to the search index.
    ///
    /// Its languages must be the terminology's, each once; it needs at least one term; its category must belong to
    /// the same terminology. Related concepts may be added later in the same transaction.
    @discardableResult
    public func addConcept(_ concept: Concept) throws -> Concept {
        try perform("add concept") {
            let concept = try validated(concept)
            let number = try takeNumber()
            let position = try takePosition(in: concept.terminologyID)
            // A duplicate id fails the insert (the primary key); everything else was checked above.
            do {
                try statement("""
                    INSERT INTO concepts (id, number, terminology_id, category_id, position, notes, difficulty, is_own,
                        is_deprecated, shuffle_key, created_at, modified_at)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                    """).run([
                    .uuid(concept.id), .integer(number), .uuid(concept.terminologyID),
                    concept.categoryID.map(DatabaseValue.uuid) ?? .null, .integer(position), .text(concept.notes),
                    .text(concept.difficulty.rawValue), .bool(concept.isOwn), .bool(concept.isDeprecated),
                    .integer(Int64(context.random.next() >> 2)), .timestamp(concept.createdAt), .timestamp(concept.modifiedAt),
                ])
            } catch let error as StoreError {
                guard case .conflict = error.reason else { throw error }
                throw StoreError.conflicting("a concept with id \(concept.id) already exists")
            }
            try writeContent(of: concept, number: number, isNew: true)
            touch(concept.terminologyID)
            return concept
        }
    }

    /// Replaces a concept's content (terms, definitions, category, notes, relations, flags); it stays in its
    /// terminology and place, and keeps its study progress.
    @discardableResult
    public func updateConcept(_ concept: Concept) throws -> Concept {
        try perform("update concept") {
            var concept = try validated(concept)
            guard let (number, terminologyID, createdAt) = try statement("SELECT number, terminology_id, created_at FROM concepts WHERE id = $1")
                .first([.uuid(concept.id)], { ($0.integer(0), try $0.uuid(1), $0.timestamp(2)) })
            else { throw StoreError.missing("no concept with id \(concept.id)") }
            guard terminologyID == concept.terminologyID else {
                throw StoreError.refused("a concept cannot move to another terminology")
            }
            concept.createdAt = createdAt
            concept.modifiedAt = Timestamp(Date()).date
            try statement("""
                UPDATE concepts SET category_id = $2, notes = $3, difficulty = $4, is_own = $5, is_deprecated = $6,
                    modified_at = $7 WHERE id = $1
                """).run([
                .uuid(concept.id), concept.categoryID.map(DatabaseValue.uuid) ?? .null, .text(concept.notes),
                .text(concept.difficulty.rawValue), .bool(concept.isOwn), .bool(concept.isDeprecated), .timestamp(concept.modifiedAt),
            ])
            try statement("DELETE FROM concept_languages WHERE concept_number = $1").run([.integer(number)])
            try statement("DELETE FROM concept_relations WHERE concept_number = $1").run([.integer(number)])
            try writeContent(of: concept, number: number, isNew: false)
            touch(concept.terminologyID)
            return concept
        }
    }

    /// Deletes a concept with its study progress; relations to it are removed from other concepts.
    public func deleteConcept(id: UUID) throws {
        try perform("delete concept") {
            guard let terminologyID = try statement("SELECT terminology_id FROM concepts WHERE id = $1").first([.uuid(id)], { try $0.uuid(0) }) else {
                throw StoreError.missing("no concept with id \(id)")
            }
            try statement("DELETE FROM concepts WHERE id = $1").run([.uuid(id)])
            touch(terminologyID)
        }
    }

    // MARK: - Helpers

    /// The concept with trimmed terms, checked against its terminology.
    func validated(_ concept: Concept) throws -> Concept {
        var concept = concept
        // The store keeps whole microseconds: what it returns must equal what it will read back.
        concept.createdAt = Timestamp(concept.createdAt).date
        concept.modifiedAt = Timestamp(concept.modifiedAt).date
        let languages = try languages(of: concept.terminologyID)
        var seen: Set<LanguageTag> = []
        var termCount = 0
        for index in concept.sections.indices {
            let language = concept.sections[index].language
            guard languages.contains(language) else {
                throw StoreError.refused("the terminology has no language \(language) (it has \(languages.map(\.rawValue).joined(separator: ", ")))")
            }
            guard seen.insert(language).inserted else { throw StoreError.refused("language \(language) has two sections") }
            for termIndex in concept.sections[index].terms.indices {
                concept.sections[index].terms[termIndex].text = try Self.required(
                    concept.sections[index].terms[termIndex].text, "a term in \(language) is empty")
            }
            termCount += concept.sections[index].terms.count
        }
        guard termCount > 0 else { throw StoreError.refused("a concept needs at least one term") }
        if let categoryID = concept.categoryID {
            let owner: (terminologyID: UUID, name: String)
            if let known = context.categories[categoryID] {
                owner = known
            } else {
                guard let category = try findCategory(categoryID) else { throw StoreError.missing("no category with id \(categoryID)") }
                owner = (category.terminologyID, category.name)
                context.categories[categoryID] = owner
            }
            guard owner.terminologyID == concept.terminologyID else {
                throw StoreError.refused("category '\(owner.name)' belongs to another terminology")
            }
        }
        guard !concept.related.contains(concept.id) else { throw StoreError.refused("a concept cannot be related to itself") }
        var relatedSeen: Set<UUID> = []
        concept.related = concept.related.filter { relatedSeen.insert($0).inserted }
        return concept
    }

    /// Writes sections, terms, relations and the search entry.
    private func writeContent(of concept: Concept, number: Int64, isNew: Bool) throws {
        let insertSection = try statement("""
            INSERT INTO concept_languages (concept_number, language, position, definition, definition_source) VALUES ($1, $2, $3, $4, $5)
            """)
        let insertTerm = try statement("""
            INSERT INTO terms (concept_number, language, position, text, folded, status, part_of_speech, context)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            """)
        var foldedTerms: [String] = []
        var details: [String] = []
        for (position, section) in concept.sections.enumerated() {
            try insertSection.run([
                .integer(number), .text(section.language.rawValue), .int(position), .optional(section.definition?.text),
                .optional(section.definition?.source),
            ])
            if let definition = section.definition { details.append(TextFolding.fold(definition.text)) }
            for (termPosition, term) in section.terms.enumerated() {
                let folded = TextFolding.fold(term.text)
                foldedTerms.append(folded)
                if let context = term.context { details.append(TextFolding.fold(context)) }
                try insertTerm.run([
                    .integer(number), .text(section.language.rawValue), .int(termPosition), .text(term.text), .text(folded),
                    .text(term.status.rawValue), .optional(term.partOfSpeech?.rawValue), .optional(term.context),
                ])
            }
        }
        if !concept.related.isEmpty {
            let insertRelation = try statement("INSERT INTO concept_relations (concept_number, position, related_id) VALUES ($1, $2, $3)")
            for (position, related) in concept.related.enumerated() {
                try insertRelation.run([.integer(number), .int(position), .uuid(related)])
            }
            changedRelations = true
        }
        // Terms and details on separate lines, so that no phrase runs from one into the next.
        let index = context.connection.fullTextIndex
        let terms = foldedTerms.joined(separator: "\n"), detailText = details.joined(separator: "\n")
        if isNew {
            try index.insert(conceptNumber: number, terms: terms, details: detailText)
        } else {
            try index.replace(conceptNumber: number, terms: terms, details: detailText)
        }
    }

    static let nextNumberKey = "sanasto.next-concept-number"

    func takeNumber() throws -> Int64 {
        let number: Int64
        if let next = context.nextNumber {
            number = next
        } else {
            // The counter keeps numbers from being reused after the highest-numbered concept is deleted.
            let highest = try statement("SELECT MAX(number) FROM concepts").first { $0.isNull(0) ? 0 : $0.integer(0) } ?? 0
            let counter = try setting(Self.nextNumberKey).flatMap { Int64($0) } ?? 1
            number = max(highest + 1, counter)
        }
        context.nextNumber = number + 1
        return number
    }

    func takePosition(in terminologyID: UUID) throws -> Int64 {
        let position: Int64
        if let next = context.nextPosition[terminologyID] {
            position = next
        } else {
            position = (try statement("SELECT MAX(position) FROM concepts WHERE terminology_id = $1")
                .first([.uuid(terminologyID)]) { $0.isNull(0) ? -1 : $0.integer(0) } ?? -1) + 1
        }
        context.nextPosition[terminologyID] = position + 1
        return position
    }
}
