import Foundation

extension StoreWriter {
    /// Adds a terminology; with `originSnapshot`, also the author's version it was imported from.
    @discardableResult
    public func createTerminology(_ terminology: Terminology, originSnapshot: TerminologySnapshot? = nil) throws -> Terminology {
        try perform("create terminology") {
            var terminology = terminology
            try validate(&terminology)
            guard try !exists("SELECT 1 FROM terminologies WHERE id = $1", [.uuid(terminology.id)]) else {
                throw StoreError.conflicting("a terminology with id \(terminology.id) already exists")
            }
            try statement("""
                INSERT INTO terminologies (\(Self.terminologyColumns))
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                """).run(Self.values(of: terminology))
            try writeLanguages(of: terminology)
            if let originSnapshot { try writeOriginSnapshot(originSnapshot, of: terminology.id) }
            context.created.insert(terminology.id)
            return terminology
        }
    }

    /// Changes a terminology's metadata (title, course, description, languages, author, role, origin).
    ///
    /// A language that concepts still use cannot be removed. The revision is the store's: it is incremented at
    /// commit, whatever `terminology.revision` says.
    @discardableResult
    public func updateTerminology(_ terminology: Terminology) throws -> Terminology {
        try perform("update terminology") {
            var terminology = terminology
            try validate(&terminology)
            guard let stored = try findTerminology(terminology.id) else {
                throw StoreError.missing("no terminology with id \(terminology.id)")
            }
            for removed in Set(stored.languages).subtracting(terminology.languages) {
                let users: Int = try statement("""
                    SELECT COUNT(*) FROM concept_languages l JOIN concepts c ON c.number = l.concept_number
                    WHERE c.terminology_id = $1 AND l.language = $2
                    """).first([.uuid(terminology.id), .text(removed.rawValue)]) { $0.int(0) } ?? 0
                if users > 0 {
                    throw StoreError.conflicting("language \(removed) cannot be removed: \(users) concepts have terms or definitions in it")
                }
            }
            terminology.revision = stored.revision
            terminology.createdAt = stored.createdAt
            terminology.modifiedAt = Timestamp(Date()).date
            try statement("""
                UPDATE terminologies SET title = $2, course_code = $3, course_name = $4, description = $5, author = $6,
                    owner_role = $7, revision = $8, origin_id = $9, origin_revision = $10, created_at = $11, modified_at = $12
                WHERE id = $1
                """).run(Self.values(of: terminology))
            try statement("DELETE FROM terminology_languages WHERE terminology_id = $1").run([.uuid(terminology.id)])
            try writeLanguages(of: terminology)
            touch(terminology.id)
            if !context.created.contains(terminology.id) { terminology.revision += 1 }
            return terminology
        }
    }

    /// Replaces (or with nil removes) the snapshot a terminology was imported from.
    public func setOriginSnapshot(_ snapshot: TerminologySnapshot?, of terminologyID: UUID) throws {
        try perform("store import snapshot") {
            _ = try languages(of: terminologyID)
            try statement("DELETE FROM terminology_origin_snapshots WHERE terminology_id = $1").run([.uuid(terminologyID)])
            if let snapshot { try writeOriginSnapshot(snapshot, of: terminologyID) }
        }
    }

    /// Deletes a terminology with its categories, concepts and all study progress on them.
    public func deleteTerminology(id: UUID) throws {
        try perform("delete terminology") {
            _ = try languages(of: id)
            try statement("DELETE FROM terminologies WHERE id = $1").run([.uuid(id)])
            context.languages[id] = nil
            context.nextPosition[id] = nil
            context.categories = context.categories.filter { $0.value.terminologyID != id }
            context.touched.remove(id)
        }
    }

    // MARK: - Helpers

    private func validate(_ terminology: inout Terminology) throws {
        terminology.title = try Self.required(terminology.title, "the title is empty")
        guard !terminology.languages.isEmpty else { throw StoreError.refused("a terminology needs at least one language") }
        var seen: Set<LanguageTag> = []
        for language in terminology.languages where !seen.insert(language).inserted {
            throw StoreError.refused("language \(language) is listed twice")
        }
        guard terminology.revision >= 0 else { throw StoreError.refused("revision \(terminology.revision, specifier: "%lld") is negative") }
        terminology.course.code = terminology.course.code.trimmingCharacters(in: .whitespacesAndNewlines)
        // The store keeps whole microseconds: what it returns must equal what it will read back.
        terminology.createdAt = Timestamp(terminology.createdAt).date
        terminology.modifiedAt = Timestamp(terminology.modifiedAt).date
    }

    private func writeLanguages(of terminology: Terminology) throws {
        let insert = try statement("INSERT INTO terminology_languages (terminology_id, position, language) VALUES ($1, $2, $3)")
        for (position, language) in terminology.languages.enumerated() {
            try insert.run([.uuid(terminology.id), .int(position), .text(language.rawValue)])
        }
        context.languages[terminology.id] = terminology.languages
    }

    private func writeOriginSnapshot(_ snapshot: TerminologySnapshot, of terminologyID: UUID) throws {
        let text: String
        do {
            text = try snapshot.canonicalJSON()
        } catch {
            throw StoreError.refused("the import snapshot cannot be encoded: \(error)")
        }
        try statement("INSERT INTO terminology_origin_snapshots (terminology_id, snapshot) VALUES ($1, $2)")
            .run([.uuid(terminologyID), .text(text)])
    }

    private static func values(of terminology: Terminology) -> [DatabaseValue] {
        [
            .uuid(terminology.id), .text(terminology.title), .text(terminology.course.code), .text(terminology.course.name),
            .text(terminology.description), .text(terminology.author), .text(terminology.ownerRole.rawValue),
            .int(terminology.revision), terminology.origin.map { .uuid($0.sourceID) } ?? .null,
            .optional(terminology.origin?.sourceRevision), .timestamp(terminology.createdAt), .timestamp(terminology.modifiedAt),
        ]
    }
}
