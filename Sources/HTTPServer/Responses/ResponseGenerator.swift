/// A value a handler returns, made into a response, as Hummingbird's `ResponseGenerator`.
///
/// `Response`, `String` (text/plain), `HTTPResponse.Status` (an empty body), `[UInt8]`
/// (application/octet-stream), `Optional` (nil is 204 No Content) and any `ResponseEncodable` (JSON) are
/// generators.
public protocol ResponseGenerator: Sendable {
    /// The response for `request`.
    func response(from request: Request, context: some RequestContext) throws -> Response
}

extension Response: ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response { self }
}

extension String: ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response.text(self)
    }
}

extension Substring: ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response.text(String(self))
    }
}

extension HTTPResponse.Status: ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: self)
    }
}

extension Array: ResponseGenerator where Element == UInt8 {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: .ok, headers: [.contentType: "application/octet-stream"], body: ResponseBody(bytes: self))
    }
}

extension Optional: ResponseGenerator where Wrapped: ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        switch self {
        case .some(let value): try value.response(from: request, context: context)
        case .none: Response(status: .noContent)
        }
    }
}
