/// A middleware made of a closure.
public struct MiddlewareClosure<Context: RequestContext>: RouterMiddleware {
    let body: @Sendable (Request, Context, (Request, Context) async throws -> Response) async throws -> Response

    public init(_ body: @escaping @Sendable (Request, Context, (Request, Context) async throws -> Response) async throws -> Response) {
        self.body = body
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await body(request, context, next)
    }
}
