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
    /// JSON, with Foundation's `JSONEncoder`, keys sorted: the same value gives the same bytes on every run (on
    /// Linux an encoder's key order otherwise follows the dictionary's hashing, which is seeded per process).
    public var responseEncoder: any ResponseEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

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
