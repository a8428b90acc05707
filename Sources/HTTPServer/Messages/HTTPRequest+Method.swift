extension HTTPRequest {
    /// A request method: a token, compared with case (RFC 9110 §9.1).
    public struct Method: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The method as sent (`GET`).
        public let rawValue: String

        /// Creates a method, or nil when `method` is not a token.
        public init?(_ method: String) {
            guard !method.isEmpty, method.utf8.allSatisfy(HTTPSyntax.isTokenByte) else { return nil }
            rawValue = method
        }

        public init?(rawValue: String) { self.init(rawValue) }

        init(unchecked method: String) { rawValue = method }

        public var description: String { rawValue }

        public static let get = Method(unchecked: "GET")
        public static let head = Method(unchecked: "HEAD")
        public static let post = Method(unchecked: "POST")
        public static let put = Method(unchecked: "PUT")
        public static let delete = Method(unchecked: "DELETE")
        public static let connect = Method(unchecked: "CONNECT")
        public static let options = Method(unchecked: "OPTIONS")
        public static let trace = Method(unchecked: "TRACE")
        public static let patch = Method(unchecked: "PATCH")

        /// The methods of RFC 9110 and PATCH: any other is answered 501 Not Implemented.
        static let known: Set<Method> = [.get, .head, .post, .put, .delete, .connect, .options, .trace, .patch]
    }
}
