/// Code that runs around handlers: it may change the request or context, answer itself, or change the
/// response, as Hummingbird's `RouterMiddleware`.
///
/// ```swift
/// struct RequireSignIn<Context: RequestContext>: RouterMiddleware {
///     func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
///         guard request.cookies["session"] != nil else { throw HTTPError(.unauthorized) }
///         return try await next(request, context)
///     }
/// }
/// ```
public protocol RouterMiddleware<Context>: Sendable {
    associatedtype Context: RequestContext
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response
}

/// A handler as the router keeps it.
typealias RouteHandler<Context> = @Sendable (Request, Context) async throws -> Response

extension Array {
    /// `handler` wrapped in these middlewares, the first outermost.
    func wrapping<Context: RequestContext>(_ handler: @escaping RouteHandler<Context>) -> RouteHandler<Context>
    where Element == any RouterMiddleware<Context> {
        var result = handler
        for middleware in reversed() {
            let next = result
            result = { request, context in try await middleware.handle(request, context: context, next: next) }
        }
        return result
    }
}
