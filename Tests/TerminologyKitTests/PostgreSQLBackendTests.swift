#if canImport(CPostgreSQL)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// What only the PostgreSQL backend does: schemas, the marker table, the database's collation and encoding, the
/// write lock across connections, connections that break, and libpq's parameters and errors. (The store's own
/// suites run on it too, through `StoreBackendFactory.all`.)
@Suite(.enabled(if: PostgreSQLTestServer.isEnabled, PostgreSQLTestServer.skipReason))
struct PostgreSQLBackendTests {
    typealias F = StoreFixture

    /// A scratch schema (dropped with `folder`), and a connection to it that is not a library's.
    struct Scratch {
        let folder: TemporaryFolder
        let backend: PostgreSQLBackend
        let connection: PostgreSQLConnection

        init() throws {
            folder = try TemporaryFolder()
            backend = try PostgreSQLTestServer.scratchBackend(in: folder)
            guard let connection = try backend.connect() as? PostgreSQLConnection else { throw StoreError.misuse("not a PostgreSQL connection") }
            self.connection = connection
        }
    }

    /// The relations of the current schema with their kinds, and the marker's row: what "unchanged" compares.
    static func contents(_ connection: PostgreSQLConnection) throws -> [String] {
        let relations = try connection.statement("""
            SELECT c.relname || ':' || c.relkind::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() ORDER BY c.relname
            """).rows { $0.text(0) }
        let marker = (try? connection.statement("SELECT application_id || '/' || schema_version FROM sanasto_library").rows { $0.text(0) }) ?? []
        return relations + marker
    }

    @Test func createsTheLibraryInItsOwnSchemaWithEveryTextInByteOrder() throws {
        let folder = try TemporaryFolder()
        let name = "sanasto_new_" + UUID().uuidString.prefix(8).lowercased()
        folder.addTeardown { PostgreSQLTestServer.drop(name) }
        let backend = try PostgreSQLBackend(url: try PostgreSQLTestServer.requireURL())
            .adding(parameter: "schema", value: name).adding(parameter: "application_name", value: name)
        let store = try TerminologyStore(backend: backend)
        #expect(try store.schemaVersion() == TerminologyStore.currentSchemaVersion)
        store.close()

        let administration = try PostgreSQLTestServer.administration()
        defer { administration.close() }
        #expect(try administration.statement("SELECT application_id, schema_version FROM \(name).sanasto_library")
            .first { [$0.integer(0), $0.integer(1)] } == [Int64(SQLiteBackend.applicationID), Int64(TerminologyStore.currentSchemaVersion)])
        let unordered = try administration.statement("""
            SELECT c.relname || '.' || a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
            JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND a.atttypid IN ('text'::regtype, 'text[]'::regtype)
                AND a.attcollation <> (SELECT oid FROM pg_collation WHERE collname = 'C' AND collnamespace = 'pg_catalog'::regnamespace)
            """).rows([.text(name)]) { $0.text(0) }
        #expect(unordered == [])
        #expect(try administration.statement("SELECT count(*) FROM pg_tables WHERE schemaname = $1").first([.text(name)]) { $0.int(0) } ?? 0 >= 14)
    }

    /// The server's collation here is ICU Finnish (`.ci/postgres`): lists must still come in SQLite's byte order.
    @Test func listsAndRangesComeInSQLitesOrderWhateverTheDatabasesCollation() throws {
        let titles = ["Äidinkieli", "biologia", "Zoologia", "anatomia", "Öljyt", "ångström", "Ähky", "10 sanaa", "_alku"]
        var orders: [[String]] = []
        for factory in [StoreBackendFactory.sqlite, .postgreSQL] {
            let fixture = try F(factory)
            let terminology = try fixture.store.write { library in
                for title in titles.dropFirst() { try library.createTerminology(F.terminology(title)) }
                let first = try library.createTerminology(F.terminology(titles[0]))
                for name in titles { try library.addCategory(named: name, to: first.id, at: 0) }
                for title in titles { try library.addConcept(F.concept([(F.fi, title)], in: first.id)) }
                return first
            }
            let listed = try fixture.store.read { reader in
                try reader.terminologies().map(\.title) + reader.categories(of: terminology.id).map(\.name)
                    + reader.search("ä").compactMap(\.term) + reader.courses().map(\.name)
            }
            orders.append(listed)
        }
        #expect(orders[1] == orders[0])
        #expect(orders[0].prefix(titles.count) == ["10 sanaa", "Zoologia", "_alku", "anatomia", "biologia", "Ähky", "Äidinkieli", "Öljyt", "ångström"][...])
    }

    @Test func refusesASchemaThatIsNotALibraryWithoutChangingIt() throws {
        let scratch = try Scratch()
        let (backend, connection) = (scratch.backend, scratch.connection)
        defer { connection.close() }
        try connection.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello'); CREATE SEQUENCE note_numbers")
        let before = try Self.contents(connection)
        expectStoreError(.notALibrary(""), containing: "cannot open library: not a Sanasto library (schema \(backend.schema ?? "?") of PostgreSQL database postgres holds 2 tables, views or sequences and no sanasto_library table)") {
            _ = try TerminologyStore(backend: backend)
        }
        #expect(try Self.contents(connection) == before)
        #expect(try connection.statement("SELECT body FROM notes").first { $0.text(0) } == "hello")
    }

    @Test func refusesAnotherApplicationsMarkerWithoutChangingIt() throws {
        let scratch = try Scratch()
        let (backend, connection) = (scratch.backend, scratch.connection)
        defer { connection.close() }
        try connection.execute("CREATE TABLE sanasto_library (application_id INTEGER, schema_version INTEGER); INSERT INTO sanasto_library VALUES (1234, 1)")
        let before = try Self.contents(connection)
        expectStoreError(.notALibrary(""), containing: "is marked by another application (application id 0x000004D2)") {
            _ = try TerminologyStore(backend: backend)
        }
        try connection.execute("DELETE FROM sanasto_library")
        expectStoreError(.notALibrary(""), containing: "has an empty sanasto_library table") {
            _ = try TerminologyStore(backend: backend)
        }
        try connection.execute("INSERT INTO sanasto_library VALUES (1234, 1)")
        #expect(try Self.contents(connection) == before)
    }

    @Test func refusesANewerLibraryLeavingEveryTableAsItWas() throws {
        let scratch = try Scratch()
        let (backend, connection) = (scratch.backend, scratch.connection)
        defer { connection.close() }
        try TerminologyStore(backend: backend).write { try $0.createTerminology(F.terminology()) }
        try connection.execute("UPDATE sanasto_library SET schema_version = 99; CREATE TABLE future (x INTEGER)")
        let before = try Self.contents(connection)
        expectStoreError(.newerLibrary(version: 0, supported: 0), containing: "schema version 99; this version reads up to \(TerminologyStore.currentSchemaVersion)); it was not changed") {
            _ = try TerminologyStore(backend: backend)
        }
        #expect(try Self.contents(connection) == before)
    }

    @Test func refusesADatabaseThatIsNotUTF8() throws {
        let name = "sanasto_ascii_" + UUID().uuidString.prefix(8).lowercased()
        let administration = try PostgreSQLTestServer.administration()
        defer { administration.close() }
        try administration.execute("CREATE DATABASE \(name) ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0")
        defer { try? administration.execute("DROP DATABASE IF EXISTS \(name)") }
        let backend = try PostgreSQLBackend(url: try PostgreSQLTestServer.requireURL()).adding(parameter: "dbname", value: name)
        expectStoreError(.invalid(""), containing: "the database's encoding is LATIN1; Sanasto needs a UTF8 database") {
            _ = try TerminologyStore(backend: backend)
        }
    }

    @Test func aServerThatCannotBeReachedIsAClearErrorWithoutThePassword() throws {
        let folder = try TemporaryFolder()
        let backend = try PostgreSQLBackend(url: "postgres://ada:Salasana123@/sanasto?host=\(folder.url.path)&connect_timeout=2")
        expectStoreError(.server(sqlState: "", message: ""), containing: "postgres://ada@/sanasto?host=\(folder.url.path)&connect_timeout=2: cannot open library: cannot connect to the PostgreSQL server: connection to server on socket") {
            _ = try TerminologyStore(backend: backend)
        }
        let missing = try PostgreSQLBackend(url: try PostgreSQLTestServer.requireURL()).adding(parameter: "dbname", value: "no_such_database")
        do {
            _ = try TerminologyStore(backend: missing)
            Issue.record("a missing database opened")
        } catch let error as StoreError {
            #expect(error.description.contains("database \"no_such_database\" does not exist"), "\(error)")
            #expect(!error.description.contains("\n"))
            #expect(!error.description.contains("Salasana123"))
        }
    }

    /// The server ends the connection in the middle of an import (an administrator's pg_terminate_backend, a
    /// server restart): nothing of it stays, and the store connects again for the next command.
    @Test func aConnectionEndedByTheServerMidTransactionLeavesNothing() throws {
        let fixture = try F(.postgreSQL)
        let (terminology, _) = try fixture.makeTerminology()
        let administration = try PostgreSQLTestServer.administration()
        defer { administration.close() }
        do {
            try fixture.store.write { library in
                for index in 0..<30 { try library.addConcept(F.concept([(F.fi, "termi \(index)")], in: terminology.id)) }
                let process = (library.context.connection as? PostgreSQLConnection)?.serverProcessID ?? 0
                try administration.statement("SELECT pg_terminate_backend($1)").run([.int(Int(process))])
                for index in 30..<60 { try library.addConcept(F.concept([(F.fi, "termi \(index)")], in: terminology.id)) }
            }
            Issue.record("the write went on after its connection ended")
        } catch let error as StoreError {
            #expect(error.isKind(.server(sqlState: "", message: "")), "\(error)")
            #expect(error.description.contains("cannot add concept"), "\(error)")
        }
        #expect(try fixture.secondStore().read { try $0.conceptCount(in: .library) } == 0)
        // The same store works again.
        try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "uusi")], in: terminology.id)) }
        #expect(try fixture.store.read { try $0.search("termi") } == [])
        #expect(try fixture.store.read { try $0.conceptCount(in: .library) } == 1)
        #expect(try fixture.store.integrityProblems() == [])
    }

    /// A server restart or an administrator ends the store's idle connection: the next command (a read whose
    /// statement is new, one already prepared, a write) runs on a new connection, as if nothing had happened.
    @Test func aConnectionEndedBetweenCommandsIsMadeAgain() throws {
        let fixture = try F(.postgreSQL)
        let (terminology, _) = try fixture.makeTerminology()
        let administration = try PostgreSQLTestServer.administration()
        defer { administration.close() }
        func endConnection() throws {
            let process = try fixture.store.read { ($0.context.connection as? PostgreSQLConnection)?.serverProcessID ?? 0 }
            #expect(try administration.statement("SELECT pg_terminate_backend($1)").first([.int(Int(process))]) { $0.bool(0) } == true)
            usleep(50_000)
        }
        try endConnection()
        #expect(try fixture.store.read { try $0.terminology(id: terminology.id) } == terminology)
        try endConnection()
        #expect(try fixture.store.read { try $0.terminology(id: terminology.id) } == terminology)
        try endConnection()
        #expect(try fixture.store.write { try $0.addCategory(named: "Uusi", to: terminology.id) }.name == "Uusi")
        try endConnection()
        #expect(try fixture.store.integrityProblems() == [])
        try endConnection()
        #expect(try fixture.store.integrityProblems() == [])
    }

    /// The client goes away in the middle of a transaction (as when `sanasto` is killed): its socket closes, the
    /// server rolls the transaction back.
    @Test func aClientThatDisappearsMidTransactionLeavesNothing() throws {
        let fixture = try F(.postgreSQL)
        let (terminology, _) = try fixture.makeTerminology()
        let connection = try #require(try fixture.backend.connect() as? PostgreSQLConnection)
        let process = connection.serverProcessID
        try connection.begin(.write)
        let writer = StoreWriter(context: StoreContext(connection: connection, location: connection.location, scheduler: .default, mode: .write))
        for index in 0..<50 { try writer.addConcept(F.concept([(F.fi, "termi \(index)")], in: terminology.id)) }
        try writer.finish()
        // The socket closes under libpq, as when the process dies: no ROLLBACK, no COMMIT is sent.
        #expect(shutdown(connection.socket, Int32(SHUT_RDWR)) == 0)
        let administration = try PostgreSQLTestServer.administration()
        defer { administration.close() }
        let deadline = Date().addingTimeInterval(10)
        func serverProcessRuns() throws -> Bool {
            try administration.statement("SELECT count(*) FROM pg_stat_activity WHERE pid = $1").first([.int(Int(process))]) { $0.int(0) } != 0
        }
        while try serverProcessRuns(), Date() < deadline { usleep(20_000) }
        #expect(try !serverProcessRuns(), "the server still serves the closed connection")
        #expect(try fixture.store.read { try $0.conceptCount(in: .library) } == 0)
        // Its write lock went with it: the next writer does not wait.
        let start = Date()
        try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "seuraava")], in: terminology.id)) }
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(try fixture.store.read { try $0.search("termi") } == [])
        #expect(try fixture.store.read { try $0.conceptCount(in: .library) } == 1)
        #expect(try fixture.store.integrityProblems() == [])
        connection.close()
    }

    @Test func aFailedStatementFailsTheWholeTransactionWithItsOwnError() throws {
        let fixture = try F(.postgreSQL)
        let (terminology, _) = try fixture.makeTerminology(categories: ["Solu"])
        // PostgreSQL aborts a transaction at its first failed statement (SQLite goes on): a body that catches the
        // error and goes on gets that first error back from the next statement, and nothing is written.
        expectStoreError(.conflict(""), containing: "categories") {
            try fixture.store.write { library in
                let connection = library.context.connection
                do {
                    try connection.statement("INSERT INTO categories (id, terminology_id, name, position) VALUES ($1, $2, 'Solu', 5)")
                        .run([.uuid(UUID()), .uuid(terminology.id)])
                } catch {}
                try library.addCategory(named: "Kudos", to: terminology.id)
            }
        }
        #expect(try fixture.store.read { try $0.categories(of: terminology.id).map(\.name) } == ["Solu"])
    }

    @Test func parametersTravelApartFromTheSQLByteForByte() throws {
        let scratch = try Scratch()
        let connection = scratch.connection
        defer { connection.close() }
        for text in ["", "ısı", "😀 emoji", "'; DROP TABLE x; --", "$1 \\ \" ' %s", String(repeating: "ä", count: 100_000)] {
            #expect(try connection.statement("SELECT $1::text").first([.text(text)]) { $0.text(0) } == text)
        }
        for number in [Int64.min, -1, 0, 1, Int64.max] {
            #expect(try connection.statement("SELECT $1::bigint").first([.integer(number)]) { $0.integer(0) } == number)
        }
        for number in [0.1, -0.0, 1e-300, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.pi, .infinity, -.infinity] {
            #expect(try connection.statement("SELECT $1::float8").first([.real(number)]) { $0.real(0) }?.bitPattern == number.bitPattern)
        }
        #expect(try connection.statement("SELECT $1::float8").first([.real(.nan)]) { $0.real(0) }?.isNaN == true)
        #expect(try connection.statement("SELECT $1::text IS NULL").first([.null]) { $0.bool(0) } == true)
        expectStoreError(.invalid(""), containing: "a text holds a character the database cannot store") {
            _ = try connection.statement("SELECT $1::text").first([.text("a\u{0}b")]) { $0.text(0) }
        }
        expectStoreError(.invalid(""), containing: "NUL") {
            _ = try connection.statement("SELECT $1::integer").first([.text("1\u{0}2")]) { $0.text(0) }
        }
        #expect(throws: StoreError.self) { try connection.statement("SELECT $1::int + $2::int").bind([.integer(1)]) }
        #expect(try connection.statement("SELECT $1::int + $2::int").first([.integer(1), .integer(2)]) { $0.integer(0) } == 3)
    }

    @Test func statementsArePreparedOnceOnTheServer() throws {
        let scratch = try Scratch()
        let connection = scratch.connection
        defer { connection.close() }
        let first = try connection.statement("SELECT $1::int * 2")
        #expect(try connection.statement("SELECT $1::int * 2") === first)
        for number in 0..<5 { #expect(try first.first([.int(number)]) { $0.int(0) } == number * 2) }
        #expect(try connection.statement("SELECT count(*) FROM pg_prepared_statements WHERE statement = 'SELECT $1::int * 2'").first { $0.int(0) } == 1)
    }

    @Test func integrityProblemsFindAStaleSearchIndex() throws {
        let fixture = try F(.postgreSQL)
        let (terminology, _) = try fixture.makeTerminology()
        try fixture.store.write { library in
            for index in 0..<5 { try library.addConcept(F.concept([(F.fi, "solu \(index)")], in: terminology.id)) }
        }
        #expect(try fixture.store.integrityProblems() == [])
        let connection = try fixture.backend.connect()
        try connection.execute("DELETE FROM concept_search WHERE concept_number = (SELECT min(number) FROM concepts)")
        try connection.execute("INSERT INTO concept_search_totals VALUES (0, 7)")
        connection.close()
        #expect(try fixture.store.integrityProblems() == [
            "search index: 1 concepts have no entry",
            "search index: its totals say 4 entries of 15 words, but it holds 4 entries of 8 words",
        ])
    }
}
#endif
