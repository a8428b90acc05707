/// The decoded `name=value` pairs of a query or `application/x-www-form-urlencoded` body, in order.
///
/// `parameters["q"]` is the first value of `q`; `parameters.getAll("tag")` every one. Malformed escapes are
/// kept as written and invalid UTF-8 becomes U+FFFD: a query is read leniently, a form body strictly (see
/// `URLEncodedForm`).
public struct QueryParameters: Sendable, Hashable, Sequence {
    /// The pairs, decoded, in order.
    public private(set) var pairs: [(name: String, value: String)]

    /// Parses `query` (without its `?`).
    public init(query: some StringProtocol) {
        pairs = []
        for piece in query.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = piece.firstIndex(of: "=")
            let name = equals.map { piece[..<$0] } ?? piece[...]
            let value = equals.map { piece[piece.index(after: $0)...] } ?? ""
            pairs.append((PercentEncoding.decodeLossy(name, plusAsSpace: true), PercentEncoding.decodeLossy(value, plusAsSpace: true)))
        }
    }

    /// Pairs already decoded.
    public init(pairs: [(name: String, value: String)]) { self.pairs = pairs }

    /// The first value named `name`.
    public subscript(name: String) -> String? { pairs.first { $0.name == name }?.value }

    /// Every value named `name`, in order.
    public func getAll(_ name: String) -> [String] { pairs.filter { $0.name == name }.map(\.value) }

    /// The first value named `name` converted to `T`, or nil when absent or not convertible.
    public func get<T: LosslessStringConvertible>(_ name: String, as type: T.Type) -> T? { self[name].flatMap(T.init) }

    /// Whether there are no pairs.
    public var isEmpty: Bool { pairs.isEmpty }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }

    public static func == (lhs: QueryParameters, rhs: QueryParameters) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }
}
