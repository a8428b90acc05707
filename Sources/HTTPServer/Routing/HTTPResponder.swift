/// What answers requests: a router's responder, or anything else, as Hummingbird's `HTTPResponder`.
public protocol HTTPResponder<Context>: Sendable {
    associatedtype Context: RequestContext
    func respond(to request: Request, context: Context) async throws -> Response
}
