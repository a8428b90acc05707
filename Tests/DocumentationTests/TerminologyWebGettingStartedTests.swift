import _SanastoTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPServer
import TerminologyKit
import TerminologyWeb
import Testing

// The example of TerminologyWeb's "Getting started" article, as written, and the same calls run on a library of the
// test's own and port 0.

enum TerminologyWebArticle {
    /// Not run: `LibraryLocation.resolve()` opens the user's real library and `runService` serves port 8080 until
    /// SIGINT or SIGTERM; the test below makes the same calls with a temporary library on port 0.
    static func serveTheClass() async throws {
        let store = try TerminologyStore(url: LibraryLocation.resolve().url)
        let web = try WebApp(store: store)
        let app = web.application(configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 8080)))
        try await app.runService { handle in
            print("http://127.0.0.1:\(handle.port)/ · class code \(web.credentials.classCode) · token \(web.credentials.teacherToken)")
        }
    }
}

@Suite struct TerminologyWebGettingStartedTests {
    @Test func theClassIsServedWithTheCodeAndTokenItPrints() async throws {
        let folder = try TemporaryFolder()
        let store = try TerminologyStore(url: folder.appending("library.sqlite"))
        defer { store.close() }
        let web = try WebApp(store: store)
        let app = web.application(configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)), logger: .silent)
        let handle = try app.start()
        let line = "http://127.0.0.1:\(handle.port)/ · class code \(web.credentials.classCode) · token \(web.credentials.teacherToken)"
        #expect(!web.credentials.classCode.isEmpty && !web.credentials.teacherToken.isEmpty)
        // The printed address answers: a browser without a device is sent to the join page.
        let url = try #require(URL(string: String(line.prefix { $0 != " " }) + "join"))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<html lang=\"en\""))
        await handle.shutdown()
    }
}
