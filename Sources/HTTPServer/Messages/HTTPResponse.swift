/// The head of a response: status and header fields, shaped like swift-http-types' `HTTPResponse`.
public struct HTTPResponse: Sendable, Hashable {
    /// The status.
    public var status: Status
    /// The header fields.
    public var headerFields: HTTPFields

    /// Creates a response head.
    public init(status: Status, headerFields: HTTPFields = [:]) {
        self.status = status
        self.headerFields = headerFields
    }
}
