/// A request as a handler sees it: head, target and body, shaped like Hummingbird's `Request`.
public struct Request: Sendable {
    /// The method, target and header fields.
    public var head: HTTPRequest
    /// The target split into path and query.
    public var uri: URI
    /// The body, already read.
    public var body: RequestBody

    /// Creates a request (the server makes them; tests and middleware may too).
    public init(head: HTTPRequest, body: RequestBody = RequestBody()) {
        self.head = head
        self.uri = URI(head.path ?? "/")
        self.body = body
    }

    /// The request method.
    public var method: HTTPRequest.Method { head.method }
    /// The header fields.
    public var headers: HTTPFields { head.headerFields }
}
