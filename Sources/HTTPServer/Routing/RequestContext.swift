import Foundation

/// What a handler knows about a request beyond the request itself, as Hummingbird's `RequestContext`.
///
/// An app adds its own facts (the signed-in user, the page's language) by declaring a struct that conforms:
///
/// ```swift
/// struct AppContext: RequestContext {
///     var coreContext: CoreRequestContextStorage
///     var userID: String?
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
/// }
/// let router = Router(context: AppContext.self)
/// ```
public protocol RequestContext: Sendable {
    /// Creates the context of a new request.
    init(source: ApplicationRequestContextSource)
    /// The facts every context has: route parameters, logger, client address.
    var coreContext: CoreRequestContextStorage { get set }
    /// Decodes request bodies for `Request.decode(as:context:)` (JSON by default).
    var requestDecoder: any RequestDecoder { get }
    /// Encodes `ResponseEncodable` values (JSON by default).
    var responseEncoder: any ResponseEncoder { get }
}

extension RequestContext {
    /// JSON, with Foundation's `JSONDecoder`.
    public var requestDecoder: any RequestDecoder { JSONDecoder() }
    /// JSON, with Foundation's `JSONEncoder`.
    public var responseEncoder: any ResponseEncoder { JSONEncoder() }

    /// The route's parameters (`:id` captures, `**` catch-all).
    public var parameters: Parameters {
        get { coreContext.parameters }
        set { coreContext.parameters = newValue }
    }

    /// The server's logger.
    public var logger: Logger { coreContext.logger }

    /// The client's address, when known.
    public var remoteAddress: SocketAddress? { coreContext.remoteAddress }
}

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

/// The context of a router that needs nothing beyond the core facts.
public struct BasicRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}
