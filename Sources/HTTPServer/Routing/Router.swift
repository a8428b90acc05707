/// Routes requests by method and path pattern to handlers, as Hummingbird's `Router`.
///
/// ```swift
/// let router = Router()
/// router.get("/terms/:id") { request, context in
///     let id = try context.parameters.require("id", as: Int.self)
///     return "term \(id)"
/// }
/// ```
/// A path that matches no route is 404; one that matches with another method is 405 with `Allow`; a
/// method no route uses and HTTP does not define is 501. HEAD runs the GET route without sending the body,
/// and OPTIONS without a route of its own answers 204 with `Allow`. Middleware added with `add(middleware:)`
/// wraps every request, including those answered 404.
public final class Router<Context: RequestContext>: RouterMethods, HTTPResponderBuilder {
    private let trie = RouteTrie<Context>()
    private var middlewares: [any RouterMiddleware<Context>] = []

    /// A router whose handlers get a `Context` (a `BasicRequestContext` unless said otherwise).
    public init(context: Context.Type = BasicRequestContext.self) {}

    @discardableResult
    public func on<Output: ResponseGenerator>(
        _ path: RouterPath, method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        trie.add(path, method: method, handler: erase(handler))
        return self
    }

    /// A group of routes under `path`, with middleware of their own.
    public func group(_ path: RouterPath = "") -> RouterGroup<Context> {
        RouterGroup(path: path, middlewares: [], trie: trie)
    }

    /// Adds middleware around every request the router answers.
    @discardableResult
    public func add(middleware: some RouterMiddleware<Context>) -> Self {
        middlewares.append(middleware)
        return self
    }

    /// The immutable responder the server runs.
    public func buildResponder() -> RouterResponder<Context> {
        RouterResponder(trie: trie, middlewares: middlewares)
    }
}
