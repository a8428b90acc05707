#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server running a router, as Hummingbird's `Application`.
///
/// ```swift
/// import HTTPServer
///
/// struct Term: ResponseEncodable { var id: Int; var text: String }
///
/// let hub = EventHub()
/// let router = Router()
/// router.get("/terms/:id") { request, context -> Term in
///     let id = try context.parameters.require("id", as: Int.self)
///     return Term(id: id, text: "sanasto")                         // application/json
/// }
/// router.post("/terms") { request, context -> HTTPResponse.Status in
///     let form = try URLEncodedForm(request: request)
///     hub.publish(ServerSentEvent(event: "term", data: form["text"] ?? ""))
///     return .created
/// }
/// router.get("/events") { request, context in
///     Response.eventStream(hub.subscribe(), heartbeat: .seconds(15))   // text/event-stream
/// }
///
/// let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()   // until SIGINT or SIGTERM, then a graceful shutdown
/// ```
///
/// In tests, `start()` returns a `ServerHandle` with the port and `shutdown()`; bind to port 0.
///
/// The server is strict HTTP/1.1 (RFC 9112) on non-blocking sockets driven by event loops (epoll on Linux,
/// poll on Apple platforms), one thread per loop: connections cost a few hundred bytes while idle, and a slow
/// client holds no thread. Handlers run as tasks off the loops, one request at a time per connection.
public struct Application<Responder: HTTPResponder>: Sendable {
    /// What answers requests.
    public let responder: Responder
    /// Where to listen, limits and timeouts.
    public var configuration: ApplicationConfiguration
    /// Where the server's messages go (standard error by default; `Logger.silent` for none).
    public var logger: Logger

    /// A server running `responder`.
    public init(
        responder: Responder, configuration: ApplicationConfiguration = ApplicationConfiguration(),
        logger: Logger = .standardError(label: "HTTPServer")
    ) {
        self.responder = responder
        self.configuration = configuration
        self.logger = logger
    }

    /// A server running the responder `router` builds.
    public init<Builder: HTTPResponderBuilder>(
        router: Builder, configuration: ApplicationConfiguration = ApplicationConfiguration(),
        logger: Logger = .standardError(label: "HTTPServer")
    ) where Builder.Responder == Responder {
        self.init(responder: router.buildResponder(), configuration: configuration, logger: logger)
    }

    /// Binds the address and starts serving; the handle tells the port and shuts the server down.
    public func start() throws -> ServerHandle {
        let responder = responder, logger = logger
        let runtime = ServerRuntime(configuration: configuration, logger: logger) { request, remoteAddress in
            await Self.respond(to: request, remoteAddress: remoteAddress, responder: responder, logger: logger)
        }
        try runtime.start()
        return ServerHandle(runtime: runtime)
    }

    /// Serves until SIGINT or SIGTERM, then shuts down gracefully (a second signal cuts the grace short).
    ///
    /// `onStart` gets the running server once it listens: its address (with the real port when port 0 was
    /// asked for) is what a command prints.
    public func runService(onStart: @Sendable (ServerHandle) -> Void = { _ in }) async throws {
        let handle = try start()
        onStart(handle)
        let watcher = SignalWatcher(signals: [SIGINT, SIGTERM]) { count in
            if count == 1 {
                Task { await handle.shutdown() }
            } else {
                handle.hurryShutdown()
            }
        }
        await handle.waitUntilStopped()
        watcher.stop()
    }

    /// Answers `request` without a socket, as the server would (errors become responses): for tests.
    public func respond(to request: Request, remoteAddress: SocketAddress? = nil) async -> Response {
        await Self.respond(to: request, remoteAddress: remoteAddress, responder: responder, logger: logger)
    }

    /// Runs the responder; a thrown `HTTPResponseError` becomes its response, anything else a bare 500
    /// (its details are logged by type only: an error's description may hold what the client must not see).
    static func respond(to request: Request, remoteAddress: SocketAddress?, responder: Responder, logger: Logger) async -> Response {
        let context = Responder.Context(source: ApplicationRequestContextSource(logger: logger, remoteAddress: remoteAddress))
        do {
            return try await responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            if let response = try? error.response(from: request, context: context) { return response }
            return Response.text("500 Internal Server Error\n", status: .internalServerError)
        } catch {
            logger.error("handler failed", metadata: [
                "error": String(describing: type(of: error)), "method": request.method.rawValue, "path": request.uri.path,
            ])
            return Response.text("500 Internal Server Error\n", status: .internalServerError)
        }
    }
}
