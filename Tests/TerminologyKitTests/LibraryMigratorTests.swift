import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct LibraryMigratorTests {
    static let tables = [
        "terminologies", "terminology_languages", "terminology_origin_snapshots", "categories", "concepts",
        "concept_languages", "terms", "concept_relations", "study_cards", "review_log", "learned_concepts", "settings",
    ]

    static func tableExists(_ table: String, _ connection: any DatabaseConnection) -> Bool {
        (try? connection.statement("SELECT COUNT(*) FROM \(table)").first { $0.integer(0) }) != nil
    }

    @Test(arguments: StoreBackendFactory.all)
    func migratesAnEmptyDatabaseToTheLatestSchema(_ factory: StoreBackendFactory) throws {
        let folder = try TemporaryFolder()
        let connection = try factory.make(folder).connect()
        defer { connection.close() }
        #expect(try connection.identify() == .empty)
        try LibraryMigrator().migrate(connection)
        #expect(try connection.identify() == .library(version: LibrarySchema.latestVersion))
        for table in Self.tables { #expect(Self.tableExists(table, connection), "\(table)") }
    }

    /// From every earlier version (a library written by that version, with data in it) to the latest.
    @Test(arguments: StoreBackendFactory.all)
    func migratesFromEveryEarlierVersion(_ factory: StoreBackendFactory) throws {
        for version in 0..<LibrarySchema.latestVersion {
            let folder = try TemporaryFolder()
            let backend = try factory.make(folder)
            let connection = try backend.connect()
            try LibraryMigrator(migrations: Array(LibrarySchema.migrations.prefix(version))).migrate(connection)
            #expect(try connection.schemaVersion() == version)
            if version >= 1 {
                try connection.execute("""
                    INSERT INTO terminologies (id, title, course_code, course_name, description, author, owner_role, revision,
                        created_at, modified_at) VALUES ('00000000-0000-0000-0000-000000000001', 'Vanha', '', '', '', '', 'teacher', 3, 0, 0)
                    """)
            }
            connection.close()
            let store = try TerminologyStore(backend: backend)
            #expect(try store.schemaVersion() == LibrarySchema.latestVersion)
            if version >= 1 {
                #expect(try store.read { try $0.terminologies().map(\.title) } == ["Vanha"])
            }
            #expect(try store.integrityProblems() == [])
        }
    }

    /// A library that version 2 wrote (terminology, categories, concepts with synonyms, definitions, contexts and
    /// relations, a deleted concept) keeps every concept and finds the same in search at the latest version, and
    /// goes on taking writes.
    @Test(arguments: StoreBackendFactory.all)
    func aVersion2LibraryKeepsItsConceptsAndSearch(_ factory: StoreBackendFactory) throws {
        let folder = try TemporaryFolder()
        let backend = try factory.make(folder)
        let old = try TerminologyStore(
            backend: backend, scheduler: .default, migrator: LibraryMigrator(migrations: Array(LibrarySchema.migrations.prefix(2))))
        #expect(try old.schemaVersion() == 2)
        let (terminologyID, ids) = try old.write { library -> (UUID, [UUID]) in
            let terminology = try library.createTerminology(StoreFixture.terminology())
            let category = try library.addCategory(named: "Soluhengitys", to: terminology.id)
            var ids: [UUID] = []
            let words = [("mitokondrio", "mitochondrion", "mitokondri"), ("solukalvo", "cell membrane", "hücre zarı"),
                         ("tuma", "nucleus", "çekirdek"), ("ribosomi", "ribosome", "ribozom"), ("solulima", "cytoplasm", "sitoplazma")]
            for (index, (fi, en, tr)) in words.enumerated() {
                var concept = Concept(terminologyID: terminology.id, categoryID: index % 2 == 0 ? category.id : nil, sections: [
                    LanguageSection(language: .finnish, terms: [
                        Term(fi, partOfSpeech: .noun, context: "Solussa on \(fi)."), Term("\(fi)-synonyymi", status: .admitted),
                    ], definition: Definition("Solun osa numero \(index), energiaa", source: "Oppikirja")),
                    LanguageSection(language: .english, terms: [Term(en)]),
                    LanguageSection(language: .turkish, terms: [Term(tr, status: .deprecated)], definition: Definition("Hücrenin bölümü")),
                ], createdAt: StoreFixture.created)
                if let first = ids.first { concept.related = [first] }
                ids.append(try library.addConcept(concept).id)
            }
            try library.deleteConcept(id: ids.removeLast())
            return (terminology.id, ids)
        }
        let queries = ["mitokondrio", "solu", "so", "hücre", "cell membrane", "energiaa", "synonyymi", "çekirdek", "tuma-syn"]
        func snapshot(_ store: TerminologyStore) throws -> ([Concept], [[SearchHit]]) {
            try store.read { library in
                (try library.concepts(in: .terminology(terminologyID)), try queries.map { try library.search($0) })
            }
        }
        let before = try snapshot(old)
        old.close()

        let store = try TerminologyStore(backend: backend)
        defer { store.close() }
        #expect(try store.schemaVersion() == LibrarySchema.latestVersion)
        let after = try snapshot(store)
        #expect(after.0 == before.0)
        #expect(after.0.map(\.id) == ids)
        #expect(after.1 == before.1)
        #expect(before.1[0].first?.conceptID == ids[0])
        #expect(try store.integrityProblems() == [])
        if let sqlite = backend as? SQLiteBackend {
            let connection = try sqlite.connect()
            defer { connection.close() }
            for table in ["terms", "concept_languages"] {
                let sql = try connection.statement("SELECT sql FROM sqlite_master WHERE name = $1").first([.text(table)]) { $0.text(0) }
                #expect(sql?.contains("WITHOUT ROWID") == true, "\(table)")
            }
        }
        // Writes go on: a new concept, an edit, a deletion (cascading to terms and sections), each found or gone.
        try store.write { library in
            _ = try library.addConcept(StoreFixture.concept([(.finnish, "lysosomi"), (.english, "lysosome")], in: terminologyID))
            var edited = try #require(try library.concept(id: ids[1]))
            edited.sections[0].terms[0].text = "plasmakalvo"
            _ = try library.updateConcept(edited)
            try library.deleteConcept(id: ids[2])
        }
        let (found, count) = try store.read { library in
            (try ["lysosomi", "plasmakalvo", "tuma"].map { try library.search($0) }, try library.conceptCount(in: .terminology(terminologyID)))
        }
        #expect(found[0].first?.match == .exact)
        #expect(found[1].first?.conceptID == ids[1])
        #expect(found[2].allSatisfy { $0.conceptID != ids[2] })
        #expect(count == 4)
        #expect(try store.integrityProblems() == [])
    }

    @Test(arguments: StoreBackendFactory.all)
    func aFailingMigrationStepLeavesThePreviousVersionWhole(_ factory: StoreBackendFactory) throws {
        let folder = try TemporaryFolder()
        let backend = try factory.make(folder)
        let latest = LibrarySchema.latestVersion
        let migrations = LibrarySchema.migrations + [
            LibrarySchema.Migration(version: latest + 1, statements: ["CREATE TABLE step_one (a INTEGER)"]),
            LibrarySchema.Migration(version: latest + 2, statements: ["CREATE TABLE step_two (a INTEGER)", "THIS IS NOT SQL"]),
        ]
        #expect(throws: StoreError.self) {
            _ = try TerminologyStore(backend: backend, scheduler: .default, migrator: LibraryMigrator(migrations: migrations))
        }
        let connection = try backend.connect()
        defer { connection.close() }
        // Each step is its own transaction: the good one stayed, the failed one left nothing.
        #expect(try connection.schemaVersion() == latest + 1)
        #expect(Self.tableExists("step_one", connection))
        #expect(!Self.tableExists("step_two", connection))
    }

    @Test(arguments: StoreBackendFactory.all)
    func twoProcessesOpeningANewLibraryAtOnceBothSucceed(_ factory: StoreBackendFactory) throws {
        for _ in 0..<5 {
            let folder = try TemporaryFolder()
            let backend = try factory.make(folder)
            let errors = Locked<[String]>([])
            let group = DispatchGroup()
            for _ in 0..<3 {
                DispatchQueue.global().async(group: group) {
                    do {
                        let store = try TerminologyStore(backend: backend)
                        _ = try store.read { try $0.terminologies() }
                    } catch {
                        errors.withLock { $0.append("\(error)") }
                    }
                }
            }
            group.wait()
            #expect(errors.withLock { $0 } == [])
        }
    }
}
