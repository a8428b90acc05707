/// A parsed request line and header section, with the framing and connection facts derived from them.
public struct HTTPRequestHead: Sendable, Hashable {
    /// How the request's body is delimited (RFC 9112 §6.3).
    public enum BodyFraming: Sendable, Hashable {
        /// No body.
        case none
        /// `Content-Length` bytes.
        case length(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
    }

    /// The method, target and fields; `path` is in origin form even when the request used absolute form.
    public var request: HTTPRequest
    /// The request target exactly as sent.
    public var target: String
    /// The version from the request line.
    public var version: HTTPVersion
    /// How the body is delimited.
    public var bodyFraming: BodyFraming
    /// Whether the client wants the connection kept open after the response (RFC 9112 §9.3).
    public var keepAlive: Bool
    /// Whether the client sent `Expect: 100-continue` and waits for a 100 before sending the body.
    public var expectsContinue: Bool
}
