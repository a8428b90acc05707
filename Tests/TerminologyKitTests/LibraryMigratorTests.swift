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
