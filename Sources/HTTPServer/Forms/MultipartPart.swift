/// One part of a `multipart/form-data` body: a form field or an uploaded file.
public struct MultipartPart: Sendable, Hashable {
    /// The form field's name (`Content-Disposition: form-data; name="…"`).
    public var name: String
    /// The uploaded file's name, when the part is a file (`filename*` preferred over `filename`); only its
    /// last path component is kept, since browsers on some systems send a full path.
    public var filename: String?
    /// The part's `Content-Type` (`text/plain` by default for fields, per RFC 7578).
    public var contentType: String?
    /// All of the part's header fields.
    public var headers: HTTPFields
    /// The part's bytes.
    public var body: [UInt8]

    /// A part named `name` holding `body`.
    public init(name: String, filename: String? = nil, contentType: String? = nil, headers: HTTPFields = [:], body: [UInt8]) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    /// The body as UTF-8 text, or nil when it is not UTF-8.
    public var text: String? { HTTPSyntax.validUTF8(body) }
}
