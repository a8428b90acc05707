/// The facts every context has, as Hummingbird's `CoreRequestContextStorage`.
public struct CoreRequestContextStorage: Sendable {
    /// The route's parameters.
    public var parameters: Parameters
    /// The server's logger.
    public var logger: Logger
    /// The client's address, when known.
    public var remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        parameters = Parameters()
        logger = source.logger
        remoteAddress = source.remoteAddress
    }
}
