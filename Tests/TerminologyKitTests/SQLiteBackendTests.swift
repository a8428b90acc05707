import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct SQLiteBackendTests {
    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    static func sidecarsAbsent(_ url: URL) -> Bool {
        !FileManager.default.fileExists(atPath: url.path + "-wal") && !FileManager.default.fileExists(atPath: url.path + "-journal")
    }

    @Test func createsTheLibraryAndItsFolders() throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("data/sanasto/library.sqlite")
        let store = try TerminologyStore(url: url)
        #expect(FileManager.default.fileExists(atPath: url.path))
        store.close()
        let connection = try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: 1000)
        #expect(try connection.statement("PRAGMA journal_mode").first { $0.text(0) } == "wal")
        #expect(try connection.statement("PRAGMA application_id").first { $0.integer(0) } == Int64(SQLiteBackend.applicationID))
        #expect(try connection.statement("PRAGMA user_version").first { $0.integer(0) } == Int64(TerminologyStore.currentSchemaVersion))
        connection.close()
    }

    @Test func everyConnectionHasForeignKeysOn() throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("library.sqlite")
        _ = try TerminologyStore(url: url)
        let connection = try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: 1000)
        #expect(try connection.statement("PRAGMA foreign_keys").first { $0.integer(0) } == 1)
        connection.close()
    }

    @Test func refusesAFileThatIsNotAnSQLiteDatabase() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write(Data("Soluhengitys;cellular respiration\n".utf8), to: "terms.csv")
        let before = try Self.bytes(url)
        expectStoreError(.notALibrary(""), containing: "\(url.path): cannot open library: not a Sanasto library (not an SQLite database)") {
            _ = try TerminologyStore(url: url)
        }
        #expect(try Self.bytes(url) == before)
        #expect(Self.sidecarsAbsent(url))
    }

    @Test func refusesAnotherApplicationsDatabaseWithoutChangingIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("other.sqlite")
        let other = try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: 1000)
        try other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello')")
        other.close()
        let before = try Self.bytes(url)
        expectStoreError(.notALibrary(""), containing: "not a Sanasto library (an SQLite database with 1 schema objects and no Sanasto application id)") {
            _ = try TerminologyStore(url: url)
        }
        #expect(try Self.bytes(url) == before)

        let tagged = try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: 1000)
        try tagged.execute("PRAGMA application_id = 1234")
        tagged.close()
        let taggedBytes = try Self.bytes(url)
        expectStoreError(.notALibrary(""), containing: "another application, application id 0x000004D2") {
            _ = try TerminologyStore(url: url)
        }
        #expect(try Self.bytes(url) == taggedBytes)
        #expect(Self.sidecarsAbsent(url))
    }

    @Test func refusesANewerLibraryByteForByte() throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("newer.sqlite")
        let newer = try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: 1000)
        try newer.execute("PRAGMA application_id = \(SQLiteBackend.applicationID); PRAGMA user_version = 99; CREATE TABLE future (x)")
        newer.close()
        let before = try Self.bytes(url)
        expectStoreError(.newerLibrary(version: 0, supported: 0), containing: "schema version 99; this version reads up to \(TerminologyStore.currentSchemaVersion)); it was not changed") {
            _ = try TerminologyStore(url: url)
        }
        #expect(try Self.bytes(url) == before)
        #expect(Self.sidecarsAbsent(url))
    }

    /// Deleting concepts, directly or through their terminology, removes their full-text entries.
    @Test func deletionsReachTheFullTextIndex() throws {
        let fixture = try StoreFixture(.sqlite)
        let (biology, _) = try fixture.makeTerminology()
        let (chemistry, _) = try fixture.makeTerminology("Kemia")
        let removed = try fixture.store.write { library in
            for index in 0..<10 { try library.addConcept(StoreFixture.concept([(StoreFixture.fi, "solu \(index)")], in: biology.id)) }
            for index in 0..<4 { try library.addConcept(StoreFixture.concept([(StoreFixture.fi, "happo \(index)")], in: chemistry.id)) }
            return try library.addConcept(StoreFixture.concept([(StoreFixture.fi, "emäs")], in: chemistry.id))
        }
        try fixture.store.write { library in
            try library.deleteTerminology(id: biology.id)
            try library.deleteConcept(id: removed.id)
        }
        guard let backend = fixture.backend as? SQLiteBackend else { return }
        let connection = try SQLiteConnection(path: backend.url.path, busyTimeoutMilliseconds: 1000)
        #expect(try connection.statement("SELECT COUNT(*) FROM concept_search").first { $0.integer(0) } == 4)
        #expect(try fixture.store.integrityProblems() == [])
        // A stale entry is reported.
        try connection.execute("INSERT INTO concept_search (rowid, terms, details) VALUES (999, 'haamu', '')")
        connection.close()
        #expect(try fixture.store.integrityProblems() == ["search index: 1 entries for concepts that do not exist"])
    }

    static let parameterCases: [(String, String)] = [
        ("SELECT $1, $2", "SELECT ?1, ?2"),
        ("SELECT '$1' || $1", "SELECT '$1' || ?1"),
        (#"SELECT "a$b" FROM t WHERE x = $10"#, #"SELECT "a$b" FROM t WHERE x = ?10"#),
        ("SELECT 1", "SELECT 1"),
    ]

    @Test(arguments: parameterCases)
    func numberedParametersBecomeSQLitesForm(_ sql: String, _ expected: String) {
        #expect(SQLiteConnection.sqliteParameters(sql) == expected)
    }

    @Test func aParameterCountMismatchIsAnErrorNotACrash() throws {
        let folder = try TemporaryFolder()
        let connection = try SQLiteConnection(path: folder.appending("x.sqlite").path, busyTimeoutMilliseconds: 1000)
        let statement = try connection.statement("SELECT $1 + $2")
        #expect(throws: StoreError.self) { try statement.bind([.integer(1)]) }
        #expect(try statement.first([.integer(1), .integer(2)]) { $0.integer(0) } == 3)
        connection.close()
    }

    @Test func textWithEveryKindOfCharacterRoundTrips() throws {
        let folder = try TemporaryFolder()
        let connection = try SQLiteConnection(path: folder.appending("x.sqlite").path, busyTimeoutMilliseconds: 1000)
        for text in ["", "ısı", "a\u{0}b", "😀 emoji", String(repeating: "ä", count: 10_000)] {
            #expect(try connection.statement("SELECT $1").first([.text(text)]) { $0.text(0) } == text)
        }
        connection.close()
    }
}
