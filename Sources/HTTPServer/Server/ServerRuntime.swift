#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The running server: its event loops, the listening socket, the connection count and shutdown.
///
/// `Application` builds it; everything generic (routers, contexts) stays outside, behind `respond`.
final class ServerRuntime: @unchecked Sendable {
    typealias Respond = @Sendable (Request, SocketAddress?) async -> Response

    let configuration: ApplicationConfiguration
    let logger: Logger
    private let responder: Respond
    private(set) var loops: [EventLoop] = []
    private var listener: ListenerHandler?
    /// The address the listening socket got (the port is known even when port 0 was asked for).
    private(set) var address = SocketAddress(host: "", port: 0)

    private let state = Locked((connections: 0, shuttingDown: false, stopped: false, hurry: false))
    private let stoppedSignal = DispatchGroup()

    let headerTimeout: UInt64
    let bodyTimeout: UInt64
    let idleTimeout: UInt64
    let writeTimeout: UInt64
    let lingerTimeout: UInt64

    init(configuration: ApplicationConfiguration, logger: Logger, responder: @escaping Respond) {
        self.configuration = configuration
        self.logger = logger
        self.responder = responder
        headerTimeout = configuration.headerReadTimeout.nanoseconds
        bodyTimeout = configuration.bodyReadTimeout.nanoseconds
        idleTimeout = configuration.idleTimeout.nanoseconds
        writeTimeout = configuration.writeTimeout.nanoseconds
        lingerTimeout = min(2_000_000_000, max(headerTimeout, 100_000_000))
    }

    /// Binds, starts the loops and begins accepting.
    func start() throws {
        guard case .hostname(let host, let port) = configuration.address else { return }
        let (fd, address) = try Socket.listen(host: host, port: port, backlog: Int32(clamping: configuration.backlog))
        self.address = address
        // Deadlines are checked a few times per shortest timeout, at most every 250 ms, at least every 5 ms.
        let tick = min(max(configuration.shortestTimeout.nanoseconds / 8, 5_000_000), 250_000_000)
        do {
            for index in 0..<configuration.eventLoopCount {
                loops.append(try EventLoop(index: index, pollerKind: configuration.pollerKind, tickInterval: tick, readBufferSize: 64 * 1024))
            }
            let listener = ListenerHandler(fd: fd, runtime: self, loops: loops)
            self.listener = listener
            try loops[0].register(fd, listener, interest: .read)
        } catch {
            for loop in loops { loop.discard() }
            loops = []
            self.listener = nil
            Socket.close(fd)
            throw error
        }
        stoppedSignal.enter()
        for loop in loops { loop.start() }
        warnAboutDescriptorLimit()
        logger.info("listening on http://\(address)", metadata: ["loops": "\(loops.count)"])
    }

    /// Runs a request through the application.
    func respond(_ request: Request, _ remoteAddress: SocketAddress?) async -> Response {
        await responder(request, remoteAddress)
    }

    var isShuttingDown: Bool { state.withLock { $0.shuttingDown } }
    var connectionCount: Int { state.withLock { $0.connections } }

    /// Counts a new connection; false when the server is full or shutting down.
    func admitConnection() -> Bool {
        state.withLock { state in
            guard !state.shuttingDown, state.connections < configuration.maxConnections else { return false }
            state.connections += 1
            return true
        }
    }

    func connectionClosed() {
        state.withLock { $0.connections -= 1 }
    }

    /// Stops accepting, lets in-flight requests finish for up to `gracePeriod`, closes the rest and stops
    /// the loops. Returns when everything is closed; calling it again waits for the first call.
    func shutdown(gracePeriod: Duration) async {
        let first = state.withLock { state -> Bool in
            defer { state.shuttingDown = true }
            return !state.shuttingDown
        }
        guard first else { return await waitUntilStopped() }
        logger.info("shutting down", metadata: ["connections": "\(connectionCount)"])
        for loop in loops { loop.execute { loop.forEachHandler { $0.beginShutdown() } } }
        let deadline = ContinuousClock.now + gracePeriod
        while connectionCount > 0, ContinuousClock.now < deadline, !state.withLock({ $0.hurry }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        let remaining = connectionCount
        if remaining > 0 { logger.warning("closing connections still open after the grace period", metadata: ["connections": "\(remaining)"]) }
        for loop in loops {
            loop.execute { loop.forEachHandler { $0.forceClose() } }
            loop.stop()
        }
        let loops = loops
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // A queue of its own: the global queues may be busy with an app's blocking work.
            DispatchQueue(label: "HTTPServer.shutdown").async {
                for loop in loops { loop.waitUntilStopped() }
                continuation.resume()
            }
        }
        state.withLock { $0.stopped = true }
        stoppedSignal.leave()
        logger.info("stopped")
    }

    /// Cuts a shutdown's grace period short.
    func hurryShutdown() { state.withLock { $0.hurry = true } }

    /// Returns once the server has stopped.
    func waitUntilStopped() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            stoppedSignal.notify(queue: .global()) { continuation.resume() }
        }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }

    private func warnAboutDescriptorLimit() {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return }
        let needed = UInt64(configuration.maxConnections) + 64
        if UInt64(limit.rlim_cur) < needed {
            logger.warning(
                "the open-file limit (\(limit.rlim_cur)) is below maxConnections; connections beyond it are refused",
                metadata: ["maxConnections": "\(configuration.maxConnections)"])
        }
    }
}
