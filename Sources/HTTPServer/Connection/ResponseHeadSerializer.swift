/// Writes response heads: the status line, the handler's fields and the framing fields the server owns.
enum ResponseHeadSerializer {
    /// How a response body is delimited on the wire.
    enum Framing: Equatable {
        /// No body and no `Content-Length` (1xx, 204, 304).
        case none
        /// `Content-Length: n`.
        case length(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
        /// Neither: the body ends when the connection closes (a streamed body to an HTTP/1.0 client).
        case untilClose
    }

    /// What the `Connection` field says.
    enum ConnectionField {
        case none, keepAlive, close
    }

    /// Fields only the server may set; a handler's values of them are dropped.
    private static let serverOwned: Set<HTTPField.Name> = [.contentLength, .transferEncoding, .connection, .date, .keepAlive]

    private static let crlf: [UInt8] = [0x0D, 0x0A]

    /// The head's bytes, or the name of the first field that cannot be sent (a CR or LF in a value would
    /// let the handler's data become extra fields: response splitting).
    static func serialize(
        status: HTTPResponse.Status, fields: HTTPFields, framing: Framing, connection: ConnectionField,
        date: [UInt8], serverName: String?
    ) -> Result<[UInt8], InvalidField> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        bytes.append(contentsOf: "HTTP/1.1 \(status.code) ".utf8)
        bytes.append(contentsOf: (status.reasonPhrase.isEmpty ? HTTPResponse.Status.standardReasonPhrase(status.code) : status.reasonPhrase).utf8)
        bytes.append(contentsOf: crlf)
        for field in fields where !serverOwned.contains(field.name) {
            guard HTTPField.isValidValue(field.value) else { return .failure(InvalidField(name: field.name.rawName)) }
            bytes.append(contentsOf: field.name.rawName.utf8)
            bytes.append(0x3A)
            bytes.append(0x20)
            bytes.append(contentsOf: field.value.utf8)
            bytes.append(contentsOf: crlf)
        }
        if let serverName, !fields.contains(.server), HTTPField.isValidValue(serverName) {
            bytes.append(contentsOf: "Server: \(serverName)\r\n".utf8)
        }
        bytes.append(contentsOf: "Date: ".utf8)
        bytes.append(contentsOf: date)
        bytes.append(contentsOf: crlf)
        switch framing {
        case .none, .untilClose: break
        case .length(let length): bytes.append(contentsOf: "Content-Length: \(length)\r\n".utf8)
        case .chunked: bytes.append(contentsOf: "Transfer-Encoding: chunked\r\n".utf8)
        }
        switch connection {
        case .none: break
        case .keepAlive: bytes.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        case .close: bytes.append(contentsOf: "Connection: close\r\n".utf8)
        }
        bytes.append(contentsOf: crlf)
        return .success(bytes)
    }

    /// A field a handler set that cannot be sent.
    struct InvalidField: Error {
        var name: String
    }

    /// A complete `text/plain` response the server makes itself (parse errors, timeouts, overload).
    static func plainResponse(status: HTTPResponse.Status, message: String, date: [UInt8], serverName: String?, extra: HTTPFields = [:]) -> [UInt8] {
        let body = Array(message.utf8)
        var fields = extra
        fields[.contentType] = "text/plain; charset=utf-8"
        let head = serialize(
            status: status, fields: fields, framing: .length(body.count), connection: .close, date: date, serverName: serverName)
        guard case .success(var bytes) = head else { return [] }
        bytes.append(contentsOf: body)
        return bytes
    }

    /// The framing bytes around one chunk of a chunked body.
    static func chunkHeader(_ size: Int) -> [UInt8] { Array((String(size, radix: 16) + "\r\n").utf8) }

    /// The last chunk, with `trailers` when given.
    static func lastChunk(trailers: HTTPFields?) -> [UInt8] {
        var bytes = Array("0\r\n".utf8)
        for field in trailers ?? [:] where !serverOwned.contains(field.name) && HTTPField.isValidValue(field.value) {
            bytes.append(contentsOf: "\(field.name.rawName): \(field.value)\r\n".utf8)
        }
        bytes.append(contentsOf: crlf)
        return bytes
    }
}
