import Foundation
import HTTPServer
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// A `WebApp` on the demo library, served on an ephemeral loopback port for one test.
final class WebHarness: @unchecked Sendable {
    static let teacherToken = "test-teacher-token-0123456789"

    let folder: TemporaryFolder
    let store: TerminologyStore
    let web: WebApp
    let handle: ServerHandle
    var base: String { "http://127.0.0.1:\(handle.port)" }

    private init(folder: TemporaryFolder, store: TerminologyStore, web: WebApp, handle: ServerHandle) {
        self.folder = folder
        self.store = store
        self.web = web
        self.handle = handle
    }

    /// Runs `body` against a fresh server on the demo library (`demo: false` for an empty one).
    static func with<T>(demo: Bool = true, options: WebApp.Options = WebApp.Options(), logger: Logger = .silent, _ body: (WebHarness) async throws -> T) async throws -> T {
        let folder = try TemporaryFolder(prefix: "sanasto-web")
        let store = try TerminologyStore(url: folder.appending("library.sqlite"))
        if demo {
            let app = await TerminologyApp(store: store)
            _ = try app.installDemo()
        }
        let web = try WebApp(store: store, options: options, teacherToken: teacherToken)
        // Generous timeouts: in the full suite other suites' blocking work can keep a test from being scheduled for
        // most of a minute (Swift Testing runs on as many cooperative threads as there are cores).
        let configuration = ApplicationConfiguration(
            address: .hostname("127.0.0.1", port: 0), headerReadTimeout: .seconds(300), bodyReadTimeout: .seconds(300),
            idleTimeout: .seconds(300), writeTimeout: .seconds(300), shutdownGracePeriod: .seconds(5), eventLoopCount: 2)
        let handle = try web.application(configuration: configuration, logger: logger).start()
        let harness = WebHarness(folder: folder, store: store, web: web, handle: handle)
        do {
            let result = try await body(harness)
            web.events.finish()
            await handle.shutdown(gracePeriod: .seconds(5))
            return result
        } catch {
            web.events.finish()
            await handle.shutdown(gracePeriod: .seconds(5))
            throw error
        }
    }

    /// A new browser (its own cookies) on this server.
    func browser(language: String? = "en") -> Browser { Browser(base: base, language: language) }

    /// A browser that joined the class as `name`.
    func student(_ name: String = "Aino", language: String? = "en") async throws -> Browser {
        let browser = self.browser(language: language)
        try await browser.join(code: web.credentials.classCode, name: name)
        return browser
    }

    /// A browser signed in as the teacher.
    func teacher(language: String? = "en") async throws -> Browser {
        let browser = self.browser(language: language)
        try await browser.signIn(Self.teacherToken)
        return browser
    }

    /// The demo terminology.
    func demoTerminology() throws -> Terminology {
        guard let first = try store.read({ try $0.terminologies() }).first(where: { $0.title == "Solubiologian perustermit" }) else { throw Browser.Failure(description: "no demo terminology") }
        return first
    }

    /// The demo's categories, in order.
    func demoCategories() throws -> [TerminologyKit.Category] {
        let id = try demoTerminology().id
        return try store.read { try $0.categories(of: id) }
    }
}
