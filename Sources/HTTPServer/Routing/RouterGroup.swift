/// Routes under a common path prefix with middleware of their own, as Hummingbird's `RouterGroup`.
///
/// ```swift
/// let api = router.group("/api").add(middleware: RequireSignIn())
/// api.post("/terms") { request, context in ... }
/// ```
/// A group's middleware wraps the routes added to it after the middleware.
public struct RouterGroup<Context: RequestContext>: RouterMethods {
    let path: RouterPath
    let middlewares: [any RouterMiddleware<Context>]
    let trie: RouteTrie<Context>
    private let added = MiddlewareList<Context>()

    init(path: RouterPath, middlewares: [any RouterMiddleware<Context>], trie: RouteTrie<Context>) {
        self.path = path
        self.middlewares = middlewares
        self.trie = trie
    }

    @discardableResult
    public func on<Output: ResponseGenerator>(
        _ path: RouterPath, method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        let chain = middlewares + added.items
        trie.add(self.path.appending(path), method: method, handler: chain.wrapping(erase(handler)))
        return self
    }

    public func group(_ path: RouterPath = "") -> RouterGroup<Context> {
        RouterGroup(path: self.path.appending(path), middlewares: middlewares + added.items, trie: trie)
    }

    @discardableResult
    public func add(middleware: some RouterMiddleware<Context>) -> Self {
        added.items.append(middleware)
        return self
    }
}
