import Foundation

extension StoreReader {
    static let terminologyColumns = """
        id, title, course_code, course_name, description, author, owner_role, revision, origin_id, origin_revision,
        created_at, modified_at
        """

    /// The terminologies in `scope`, by title.
    public func terminologies(in scope: LibraryScope = .library) throws -> [Terminology] {
        try perform("list terminologies") {
            var filter = SQLFilter()
            scope.restrict(&filter, terminologyColumn: "id")
            let rows = try statement("SELECT \(Self.terminologyColumns) FROM terminologies WHERE \(filter.sql) ORDER BY title, id")
                .rows(filter.values, Self.terminology)
            let languages = try allTerminologyLanguages()
            return rows.map { row in
                var terminology = row
                terminology.languages = languages[row.id] ?? []
                return terminology
            }
        }
    }

    /// The terminology with `id`, or nil.
    public func terminology(id: UUID) throws -> Terminology? {
        try perform("read terminology") { try findTerminology(id) }
    }

    /// The courses that terminologies belong to, by code (terminologies without a course are left out).
    public func courses() throws -> [Course] {
        try perform("list courses") {
            try statement("""
                SELECT course_code, MIN(course_name) FROM terminologies WHERE course_code <> ''
                GROUP BY course_code ORDER BY course_code
                """).rows { Course(code: $0.text(0), name: $0.text(1)) }
        }
    }

    /// The author's terminology as it was imported (the base of a three-way merge), or nil when none is kept.
    public func originSnapshot(of terminologyID: UUID) throws -> TerminologySnapshot? {
        try perform("read import snapshot") {
            guard let text = try statement("SELECT snapshot FROM terminology_origin_snapshots WHERE terminology_id = $1")
                .first([.uuid(terminologyID)], { $0.text(0) })
            else { return nil }
            do {
                var snapshot = try TerminologySnapshot(canonicalJSON: text)
                // A large copy's snapshot is stored as it was read, relations to concepts the file lacked included.
                if snapshot.concepts.contains(where: { !$0.related.isEmpty }) {
                    let ids = Set(snapshot.concepts.map(\.id))
                    for index in snapshot.concepts.indices { snapshot.concepts[index].related.removeAll { !ids.contains($0) } }
                }
                return snapshot
            } catch {
                throw StoreError.damaged("the import snapshot of terminology \(terminologyID) cannot be read: \(error)")
            }
        }
    }

    /// The whole terminology as one value: metadata, categories and concepts.
    public func snapshot(of terminologyID: UUID) throws -> TerminologySnapshot {
        let terminology = try requireTerminology(terminologyID, operation: "read terminology")
        return TerminologySnapshot(
            terminology: terminology, categories: try categories(of: terminologyID),
            concepts: try concepts(in: .terminology(terminologyID)))
    }

    // MARK: - Helpers

    func findTerminology(_ id: UUID) throws -> Terminology? {
        guard var terminology = try statement("SELECT \(Self.terminologyColumns) FROM terminologies WHERE id = $1")
            .first([.uuid(id)], Self.terminology)
        else { return nil }
        terminology.languages = try languages(of: id)
        return terminology
    }

    func requireTerminology(_ id: UUID, operation: String) throws -> Terminology {
        try perform(operation) {
            guard let terminology = try findTerminology(id) else { throw StoreError.missing("no terminology with id \(id)") }
            return terminology
        }
    }

    /// The languages of terminology `id`, in order (cached for the transaction); throws when it does not exist.
    func languages(of id: UUID) throws -> [LanguageTag] {
        if let cached = context.languages[id] { return cached }
        let languages = try statement("SELECT language FROM terminology_languages WHERE terminology_id = $1 ORDER BY position")
            .rows([.uuid(id)]) { try $0.language(0) }
        if languages.isEmpty {
            guard try statement("SELECT 1 FROM terminologies WHERE id = $1").first([.uuid(id)], { _ in true }) != nil else {
                throw StoreError.missing("no terminology with id \(id)")
            }
        }
        context.languages[id] = languages
        return languages
    }

    private func allTerminologyLanguages() throws -> [UUID: [LanguageTag]] {
        var result: [UUID: [LanguageTag]] = [:]
        for (id, language) in try statement("SELECT terminology_id, language FROM terminology_languages ORDER BY terminology_id, position")
            .rows([], { (try $0.uuid(0), try $0.language(1)) }) {
            result[id, default: []].append(language)
        }
        return result
    }

    static func terminology(_ row: DatabaseRow) throws -> Terminology {
        var origin: TerminologyOrigin?
        if let sourceID = try row.optionalUUID(8), let revision = row.optionalInt(9) {
            origin = TerminologyOrigin(sourceID: sourceID, sourceRevision: revision)
        }
        return Terminology(
            id: try row.uuid(0), title: row.text(1), course: Course(code: row.text(2), name: row.text(3)),
            description: row.text(4), languages: [], author: row.text(5),
            ownerRole: try row.enumeration(6, as: OwnerRole.self), revision: row.int(7), origin: origin,
            createdAt: row.timestamp(10), modifiedAt: row.timestamp(11))
    }
}
