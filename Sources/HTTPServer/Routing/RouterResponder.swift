/// A built router: finds the route, sets the parameters, runs the middleware and the handler.
public struct RouterResponder<Context: RequestContext>: HTTPResponder {
    private let trie: RouteTrie<Context>
    private let allMethods: Set<HTTPRequest.Method>
    private let handler: RouteHandler<Context>

    init(trie: RouteTrie<Context>, middlewares: [any RouterMiddleware<Context>]) {
        self.trie = trie
        let allMethods = trie.allMethods
        self.allMethods = allMethods
        handler = middlewares.wrapping { request, context in
            try await RouterResponder.dispatch(request, context: context, trie: trie, allMethods: allMethods)
        }
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        try await handler(request, context)
    }

    private static func dispatch(
        _ request: Request, context: Context, trie: RouteTrie<Context>, allMethods: Set<HTTPRequest.Method>
    ) async throws -> Response {
        let method = request.method
        if !HTTPRequest.Method.known.contains(method), !allMethods.contains(method) {
            throw HTTPError(.notImplemented, message: "The method \(method.rawValue.prefix(32)) is not implemented.")
        }
        if request.head.path == "*" {
            guard method == .options else { throw HTTPError(.badRequest) }
            return Response(status: .noContent, headers: [.allow: allowValue(allMethods)])
        }
        let segments = request.uri.path.split(separator: "/", omittingEmptySubsequences: true)
            .map { PercentEncoding.decodeLossy($0) }
        let (best, any) = trie.match(segments) { node in
            node.handlers[method] != nil || (method == .head && node.handlers[.get] != nil) || method == .options
        }
        guard let best else {
            if let any {
                throw HTTPError(.methodNotAllowed, headers: [.allow: allowValue(Set(any.node.handlers.keys))])
            }
            throw HTTPError(.notFound)
        }
        guard let handler = best.node.handlers[method] ?? (method == .head ? best.node.handlers[.get] : nil) else {
            return Response(status: .noContent, headers: [.allow: allowValue(Set(best.node.handlers.keys))])
        }
        var context = context
        context.coreContext.parameters = Parameters(best.parameters, catchAll: best.catchAll)
        return try await handler(request, context)
    }

    /// The `Allow` value for routes answering `methods` (HEAD with GET, OPTIONS always).
    private static func allowValue(_ methods: Set<HTTPRequest.Method>) -> String {
        var all = methods
        if all.contains(.get) { all.insert(.head) }
        all.insert(.options)
        let order: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options, .trace]
        let known = order.filter(all.contains)
        let others = all.subtracting(order).map(\.rawValue).sorted()
        return (known.map(\.rawValue) + others).joined(separator: ", ")
    }
}
