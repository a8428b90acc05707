#if canImport(CPostgreSQL)
import Foundation
import Testing
@testable import TerminologyKit

/// Reading PostgreSQL URLs (no server needed): what goes to libpq, the schema, and what messages show instead of
/// the password.
@Suite struct PostgreSQLConnectionStringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        var libpq: String
        var schema: String?
        var redacted: String
        var testDescription: String { url }
    }

    static let cases: [Case] = [
        Case(url: "postgres://ada@db.school.fi:5432/sanasto", libpq: "postgres://ada@db.school.fi:5432/sanasto",
             redacted: "postgres://ada@db.school.fi:5432/sanasto"),
        Case(url: "postgresql://ada:s3cret@db.school.fi/sanasto?sslmode=require",
             libpq: "postgresql://ada:s3cret@db.school.fi/sanasto?sslmode=require",
             redacted: "postgresql://ada@db.school.fi/sanasto?sslmode=require"),
        Case(url: "postgres:///sanasto?host=/run/postgresql", libpq: "postgres:///sanasto?host=/run/postgresql",
             redacted: "postgres:///sanasto?host=/run/postgresql"),
        Case(url: "postgres:///sanasto?host=%2Ftmp%2Fpg&schema=luokka_7b", libpq: "postgres:///sanasto?host=%2Ftmp%2Fpg",
             schema: "luokka_7b", redacted: "postgres:///sanasto?host=%2Ftmp%2Fpg&schema=luokka_7b"),
        Case(url: "POSTGRES://ada@h/db?password=p%40ss&schema=Luokka%207B", libpq: "postgres://ada@h/db?password=p%40ss",
             schema: "Luokka 7B", redacted: "postgres://ada@h/db?schema=Luokka%207B"),
        Case(url: "postgres://ada:p%3Ass@[::1]:5433,h2:5434/db", libpq: "postgres://ada:p%3Ass@[::1]:5433,h2:5434/db",
             redacted: "postgres://ada@[::1]:5433,h2:5434/db"),
    ]

    @Test(arguments: cases)
    func readsTheURL(_ item: Case) throws {
        let string = try PostgreSQLConnectionString(item.url)
        #expect(string.libpqURL == item.libpq)
        #expect(string.schema == item.schema)
        #expect(string.redacted == item.redacted)
    }

    static let refused: [(String, String)] = [
        ("mysql://ada:secret@h/db", "mysql://ada@h/db: cannot open library: not a PostgreSQL URL"),
        ("db.school.fi/sanasto", "db.school.fi/sanasto: cannot open library: not a PostgreSQL URL"),
        ("postgres://h/db?schema=", "cannot open library: the schema parameter is empty"),
        ("postgres://h/db?schema=" + String(repeating: "x", count: 64), "the schema name is longer than PostgreSQL's 63 bytes"),
        ("postgres://ada:secret@h/db?nosuchoption=1", "postgres://ada@h/db?nosuchoption=1: cannot open library: not a valid PostgreSQL URL: invalid URI query parameter: \"nosuchoption\""),
        ("postgres://ada:se%zzcret@h/db", "not a valid PostgreSQL URL: invalid percent-encoded token: \"********\""),
    ]

    @Test(arguments: refused)
    func refusesWhatIsNotAPostgreSQLURLNamingItWithoutThePassword(_ url: String, _ message: String) {
        do {
            _ = try PostgreSQLConnectionString(url)
            Issue.record("\(url) was read")
        } catch let error as StoreError {
            #expect(error.isKind(.invalid("")))
            #expect(error.description.contains(message), "\(error)")
            #expect(!error.description.contains("secret"), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func messagesNeverShowThePassword() throws {
        let string = try PostgreSQLConnectionString("postgres://ada:Tähti%20123@db/sanasto?password=other")
        #expect(string.redact("connection to \"postgres://ada:Tähti%20123@db/sanasto?password=other\" failed")
            == "connection to \"postgres://ada@db/sanasto\" failed")
        #expect(string.redact("invalid percent-encoded token: \"Tähti 123\"") == "invalid percent-encoded token: \"********\"")
        #expect(string.redact("bad value \"other\" for password") == "bad value \"********\" for password")
        // Outside quotes the words of the message stay (a password can be a common word).
        #expect(string.redact("the other server said:\n\tno") == "the other server said:; no")
    }

    @Test func descriptionsAndDumpsNeverShowThePassword() throws {
        let backend = try PostgreSQLBackend(url: "postgres://ada:VerySecret@db/sanasto?schema=s")
        var dumped = ""
        dump(backend, to: &dumped)
        for text in [String(describing: backend), String(reflecting: backend), dumped, backend.location] {
            #expect(!text.contains("VerySecret"), "\(text)")
            #expect(text.contains("postgres://ada@db/sanasto"), "\(text)")
        }
    }

    @Test func addingAParameterKeepsTheSchema() throws {
        let string = try PostgreSQLConnectionString("postgres:///db?host=/tmp&schema=s1").adding("application_name", "test 1")
        #expect(string.schema == "s1")
        #expect(string.libpqURL == "postgres:///db?host=/tmp&application_name=test%201")
        #expect(try string.adding("schema", "s2").schema == "s2")
    }
}
#endif
