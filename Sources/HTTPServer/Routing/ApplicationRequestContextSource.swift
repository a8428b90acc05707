/// What the server hands a new context.
public struct ApplicationRequestContextSource: Sendable {
    /// The server's logger.
    public var logger: Logger
    /// The client's address, when known.
    public var remoteAddress: SocketAddress?

    /// The source of a request from `remoteAddress`.
    public init(logger: Logger, remoteAddress: SocketAddress?) {
        self.logger = logger
        self.remoteAddress = remoteAddress
    }
}
