/// A running server: its address, and the way to stop it gracefully.
public final class ServerHandle: Sendable {
    private let runtime: ServerRuntime

    init(runtime: ServerRuntime) { self.runtime = runtime }

    /// The address the server listens on (with the real port when port 0 was asked for).
    public var address: SocketAddress { runtime.address }
    /// The port the server listens on.
    public var port: Int { runtime.address.port }
    /// How many connections are open now.
    public var connectionCount: Int { runtime.connectionCount }
    /// Whether the server has stopped.
    public var isStopped: Bool { runtime.isStopped }

    /// Stops accepting, lets in-flight requests finish for up to `gracePeriod` (the configuration's by
    /// default), ends Server-Sent Event streams cleanly, closes idle connections and stops the loops.
    /// Returns when the server has stopped; a second call waits for the first.
    public func shutdown(gracePeriod: Duration? = nil) async {
        await runtime.shutdown(gracePeriod: gracePeriod ?? runtime.configuration.shutdownGracePeriod)
    }

    /// Makes a shutdown in progress close what is left now instead of at the end of its grace period.
    public func hurryShutdown() { runtime.hurryShutdown() }

    /// Returns once the server has stopped.
    public func waitUntilStopped() async {
        await runtime.waitUntilStopped()
    }
}
