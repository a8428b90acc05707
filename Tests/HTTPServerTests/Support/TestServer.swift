import Foundation
@testable import HTTPServer
import _SanastoTestSupport

/// A server on an ephemeral loopback port for one test, shut down when the test's body ends.
enum TestServer {
    /// Generous timeouts (a loaded two-core machine may stall a test for seconds); the timeout tests set
    /// short ones of their own and only check what happens after them.
    static func configuration(
        pollerKind: PollerKind = .automatic, _ change: (inout ApplicationConfiguration) -> Void = { _ in }
    ) -> ApplicationConfiguration {
        var configuration = ApplicationConfiguration(
            address: .hostname("127.0.0.1", port: 0), headerReadTimeout: .seconds(60), bodyReadTimeout: .seconds(60),
            idleTimeout: .seconds(60), writeTimeout: .seconds(60), shutdownGracePeriod: .seconds(10), eventLoopCount: 2)
        configuration.pollerKind = pollerKind
        change(&configuration)
        return configuration
    }

    /// Runs `body` against `router` served with `configuration`.
    static func with<Context: RequestContext, Result>(
        _ router: Router<Context>, configuration: ApplicationConfiguration = TestServer.configuration(),
        logger: Logger = .silent, _ body: (ServerHandle) async throws -> Result
    ) async throws -> Result {
        let app = Application(router: router, configuration: configuration, logger: logger)
        let handle = try app.start()
        do {
            let result = try await body(handle)
            await handle.shutdown(gracePeriod: .seconds(5))
            return result
        } catch {
            await handle.shutdown(gracePeriod: .seconds(5))
            throw error
        }
    }

    /// A router with the routes most tests use.
    static func standardRouter() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/hello") { _, _ in "Hello, world!" }
        router.get("/hello/:name") { _, context in "Hello, \(try context.parameters.require("name"))!" }
        router.post("/echo") { request, _ in
            Response(status: .ok, headers: [.contentType: "application/octet-stream"], body: ResponseBody(bytes: request.body.bytes))
        }
        router.put("/echo") { request, _ in
            Response(status: .ok, headers: [.contentType: "application/octet-stream"], body: ResponseBody(bytes: request.body.bytes))
        }
        router.get("/stream") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain"], body: ResponseBody { writer in
                for index in 0..<5 { try await writer.write("part \(index)\n") }
            })
        }
        router.get("/big") { _, _ in
            Response(status: .ok, body: ResponseBody(bytes: [UInt8](repeating: UInt8(ascii: "x"), count: 3 * 1024 * 1024)))
        }
        return router
    }
}

/// curl through the shared `ToolRunner`, or nil where it is not installed (Debian's `curl` package; the tests
/// that need it skip without it).
enum Curl {
    static let runner = ToolRunner.installed("curl")

    struct Output {
        var exitCode: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs curl with `arguments` (silent, failing on nothing, with a generous overall timeout), off the
    /// cooperative pool.
    static func run(_ arguments: [String], input: Data? = nil) async throws -> Output {
        guard let runner else { throw RawClient.Failure(description: "curl is not installed") }
        let result = try await offload {
            try runner.run(["--silent", "--show-error", "--max-time", "120"] + arguments, input: input ?? Data())
        }
        return Output(exitCode: result.exitCode, stdout: result.standardOutput, stderr: result.standardError)
    }
}

/// Polls `condition` until it holds or `seconds` pass (generous: the machine may be loaded).
func eventually(within seconds: Double = 90, _ condition: () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}
