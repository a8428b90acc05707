import Foundation

/// How an `Application` listens, how much it accepts and how long it waits, as Hummingbird's
/// `ApplicationConfiguration`.
public struct ApplicationConfiguration: Sendable {
    /// Where to listen (default `127.0.0.1:8080`; port 0 picks a free one).
    public var address: BindAddress
    /// Sent as the `Server` field when set.
    public var serverName: String?
    /// The listen backlog.
    public var backlog: Int
    /// The most connections open at once. One beyond it is accepted, sent `503 Service Unavailable` with
    /// `Retry-After` and closed at once, so that a full server still answers instead of hanging clients.
    public var maxConnections: Int
    /// Request line, header and body size limits.
    public var limits: HTTPParserLimits
    /// How long a request's head may take from its first byte (then 408 Request Timeout, and close).
    public var headerReadTimeout: Duration
    /// The longest pause between bytes of a request body (then 408 Request Timeout, and close).
    public var bodyReadTimeout: Duration
    /// How long a kept-alive connection may wait for its next request; a new one for its first byte.
    public var idleTimeout: Duration
    /// The longest pause in a client's reading of a response (then the connection is dropped).
    public var writeTimeout: Duration
    /// How long a graceful shutdown waits for in-flight requests before closing what is left.
    public var shutdownGracePeriod: Duration
    /// How many event-loop threads serve connections (default: one per processor).
    public var eventLoopCount: Int
    /// Which readiness mechanism the loops use (tests run the Apple platforms' poll(2) on Linux too).
    var pollerKind: PollerKind = .automatic

    /// The defaults: request line 8 KiB, headers 64 KiB / 100 fields, body 10 MiB, header read 10 s, body
    /// pauses 30 s, idle keep-alive 60 s, write pauses 30 s, 4,096 connections, 10 s to shut down.
    public init(
        address: BindAddress = .hostname("127.0.0.1", port: 8080), serverName: String? = nil, backlog: Int = 1024,
        maxConnections: Int = 4096, limits: HTTPParserLimits = HTTPParserLimits(),
        headerReadTimeout: Duration = .seconds(10), bodyReadTimeout: Duration = .seconds(30),
        idleTimeout: Duration = .seconds(60), writeTimeout: Duration = .seconds(30),
        shutdownGracePeriod: Duration = .seconds(10),
        eventLoopCount: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.address = address
        self.serverName = serverName
        self.backlog = max(backlog, 1)
        self.maxConnections = max(maxConnections, 1)
        self.limits = limits
        self.headerReadTimeout = headerReadTimeout
        self.bodyReadTimeout = bodyReadTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.shutdownGracePeriod = shutdownGracePeriod
        self.eventLoopCount = min(max(eventLoopCount, 1), 64)
    }

    /// The shortest timeout, which sets how often the loops check deadlines.
    var shortestTimeout: Duration { min(headerReadTimeout, bodyReadTimeout, idleTimeout, writeTimeout) }
}

extension Duration {
    /// The duration in whole nanoseconds, clamped at zero and at about 292 years.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        guard seconds < Int64(UInt64.max / 1_000_000_000) - 1 else { return UInt64.max / 2 }
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
}
