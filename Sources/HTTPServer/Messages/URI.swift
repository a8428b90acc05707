/// A request target split into path and query, shaped like Hummingbird's `URI`.
public struct URI: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The target as sent.
    public let string: String
    /// The path, still percent-encoded (`/terms/caf%C3%A9`); routes match it segment by segment.
    public let path: String
    /// The query after `?`, still encoded, or nil when there is none.
    public let query: String?

    /// Splits `string` at its first `?` (a fragment, which a request never carries, is dropped).
    public init(_ string: String) {
        self.string = string
        let withoutFragment = string.firstIndex(of: "#").map { string[..<$0] } ?? Substring(string)
        if let mark = withoutFragment.firstIndex(of: "?") {
            path = String(withoutFragment[..<mark])
            query = String(withoutFragment[withoutFragment.index(after: mark)...])
        } else {
            path = String(withoutFragment)
            query = nil
        }
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The query's `name=value` pairs, decoded (`+` is a space), in order.
    public var queryParameters: QueryParameters { QueryParameters(query: query ?? "") }

    public var description: String { string }
}
