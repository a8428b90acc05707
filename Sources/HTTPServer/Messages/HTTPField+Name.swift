extension HTTPField {
    /// A header field name: a token, kept as written and compared in lower case.
    public struct Name: Sendable, Hashable, CustomStringConvertible {
        /// The name as it was written or received.
        public let rawName: String
        /// The name in lower case, used for comparisons.
        public let canonicalName: String

        /// Creates a name, or nil when `name` is not a token (RFC 9110 §5.1).
        public init?(_ name: String) {
            guard !name.isEmpty, name.utf8.allSatisfy(HTTPSyntax.isTokenByte) else { return nil }
            self.init(unchecked: name)
        }

        /// A name already known to be a token.
        init(unchecked name: String) {
            rawName = name
            canonicalName = HTTPSyntax.lowercased(name)
        }

        /// A name already known to be a token, with its lower-case form computed by the caller.
        init(unchecked name: String, canonical: String) {
            rawName = name
            canonicalName = canonical
        }

        public static func == (lhs: Name, rhs: Name) -> Bool { lhs.canonicalName == rhs.canonicalName }
        public func hash(into hasher: inout Hasher) { hasher.combine(canonicalName) }
        public var description: String { rawName }
    }
}

// The names the server and common apps use, spelled as RFC 9110 and the registries spell them.
extension HTTPField.Name {
    public static let accept = HTTPField.Name(unchecked: "Accept")
    public static let acceptEncoding = HTTPField.Name(unchecked: "Accept-Encoding")
    public static let acceptLanguage = HTTPField.Name(unchecked: "Accept-Language")
    public static let acceptRanges = HTTPField.Name(unchecked: "Accept-Ranges")
    public static let allow = HTTPField.Name(unchecked: "Allow")
    public static let authorization = HTTPField.Name(unchecked: "Authorization")
    public static let cacheControl = HTTPField.Name(unchecked: "Cache-Control")
    public static let connection = HTTPField.Name(unchecked: "Connection")
    public static let contentDisposition = HTTPField.Name(unchecked: "Content-Disposition")
    public static let contentEncoding = HTTPField.Name(unchecked: "Content-Encoding")
    public static let contentLanguage = HTTPField.Name(unchecked: "Content-Language")
    public static let contentLength = HTTPField.Name(unchecked: "Content-Length")
    public static let contentSecurityPolicy = HTTPField.Name(unchecked: "Content-Security-Policy")
    public static let contentType = HTTPField.Name(unchecked: "Content-Type")
    public static let cookie = HTTPField.Name(unchecked: "Cookie")
    public static let date = HTTPField.Name(unchecked: "Date")
    public static let eTag = HTTPField.Name(unchecked: "ETag")
    public static let expect = HTTPField.Name(unchecked: "Expect")
    public static let host = HTTPField.Name(unchecked: "Host")
    public static let ifModifiedSince = HTTPField.Name(unchecked: "If-Modified-Since")
    public static let ifNoneMatch = HTTPField.Name(unchecked: "If-None-Match")
    public static let keepAlive = HTTPField.Name(unchecked: "Keep-Alive")
    public static let lastModified = HTTPField.Name(unchecked: "Last-Modified")
    public static let location = HTTPField.Name(unchecked: "Location")
    public static let origin = HTTPField.Name(unchecked: "Origin")
    public static let proxyAuthorization = HTTPField.Name(unchecked: "Proxy-Authorization")
    public static let referer = HTTPField.Name(unchecked: "Referer")
    public static let retryAfter = HTTPField.Name(unchecked: "Retry-After")
    public static let server = HTTPField.Name(unchecked: "Server")
    public static let setCookie = HTTPField.Name(unchecked: "Set-Cookie")
    public static let te = HTTPField.Name(unchecked: "TE")
    public static let trailer = HTTPField.Name(unchecked: "Trailer")
    public static let transferEncoding = HTTPField.Name(unchecked: "Transfer-Encoding")
    public static let upgrade = HTTPField.Name(unchecked: "Upgrade")
    public static let userAgent = HTTPField.Name(unchecked: "User-Agent")
    public static let vary = HTTPField.Name(unchecked: "Vary")
    public static let wwwAuthenticate = HTTPField.Name(unchecked: "WWW-Authenticate")
    public static let xContentTypeOptions = HTTPField.Name(unchecked: "X-Content-Type-Options")
}
