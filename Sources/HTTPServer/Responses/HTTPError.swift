/// An error a handler throws to answer with a status and a message, as Hummingbird's `HTTPError`.
///
/// ```swift
/// guard let term = store.term(id) else { throw HTTPError(.notFound, message: "No such term.") }
/// ```
/// The message is sent to the client as `text/plain`: put nothing in it the client must not see.
public struct HTTPError: HTTPResponseError, Sendable, Hashable, CustomStringConvertible {
    /// The status the error is answered with.
    public var status: HTTPResponse.Status
    /// Extra fields of the response (`Allow` for 405, `WWW-Authenticate` for 401, `Retry-After`).
    public var headers: HTTPFields
    /// The body text; the status's reason phrase when nil.
    public var body: String?

    /// An error answered with `status`, extra `headers` and `message` as the body.
    public init(_ status: HTTPResponse.Status, headers: HTTPFields = [:], message: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = message
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        let text = body ?? "\(status.code) \(status.reasonPhrase)"
        return Response(status: status, headers: headers, body: ResponseBody(string: text.hasSuffix("\n") ? text : text + "\n"))
    }

    public var description: String { "HTTPError(\(status.code)\(body.map { ": " + $0 } ?? ""))" }
}
