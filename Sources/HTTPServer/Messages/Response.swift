/// A response: status, header fields and body, shaped like Hummingbird's `Response`.
///
/// The server owns framing: it sets `Content-Length` (or `Transfer-Encoding: chunked` for a streamed body of
/// unknown length), `Date` and `Connection`, and ignores a handler's own values of them.
public struct Response: Sendable {
    /// The status and header fields.
    public var head: HTTPResponse
    /// The body.
    public var body: ResponseBody

    /// Creates a response.
    public init(status: HTTPResponse.Status, headers: HTTPFields = [:], body: ResponseBody = ResponseBody()) {
        head = HTTPResponse(status: status, headerFields: headers)
        self.body = body
    }

    /// The status.
    public var status: HTTPResponse.Status {
        get { head.status }
        set { head.status = newValue }
    }

    /// The header fields.
    public var headers: HTTPFields {
        get { head.headerFields }
        set { head.headerFields = newValue }
    }
}

extension Response {
    /// The kinds of redirect (RFC 9110 §15.4).
    public enum RedirectType: Sendable {
        /// 303 See Other: the client fetches `location` with GET (after a form post).
        case normal
        /// 308 Permanent Redirect: the method and body are kept.
        case permanent
        /// 307 Temporary Redirect: the method and body are kept.
        case temporary

        var status: HTTPResponse.Status {
            switch self {
            case .normal: .seeOther
            case .permanent: .permanentRedirect
            case .temporary: .temporaryRedirect
            }
        }
    }

    /// A redirect to `location`, as Hummingbird's `Response.redirect(to:type:)`.
    public static func redirect(to location: String, type: RedirectType = .normal) -> Response {
        Response(status: type.status, headers: [.location: location])
    }

    /// A `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(string: text))
    }

    /// A `text/html; charset=utf-8` response (the caller escapes what it interpolates).
    public static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(string: html))
    }
}
