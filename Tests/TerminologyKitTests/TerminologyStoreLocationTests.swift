import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// `TerminologyStore.backend(for:)`: which backend a `--library` or `--database` value names.
@Suite struct TerminologyStoreLocationTests {
    static let folder = URL(fileURLWithPath: "/home/ada/kurssi")

    static let files: [(String, String)] = [
        ("library.sqlite", "/home/ada/kurssi/library.sqlite"),
        ("../jaettu/library.sqlite", "/home/ada/jaettu/library.sqlite"),
        ("/var/lib/sanasto/library.sqlite", "/var/lib/sanasto/library.sqlite"),
        ("file:///var/lib/sanasto/kirjasto%20A.sqlite", "/var/lib/sanasto/kirjasto A.sqlite"),
        ("file://localhost/tmp/library.sqlite", "/tmp/library.sqlite"),
        ("C:library.sqlite", "/home/ada/kurssi/C:library.sqlite"),
    ]

    @Test(arguments: files)
    func aPathOrFileURLIsAnSQLiteLibrary(_ location: String, _ path: String) throws {
        let backend = try TerminologyStore.backend(for: location, currentDirectory: Self.folder)
        let sqlite = try #require(backend as? SQLiteBackend)
        #expect(sqlite.url.path == path)
    }

    #if canImport(CPostgreSQL)
    @Test(arguments: ["postgres://ada:secret@db.school.fi/sanasto", "postgresql:///sanasto?host=/run/postgresql&schema=luokka"])
    func aPostgreSQLURLIsAPostgreSQLLibrary(_ location: String) throws {
        let backend = try TerminologyStore.backend(for: location, currentDirectory: Self.folder)
        let postgreSQL = try #require(backend as? PostgreSQLBackend)
        #expect(!postgreSQL.location.contains("secret"))
        #expect(postgreSQL.location.hasPrefix(location.hasPrefix("postgresql") ? "postgresql://" : "postgres://"))
    }
    #endif

    static let refused: [(String, String)] = [
        ("", "cannot open library: the library location is empty"),
        ("mysql://ada:secret@db/sanasto", "mysql://ada@db/sanasto: cannot open library: mysql:// is not a library location"),
        ("https://example.com/library.sqlite", "https:// is not a library location; give a file path, a file: URL or a postgres:// URL"),
        ("file://server/share/library.sqlite", "not a file URL of a local file"),
        ("file:///tmp/library.sqlite?mode=ro", "not a file URL of a local file"),
    ]

    @Test(arguments: refused)
    func anythingElseIsRefusedClearly(_ location: String, _ message: String) {
        do {
            _ = try TerminologyStore.backend(for: location, currentDirectory: Self.folder)
            Issue.record("\(location) was taken")
        } catch let error as StoreError {
            #expect(error.isKind(.invalid("")))
            #expect(error.description.contains(message), "\(error)")
            #expect(!error.description.contains("secret"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func opensAnSQLiteLibraryByPath() throws {
        let folder = try TemporaryFolder()
        let store = try TerminologyStore(location: folder.appending("library.sqlite").path)
        #expect(try store.schemaVersion() == TerminologyStore.currentSchemaVersion)
    }
}
