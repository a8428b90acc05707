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
            // Cut through the UTF-8 view (every request carries cookies; splitting by characters was a twentieth of a
            // page's cost): `;`, `=` and `"` are ASCII, so every piece starts and ends on a scalar boundary.
            let utf8 = line.utf8
            var start = utf8.startIndex
            while true {
                let end = utf8[start...].firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
                let piece = utf8[start..<end]
                if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                    let name = HTTPSyntax.trimmed(Substring(piece[..<equals]))
                    var value = HTTPSyntax.trimmed(Substring(piece[piece.index(after: equals)...]))
                    if !name.isEmpty {
                        if value.utf8.count >= 2, value.utf8.first == UInt8(ascii: "\""), value.utf8.last == UInt8(ascii: "\"") {
                            value = Substring(value.utf8.dropFirst().dropLast())
                        }
                        pairs.append((String(name), String(value)))
                    }
                }
                guard end != utf8.endIndex else { break }
                start = utf8.index(after: end)
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
