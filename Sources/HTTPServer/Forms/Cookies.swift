/// The cookies a request sent in its `Cookie` fields, as Hummingbird's `Cookies`.
///
/// Pieces without `=` or with an empty name are skipped; a value in double quotes loses them. Values are
/// not percent-decoded (RFC 6265 leaves their encoding to the application).
public struct Cookies: Sendable, Hashable, Sequence {
    private let pairs: QueryParameters

    /// The cookies of `request`.
    public init(from request: Request) { self.init(fields: request.headers) }

    /// The cookies in `fields`' `Cookie` lines.
    public init(fields: HTTPFields) {
        var pairs: [(name: String, value: String)] = []
        for line in fields[values: .cookie] {
            for piece in line.split(separator: ";") {
                guard let equals = piece.firstIndex(of: "=") else { continue }
                let name = HTTPSyntax.trimmed(piece[..<equals])
                var value = HTTPSyntax.trimmed(piece[piece.index(after: equals)...])
                guard !name.isEmpty else { continue }
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
                pairs.append((String(name), String(value)))
            }
        }
        self.pairs = QueryParameters(pairs: pairs)
    }

    /// The first cookie named `name`, as a `Cookie` (only name and value are known from a request).
    public subscript(name: String) -> Cookie? {
        pairs[name].map { Cookie(name: name, value: $0) }
    }

    /// The value of the first cookie named `name`.
    public func value(_ name: String) -> String? { pairs[name] }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }
}

extension Request {
    /// The cookies the request sent.
    public var cookies: Cookies { Cookies(from: self) }
}
