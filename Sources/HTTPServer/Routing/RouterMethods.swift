/// Route registration shared by `Router` and `RouterGroup`, as Hummingbird's `RouterMethods`.
public protocol RouterMethods<Context> {
    associatedtype Context: RequestContext

    /// Adds a route answering `method` at `path`.
    @discardableResult
    func on<Output: ResponseGenerator>(
        _ path: RouterPath, method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self

    /// A group of routes under `path` sharing middleware.
    func group(_ path: RouterPath) -> RouterGroup<Context>

    /// Adds middleware to the routes added after it.
    @discardableResult
    func add(middleware: some RouterMiddleware<Context>) -> Self
}

extension RouterMethods {
    /// Adds a GET route (which also answers HEAD, without the body).
    @discardableResult
    public func get<Output: ResponseGenerator>(_ path: RouterPath = "", use handler: @escaping @Sendable (Request, Context) async throws -> Output) -> Self {
        on(path, method: .get, use: handler)
    }

    @discardableResult
    public func post<Output: ResponseGenerator>(_ path: RouterPath = "", use handler: @escaping @Sendable (Request, Context) async throws -> Output) -> Self {
        on(path, method: .post, use: handler)
    }

    @discardableResult
    public func put<Output: ResponseGenerator>(_ path: RouterPath = "", use handler: @escaping @Sendable (Request, Context) async throws -> Output) -> Self {
        on(path, method: .put, use: handler)
    }

    @discardableResult
    public func patch<Output: ResponseGenerator>(_ path: RouterPath = "", use handler: @escaping @Sendable (Request, Context) async throws -> Output) -> Self {
        on(path, method: .patch, use: handler)
    }

    @discardableResult
    public func delete<Output: ResponseGenerator>(_ path: RouterPath = "", use handler: @escaping @Sendable (Request, Context) async throws -> Output) -> Self {
        on(path, method: .delete, use: handler)
    }

    @discardableResult
    public func head<Output: ResponseGenerator>(_ path: RouterPath = "", use handler: @escaping @Sendable (Request, Context) async throws -> Output) -> Self {
        on(path, method: .head, use: handler)
    }

    /// Adds a closure as middleware to the routes added after it.
    @discardableResult
    public func addMiddleware(
        _ body: @escaping @Sendable (Request, Context, (Request, Context) async throws -> Response) async throws -> Response
    ) -> Self {
        add(middleware: MiddlewareClosure(body))
    }
}

/// A handler returning any generator, as the router stores it.
func erase<Context: RequestContext, Output: ResponseGenerator>(
    _ handler: @escaping @Sendable (Request, Context) async throws -> Output
) -> RouteHandler<Context> {
    { request, context in try await handler(request, context).response(from: request, context: context) }
}
