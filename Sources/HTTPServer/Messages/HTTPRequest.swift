/// The head of a request: method, target and header fields, shaped like swift-http-types' `HTTPRequest`.
public struct HTTPRequest: Sendable, Hashable {
    /// The request method.
    public var method: Method
    /// The scheme, when the request was sent in absolute form (`http`, `https`); nil otherwise.
    public var scheme: String?
    /// The host and port the request was sent to: the absolute form's authority or the `Host` field.
    public var authority: String?
    /// The request target as sent: path and query in origin form, `*` for `OPTIONS *`.
    public var path: String?
    /// The header fields.
    public var headerFields: HTTPFields

    /// Creates a request head.
    public init(method: Method, scheme: String? = nil, authority: String? = nil, path: String?, headerFields: HTTPFields = [:]) {
        self.method = method
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.headerFields = headerFields
    }
}
