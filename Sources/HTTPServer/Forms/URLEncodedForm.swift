/// An `application/x-www-form-urlencoded` body's fields, decoded strictly.
///
/// ```swift
/// let form = try URLEncodedForm(request: request)
/// let name = try form.require("name")
/// ```
/// A malformed escape or invalid UTF-8 is 400 Bad Request naming the field's position; more than
/// `maxFields` fields is 413.
public struct URLEncodedForm: Sendable, Hashable, Sequence {
    /// The fields, decoded, in order.
    public let fields: QueryParameters

    /// Parses `bytes`.
    public init(bytes: [UInt8], maxFields: Int = 1000) throws {
        var pairs: [(name: String, value: String)] = []
        var index = 0
        for piece in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            index += 1
            guard pairs.count < maxFields else {
                throw HTTPError(.contentTooLarge, message: "The form has more than \(maxFields) fields.")
            }
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let rawName = String(decoding: piece[piece.startIndex..<(equals ?? piece.endIndex)], as: UTF8.self)
            let rawValue = equals.map { String(decoding: piece[($0 + 1)...], as: UTF8.self) } ?? ""
            guard let name = PercentEncoding.decode(rawName, plusAsSpace: true),
                let value = PercentEncoding.decode(rawValue, plusAsSpace: true)
            else { throw HTTPError(.badRequest, message: "Form field \(index) is not valid percent-encoded UTF-8.") }
            pairs.append((name, value))
        }
        fields = QueryParameters(pairs: pairs)
    }

    /// Parses a request's body; 415 Unsupported Media Type when it is not declared a urlencoded form.
    public init(request: Request, maxFields: Int = 1000) throws {
        let type = request.headers[.contentType].map { HTTPSyntax.trimmed(Substring($0.split(separator: ";").first ?? "")) } ?? ""
        guard HTTPSyntax.equalsIgnoringCase(type, "application/x-www-form-urlencoded") else {
            throw HTTPError(.unsupportedMediaType, message: "Expected an application/x-www-form-urlencoded body.")
        }
        try self.init(bytes: request.body.bytes, maxFields: maxFields)
    }

    /// The first value of `name`.
    public subscript(name: String) -> String? { fields[name] }

    /// Every value of `name`, in order.
    public func getAll(_ name: String) -> [String] { fields.getAll(name) }

    /// The first value of `name`; 400 Bad Request when absent.
    public func require(_ name: String) throws -> String {
        guard let value = fields[name] else { throw HTTPError(.badRequest, message: "Missing form field '\(name)'.") }
        return value
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }
}
