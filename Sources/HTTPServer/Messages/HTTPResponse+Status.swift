extension HTTPResponse {
    /// A response status: a three-digit code and its reason phrase, compared by code.
    public struct Status: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// The three-digit code.
        public let code: Int
        /// The reason phrase sent after the code.
        public let reasonPhrase: String

        /// Creates a status; codes outside 100...999 are clamped there, and an unsafe reason phrase is dropped.
        public init(code: Int, reasonPhrase: String = "") {
            self.code = min(max(code, 100), 999)
            let safe = reasonPhrase.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || (0x21...0x7E).contains($0) || $0 >= 0x80 }
            self.reasonPhrase = safe ? reasonPhrase : ""
        }

        public init(integerLiteral code: Int) {
            self.init(code: code, reasonPhrase: Status.standardReasonPhrase(code))
        }

        /// Which class of statuses this one belongs to.
        public var kind: Kind { Kind(rawValue: code / 100) ?? .invalid }

        /// The classes of statuses (RFC 9110 §15).
        public enum Kind: Int, Sendable {
            case invalid = 0, informational = 1, successful, redirection, clientError, serverError
        }

        public static func == (lhs: Status, rhs: Status) -> Bool { lhs.code == rhs.code }
        public func hash(into hasher: inout Hasher) { hasher.combine(code) }
        public var description: String { reasonPhrase.isEmpty ? "\(code)" : "\(code) \(reasonPhrase)" }

        public static let `continue`: Status = 100
        public static let switchingProtocols: Status = 101
        public static let ok: Status = 200
        public static let created: Status = 201
        public static let accepted: Status = 202
        public static let noContent: Status = 204
        public static let partialContent: Status = 206
        public static let movedPermanently: Status = 301
        public static let found: Status = 302
        public static let seeOther: Status = 303
        public static let notModified: Status = 304
        public static let temporaryRedirect: Status = 307
        public static let permanentRedirect: Status = 308
        public static let badRequest: Status = 400
        public static let unauthorized: Status = 401
        public static let forbidden: Status = 403
        public static let notFound: Status = 404
        public static let methodNotAllowed: Status = 405
        public static let notAcceptable: Status = 406
        public static let requestTimeout: Status = 408
        public static let conflict: Status = 409
        public static let gone: Status = 410
        public static let lengthRequired: Status = 411
        public static let preconditionFailed: Status = 412
        public static let contentTooLarge: Status = 413
        public static let uriTooLong: Status = 414
        public static let unsupportedMediaType: Status = 415
        public static let rangeNotSatisfiable: Status = 416
        public static let expectationFailed: Status = 417
        public static let unprocessableContent: Status = 422
        public static let tooManyRequests: Status = 429
        public static let requestHeaderFieldsTooLarge: Status = 431
        public static let internalServerError: Status = 500
        public static let notImplemented: Status = 501
        public static let badGateway: Status = 502
        public static let serviceUnavailable: Status = 503
        public static let gatewayTimeout: Status = 504
        public static let httpVersionNotSupported: Status = 505

        static func standardReasonPhrase(_ code: Int) -> String {
            switch code {
            case 100: "Continue"
            case 101: "Switching Protocols"
            case 200: "OK"
            case 201: "Created"
            case 202: "Accepted"
            case 203: "Non-Authoritative Information"
            case 204: "No Content"
            case 205: "Reset Content"
            case 206: "Partial Content"
            case 300: "Multiple Choices"
            case 301: "Moved Permanently"
            case 302: "Found"
            case 303: "See Other"
            case 304: "Not Modified"
            case 307: "Temporary Redirect"
            case 308: "Permanent Redirect"
            case 400: "Bad Request"
            case 401: "Unauthorized"
            case 402: "Payment Required"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 406: "Not Acceptable"
            case 407: "Proxy Authentication Required"
            case 408: "Request Timeout"
            case 409: "Conflict"
            case 410: "Gone"
            case 411: "Length Required"
            case 412: "Precondition Failed"
            case 413: "Content Too Large"
            case 414: "URI Too Long"
            case 415: "Unsupported Media Type"
            case 416: "Range Not Satisfiable"
            case 417: "Expectation Failed"
            case 421: "Misdirected Request"
            case 422: "Unprocessable Content"
            case 425: "Too Early"
            case 426: "Upgrade Required"
            case 428: "Precondition Required"
            case 429: "Too Many Requests"
            case 431: "Request Header Fields Too Large"
            case 451: "Unavailable For Legal Reasons"
            case 500: "Internal Server Error"
            case 501: "Not Implemented"
            case 502: "Bad Gateway"
            case 503: "Service Unavailable"
            case 504: "Gateway Timeout"
            case 505: "HTTP Version Not Supported"
            default: ""
            }
        }
    }
}
