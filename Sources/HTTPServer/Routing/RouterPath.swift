/// A route's path pattern: constant segments, `:name` (or `{name}`) captures, `*` for any one segment and
/// `**` for the rest of the path, as Hummingbird's `RouterPath`.
///
/// `"/terms/:id"`, `"/assets/**"`, `"/files/*/meta"`. Empty segments and the leading and trailing slashes
/// do not matter: `"terms/"` is `"/terms"`.
public struct RouterPath: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Element: Sendable, Hashable {
        case path(String)
        case capture(String)
        case wildcard
        case recursiveWildcard
    }

    /// The pattern's segments.
    public let components: [Element]

    /// Parses `pattern`. A `**` that is not last matches nothing after it, so it is kept last.
    public init(_ pattern: String) {
        var components: [Element] = []
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "**" {
                components.append(.recursiveWildcard)
                break
            } else if segment == "*" {
                components.append(.wildcard)
            } else if segment.hasPrefix(":"), segment.count > 1 {
                components.append(.capture(String(segment.dropFirst())))
            } else if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 {
                components.append(.capture(String(segment.dropFirst().dropLast())))
            } else {
                components.append(.path(PercentEncoding.decodeLossy(segment)))
            }
        }
        self.components = components
    }

    public init(stringLiteral value: String) { self.init(value) }

    init(components: [Element]) { self.components = components }

    /// This pattern followed by `other`.
    func appending(_ other: RouterPath) -> RouterPath {
        if components.last == .recursiveWildcard { return self }
        return RouterPath(components: components + other.components)
    }

    public var description: String {
        "/" + components.map { element in
            switch element {
            case .path(let text): text
            case .capture(let name): ":" + name
            case .wildcard: "*"
            case .recursiveWildcard: "**"
            }
        }.joined(separator: "/")
    }
}
