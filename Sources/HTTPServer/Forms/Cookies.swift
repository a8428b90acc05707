/// The cookies a request sent in its `Cookie` fields, as Hummingbird's `Cookies`.
///
/// Pieces without `=` or with an empty name are skipped; a value in double quotes loses them. Values are
/// not percent-decoded (RFC 6265 leaves their encoding to the application).
public struct Cookies: Sendable, Hashable, Sequence {
    private let pairs: [(name: String, value: String)]

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
        self.pairs = pairs
    }

    /// The first cookie named `name`, as a `Cookie` (only name and value are known from a request).
    public subscript(name: String) -> Cookie? {
        pairs.first { $0.name == name }.map { Cookie(name: $0.name, value: $0.value) }
    }

    /// The value of the first cookie named `name`.
    public func value(_ name: String) -> String? { pairs.first { $0.name == name }?.value }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }

    public static func == (lhs: Cookies, rhs: Cookies) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }
}

extension Request {
    /// The cookies the request sent.
    public var cookies: Cookies { Cookies(from: self) }
}
