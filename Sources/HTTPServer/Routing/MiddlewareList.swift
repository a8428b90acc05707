/// The middleware a group collects (a class, so that `add(middleware:)` on a value group is kept).
final class MiddlewareList<Context: RequestContext>: @unchecked Sendable {
    var items: [any RouterMiddleware<Context>] = []
}
