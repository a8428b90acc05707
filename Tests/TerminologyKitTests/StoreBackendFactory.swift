import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// Makes a fresh, empty library database of one backend. The store's suites take their backend from `all`, so
/// that every backend runs the same tests.
struct StoreBackendFactory: Sendable, CustomTestStringConvertible {
    var name: String
    var make: @Sendable (TemporaryFolder) throws -> any DatabaseBackend

    var testDescription: String { name }

    static let sqlite = StoreBackendFactory(name: "SQLite") { folder in
        SQLiteBackend(url: folder.appending("library.sqlite"))
    }

    #if canImport(CPostgreSQL)
    /// A fresh schema on the test server (`PostgreSQLTestServer`).
    static let postgreSQL = StoreBackendFactory(name: "PostgreSQL") { folder in
        try PostgreSQLTestServer.scratchBackend(in: folder)
    }

    /// SQLite, and PostgreSQL where a test server is configured or required (`PostgreSQLBackendTests` says when
    /// it is skipped).
    static let all: [StoreBackendFactory] = PostgreSQLTestServer.isEnabled ? [.sqlite, .postgreSQL] : [.sqlite]
    #else
    static let all: [StoreBackendFactory] = [.sqlite]
    #endif
}

/// A store on a fresh database with a small terminology, for the operation tests.
final class StoreFixture: @unchecked Sendable {
    let folder: TemporaryFolder
    let backend: any DatabaseBackend
    let store: TerminologyStore

    static let created = Date(timeIntervalSince1970: 1_700_000_000)
    static let fi = LanguageTag.finnish
    static let en = LanguageTag.english
    static let tr = LanguageTag.turkish

    init(_ factory: StoreBackendFactory, scheduler: FSRSScheduler = .default) throws {
        folder = try TemporaryFolder()
        backend = try factory.make(folder)
        store = try TerminologyStore(backend: backend, scheduler: scheduler)
    }

    /// Another store on the same database (another connection, as another process would have).
    func secondStore(busyTimeout: Duration = .seconds(5)) throws -> TerminologyStore {
        if let sqlite = backend as? SQLiteBackend {
            return try TerminologyStore(backend: SQLiteBackend(url: sqlite.url, busyTimeout: busyTimeout))
        }
        #if canImport(CPostgreSQL)
        if var postgreSQL = backend as? PostgreSQLBackend {
            postgreSQL.busyTimeout = busyTimeout
            return try TerminologyStore(backend: postgreSQL)
        }
        #endif
        return try TerminologyStore(backend: backend)
    }

    static func terminology(
        _ title: String = "Solubiologia", course: Course = Course(code: "BIO-101", name: "Solubiologia"),
        languages: [LanguageTag] = [fi, en, tr]
    ) -> Terminology {
        Terminology(
            title: title, course: course, description: "Solun rakenne ja toiminta", languages: languages, author: "Ada Opettaja",
            ownerRole: .teacher, createdAt: created)
    }

    /// A concept with one preferred term per given language (`[fi: "solu", en: "cell"]`).
    static func concept(
        _ terms: [(LanguageTag, String)], in terminology: UUID, category: UUID? = nil, definition: (LanguageTag, String)? = nil
    ) -> Concept {
        let sections = terms.map { language, text in
            LanguageSection(
                language: language, terms: [Term(text)],
                definition: definition.flatMap { $0.0 == language ? Definition($0.1) : nil })
        }
        return Concept(terminologyID: terminology, categoryID: category, sections: sections, createdAt: created)
    }

    /// Creates a terminology with the given categories, returning it and the categories.
    @discardableResult
    func makeTerminology(
        _ title: String = "Solubiologia", course: Course = Course(code: "BIO-101", name: "Solubiologia"), categories: [String] = []
    ) throws -> (Terminology, [Category]) {
        try store.write { library in
            let terminology = try library.createTerminology(Self.terminology(title, course: course))
            let made = try categories.map { try library.addCategory(named: $0, to: terminology.id) }
            return (terminology, made)
        }
    }
}

extension StoreError {
    /// Whether the reason is of the same kind as `other` (ignoring the message).
    func isKind(_ other: StoreError.Reason) -> Bool {
        switch (reason, other) {
        case (.notALibrary, .notALibrary), (.newerLibrary, .newerLibrary), (.notFound, .notFound), (.invalid, .invalid),
             (.conflict, .conflict), (.busy, .busy), (.damaged, .damaged), (.misuse, .misuse), (.database, .database),
             (.server, .server):
            return true
        default:
            return false
        }
    }
}

/// Expects `body` to throw a `StoreError` of `kind` whose description contains `fragment`.
func expectStoreError<T>(
    _ kind: StoreError.Reason, containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) {
    do {
        _ = try body()
        Issue.record("expected a StoreError (\(kind)) containing '\(fragment)'", sourceLocation: sourceLocation)
    } catch let error as StoreError {
        #expect(error.isKind(kind), "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.contains(fragment), "\(error.description)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a StoreError, got \(error)", sourceLocation: sourceLocation)
    }
}
