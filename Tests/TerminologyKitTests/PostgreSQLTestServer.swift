#if canImport(CPostgreSQL)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// The PostgreSQL server the store's suites run against: `SANASTO_TEST_POSTGRES_URL` (`.ci/postgres run swift test`
/// starts a throwaway one). Without it the PostgreSQL cases are skipped, saying so; with
/// `SANASTO_REQUIRE_POSTGRES=1` (as CI sets) a missing server fails them instead.
///
/// Each test gets a schema of its own (`sanasto_test_…`), so that tests run in parallel; it is dropped, with
/// whatever is in it, when the test's temporary folder is released.
enum PostgreSQLTestServer {
    static let url: String? = {
        let value = ProcessInfo.processInfo.environment["SANASTO_TEST_POSTGRES_URL"] ?? ""
        return value.isEmpty ? nil : value
    }()

    static let isRequired = ProcessInfo.processInfo.environment["SANASTO_REQUIRE_POSTGRES"] == "1"

    /// Whether the PostgreSQL cases run: with a server, or without one where it is required (and they fail).
    static let isEnabled = url != nil || isRequired

    /// The reason the PostgreSQL suites give when they are skipped.
    static let skipReason: Comment = "no PostgreSQL server: set SANASTO_TEST_POSTGRES_URL (`.ci/postgres run swift test` starts one); the PostgreSQL cases are skipped"

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "SANASTO_REQUIRE_POSTGRES=1 but SANASTO_TEST_POSTGRES_URL is not set: the PostgreSQL suites cannot run"
        }
    }

    /// The server's URL; an error where there is none (the cases run only then when a server is required).
    static func requireURL() throws -> String {
        guard let url else { throw Missing() }
        return url
    }

    /// A connection to the server's database outside any library schema, for setting up and cleaning up.
    static func administration() throws -> PostgreSQLConnection {
        guard let connection = try PostgreSQLBackend(url: try requireURL()).connect() as? PostgreSQLConnection else {
            throw StoreError.misuse("the PostgreSQL backend made another kind of connection")
        }
        return connection
    }

    /// A backend on a fresh, empty schema that is dropped when `folder` is released.
    static func scratchBackend(in folder: TemporaryFolder) throws -> PostgreSQLBackend {
        let name = "sanasto_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
        let administration = try administration()
        try administration.execute("CREATE SCHEMA \(name)")
        administration.close()
        folder.addTeardown { drop(name) }
        return try PostgreSQLBackend(url: try requireURL())
            .adding(parameter: "schema", value: name)
            .adding(parameter: "application_name", value: name)
    }

    /// Ends the connections still open on the scratch schema (named by their application name) and drops it.
    static func drop(_ name: String) {
        do {
            let administration = try administration()
            defer { administration.close() }
            try administration.statement("""
                SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()
                """).run([.text(name)])
            try administration.execute("SET lock_timeout = '10s'; DROP SCHEMA IF EXISTS \(name) CASCADE")
        } catch {
            FileHandle.standardError.write(Data("warning: the scratch schema \(name) was not dropped: \(error)\n".utf8))
        }
    }
}
#endif
