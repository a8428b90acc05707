/// A value a handler returns as a response in its context's encoding (JSON by default).
public protocol ResponseEncodable: Encodable, ResponseGenerator {}

extension ResponseEncodable {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try context.responseEncoder.encode(self, from: request, context: context)
    }
}
