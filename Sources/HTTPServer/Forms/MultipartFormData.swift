/// A `multipart/form-data` body (RFC 7578): form fields and file uploads, parsed with limits.
///
/// ```swift
/// let form = try MultipartFormData(request: request)
/// guard let upload = form.part(named: "file"), let name = upload.filename else { throw HTTPError(.badRequest) }
/// ```
/// Malformed bodies (no boundary, a missing delimiter, a part without `Content-Disposition: form-data` and
/// a name, truncated data) are 400 with the byte offset; more parts or larger part headers than the limits
/// allow are 413.
public struct MultipartFormData: Sendable, Hashable {
    /// How much the parser accepts.
    public struct Limits: Sendable, Hashable {
        /// The most parts.
        public var maxParts: Int
        /// The most bytes of one part's header section.
        public var maxPartHeaderBytes: Int
        /// The largest part body.
        public var maxPartSize: Int

        /// The defaults: 100 parts, 8 KiB of headers each, 10 MiB a part.
        public init(maxParts: Int = 100, maxPartHeaderBytes: Int = 8 * 1024, maxPartSize: Int = 10 * 1024 * 1024) {
            self.maxParts = maxParts
            self.maxPartHeaderBytes = maxPartHeaderBytes
            self.maxPartSize = maxPartSize
        }
    }

    /// The parts, in order.
    public let parts: [MultipartPart]

    /// Parses a request's body; 415 when it is not `multipart/form-data` with a boundary.
    public init(request: Request, limits: Limits = Limits()) throws {
        guard let contentType = request.headers[.contentType], let boundary = Self.boundary(fromContentType: contentType) else {
            throw HTTPError(.unsupportedMediaType, message: "Expected a multipart/form-data body with a boundary.")
        }
        try self.init(body: request.body.bytes, boundary: boundary, limits: limits)
    }

    /// Parses `body` delimited by `boundary`.
    public init(body: [UInt8], boundary: String, limits: Limits = Limits()) throws {
        let boundaryBytes = Array(boundary.utf8)
        guard (1...70).contains(boundaryBytes.count) else { throw HTTPError(.badRequest, message: "Invalid multipart boundary.") }
        func bad(_ reason: String, _ offset: Int) -> HTTPError {
            HTTPError(.badRequest, message: "Malformed multipart body at byte \(offset): \(reason).")
        }
        let delimiter = Array("--".utf8) + boundaryBytes
        let innerDelimiter = Array("\r\n--".utf8) + boundaryBytes
        // The first delimiter may start the body or follow a preamble that ends with CRLF.
        var position: Int
        if body.starts(with: delimiter) {
            position = delimiter.count
        } else if let found = Self.find(innerDelimiter, in: body, from: 0) {
            position = found + innerDelimiter.count
        } else {
            throw bad("no boundary delimiter", 0)
        }
        var parts: [MultipartPart] = []
        while true {
            if body.count - position >= 2, body[position] == UInt8(ascii: "-"), body[position + 1] == UInt8(ascii: "-") { break }
            // Transport padding, then CRLF.
            while position < body.count, HTTPSyntax.isWhitespace(body[position]) { position += 1 }
            guard body.count - position >= 2, body[position] == 0x0D, body[position + 1] == 0x0A else {
                throw bad("a delimiter is not followed by CRLF", position)
            }
            position += 2
            guard parts.count < limits.maxParts else {
                throw HTTPError(.contentTooLarge, message: "The form has more than \(limits.maxParts) parts.")
            }
            let headerEnd = Self.find(Array("\r\n\r\n".utf8), in: body, from: position, limit: position + limits.maxPartHeaderBytes + 4)
            let headers: HTTPFields
            let bodyStart: Int
            if body.count - position >= 2, body[position] == 0x0D, body[position + 1] == 0x0A {
                headers = [:]  // no header lines at all
                bodyStart = position + 2
            } else {
                guard let headerEnd else {
                    if body.count - position > limits.maxPartHeaderBytes {
                        throw HTTPError(.contentTooLarge, message: "A part's headers are larger than \(limits.maxPartHeaderBytes) bytes.")
                    }
                    throw bad("a part's headers do not end", position)
                }
                headers = try Self.parseHeaders(body[position..<headerEnd], offset: position)
                bodyStart = headerEnd + 4
            }
            guard let end = Self.find(innerDelimiter, in: body, from: bodyStart) else { throw bad("the body ends inside a part", bodyStart) }
            guard end - bodyStart <= limits.maxPartSize else {
                throw HTTPError(.contentTooLarge, message: "A part is larger than \(limits.maxPartSize) bytes.")
            }
            parts.append(try Self.makePart(headers: headers, body: Array(body[bodyStart..<end]), offset: position))
            position = end + innerDelimiter.count
        }
        self.parts = parts
    }

    /// The first part named `name`.
    public func part(named name: String) -> MultipartPart? { parts.first { $0.name == name } }

    /// The text of the first field named `name`.
    public subscript(name: String) -> String? { part(named: name)?.text }

    /// The `boundary` parameter of a `multipart/form-data` content type, or nil.
    public static func boundary(fromContentType contentType: String) -> String? {
        let pieces = contentType.split(separator: ";")
        guard let type = pieces.first, HTTPSyntax.equalsIgnoringCase(HTTPSyntax.trimmed(type), "multipart/form-data") else { return nil }
        let parameters = ParameterList.parse(pieces.dropFirst().joined(separator: ";"))
        guard let boundary = parameters.first(where: { HTTPSyntax.equalsIgnoringCase($0.name, "boundary") })?.value,
            (1...70).contains(boundary.utf8.count)
        else { return nil }
        return boundary
    }

    private static func parseHeaders(_ bytes: ArraySlice<UInt8>, offset: Int) throws -> HTTPFields {
        var fields = HTTPFields()
        var lineOffset = offset
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            defer { lineOffset += line.count + 1 }
            let content = line.last == 0x0D ? line.dropLast() : line
            guard let colon = content.firstIndex(of: UInt8(ascii: ":")),
                let name = HTTPField.Name(String(decoding: content[content.startIndex..<colon], as: UTF8.self))
            else { throw HTTPError(.badRequest, message: "Malformed multipart body at byte \(lineOffset): invalid part header line.") }
            let value = HTTPSyntax.trimmed(Substring(String(decoding: content[(colon + 1)...], as: UTF8.self)))
            fields.append(name, String(value))
        }
        return fields
    }

    private static func makePart(headers: HTTPFields, body: [UInt8], offset: Int) throws -> MultipartPart {
        guard let disposition = headers[.contentDisposition] else {
            throw HTTPError(.badRequest, message: "Malformed multipart body at byte \(offset): a part has no Content-Disposition.")
        }
        let pieces = disposition.split(separator: ";", maxSplits: 1)
        guard let kind = pieces.first, HTTPSyntax.equalsIgnoringCase(HTTPSyntax.trimmed(kind), "form-data") else {
            throw HTTPError(.badRequest, message: "Malformed multipart body at byte \(offset): a part is not form-data.")
        }
        let parameters = ParameterList.parse(pieces.count > 1 ? String(pieces[1]) : "")
        func parameter(_ name: String) -> String? {
            parameters.first { HTTPSyntax.equalsIgnoringCase($0.name, name) }?.value
        }
        guard let name = parameter("name") else {
            throw HTTPError(.badRequest, message: "Malformed multipart body at byte \(offset): a part has no name.")
        }
        var filename = parameter("filename*").flatMap(ParameterList.decodeExtended) ?? parameter("filename")
        if let full = filename {
            let last = full.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
            filename = last
        }
        return MultipartPart(name: name, filename: filename, contentType: headers[.contentType], headers: headers, body: body)
    }

    /// The first offset of `needle` in `haystack` at or after `start` (and starting before `limit`).
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int, limit: Int = .max) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        let last = min(haystack.count - needle.count, limit)
        guard start <= last else { return nil }
        return haystack.withUnsafeBufferPointer { buffer -> Int? in
            var index = start
            while index <= last {
                if buffer[index] == first {
                    var matched = 1
                    while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
