/// An incremental HTTP/1.1 request parser (RFC 9112): feed it bytes, take requests or an error with its status.
///
/// The parser is a pure value: it does no I/O and keeps no clock, so the same bytes always give the same
/// events whatever way they are split, which is what a fuzzer needs. It is strict where leniency lets two
/// parsers disagree about where a request ends (request smuggling): a bare CR or LF, obs-fold, whitespace
/// before a colon, both `Content-Length` and `Transfer-Encoding`, differing `Content-Length`s and a missing or
/// repeated `Host` are 400 Bad Request.
///
/// ```swift
/// var parser = HTTPRequestParser()
/// parser.append(Array("GET /a HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
/// while let event = try parser.next() { print(event) }   // .head(...), .end
/// ```
public struct HTTPRequestParser: Sendable {
    private enum State: Sendable {
        case requestLine
        case headerLines
        case headComplete
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailerLines
        case messageEnd
        case failed(HTTPParserError)
    }

    /// The limits this parser enforces.
    public let limits: HTTPParserLimits

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`.
    private var readIndex = 0
    /// How far the current line has been scanned for its end (so trickled bytes are not rescanned).
    private var scanIndex = 0
    /// Bytes dropped from the front of `buffer` so far, for error offsets in the whole stream.
    private var discarded = 0
    private var state = State.requestLine
    private var emptyLinesBeforeRequest = 0
    /// How many bytes of the current request line have been checked as method bytes, and whether its first
    /// space was found (used to refuse a non-HTTP stream early, without waiting for a line end).
    private var methodBytesChecked = 0
    private var methodEnded = false

    private var method = HTTPRequest.Method.get
    private var target = ""
    private var version = HTTPVersion.http1_1
    private var fields: [HTTPField] = []
    private var sectionBytes = 0
    private var bodyReceived = 0
    private var pendingHead: HTTPRequestHead?

    /// Creates a parser enforcing `limits`.
    public init(limits: HTTPParserLimits = HTTPParserLimits()) {
        self.limits = limits
    }

    /// Adds bytes received from the client.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes received from the client.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// How many received bytes have not been turned into events yet.
    public var bufferedByteCount: Int { buffer.count - readIndex }

    /// Whether the parser is between requests with nothing of the next one received.
    public var isIdle: Bool {
        if case .requestLine = state { return readIndex == buffer.count && emptyLinesBeforeRequest == 0 }
        return false
    }

    /// Whether the head of the current request is still being read (bytes of it have arrived, not all).
    public var isReadingHead: Bool {
        switch state {
        case .requestLine: readIndex < buffer.count || emptyLinesBeforeRequest > 0
        case .headerLines: true
        default: false
        }
    }

    /// Whether a head was returned and the body (or its end) has not been fully returned yet.
    public var isReadingBody: Bool {
        switch state {
        case .headComplete, .fixedBody, .chunkSize, .chunkData, .chunkDataEnd, .trailerLines, .messageEnd: true
        default: false
        }
    }

    /// Whether the current request's body has bytes waiting that `next()` has not returned.
    public var hasBufferedBodyBytes: Bool { isReadingBody && readIndex < buffer.count }

    /// Returns the next event the buffered bytes give, nil when more bytes are needed, or throws the error
    /// the connection must answer with. After an error every call throws it again.
    public mutating func next() throws(HTTPParserError) -> HTTPParserEvent? {
        if case .failed(let error) = state { throw error }
        do {
            return try advance()
        } catch {
            state = .failed(error)
            throw error
        }
    }

    private mutating func advance() throws(HTTPParserError) -> HTTPParserEvent? {
        while true {
            switch state {
            case .failed(let error):
                throw error
            case .requestLine:
                guard try readRequestLine() else { return nil }
            case .headerLines:
                guard let line = try nextLine(limit: limits.maxHeaderBytes - sectionBytes, tooLong: Self.headerTooLarge(limits.maxHeaderBytes))
                else { return nil }
                if line.isEmpty {
                    let head = try finishHead()
                    pendingHead = head
                    state = .headComplete
                } else {
                    sectionBytes += line.count + 2
                    try readFieldLine(line, trailer: false)
                }
            case .headComplete:
                guard let head = pendingHead else { return nil }
                pendingHead = nil
                bodyReceived = 0
                switch head.bodyFraming {
                case .none: state = .messageEnd
                case .length(let length): state = length == 0 ? .messageEnd : .fixedBody(remaining: length)
                case .chunked: state = .chunkSize
                }
                return .head(head)
            case .fixedBody(let remaining):
                guard let (piece, left) = takeBody(remaining) else { return nil }
                state = left == 0 ? .messageEnd : .fixedBody(remaining: left)
                return .body(piece)
            case .chunkSize:
                guard let line = try nextLine(limit: 4096, tooLong: { offset in
                    HTTPParserError(status: .badRequest, reason: "chunk size line too long", offset: offset)
                }) else { return nil }
                let size = try chunkSize(line)
                if size == 0 {
                    fields = []
                    sectionBytes = 0
                    state = .trailerLines
                } else {
                    bodyReceived += size
                    state = .chunkData(remaining: size)
                }
            case .chunkData(let remaining):
                guard let (piece, left) = takeBody(remaining) else { return nil }
                state = left == 0 ? .chunkDataEnd : .chunkData(remaining: left)
                return .body(piece)
            case .chunkDataEnd:
                guard buffer.count - readIndex >= 2 else {
                    if readIndex < buffer.count, buffer[readIndex] != UInt8(ascii: "\r") {
                        throw HTTPParserError(status: .badRequest, reason: "chunk data not followed by CRLF", offset: position(readIndex))
                    }
                    return nil
                }
                guard buffer[readIndex] == UInt8(ascii: "\r"), buffer[readIndex + 1] == UInt8(ascii: "\n") else {
                    throw HTTPParserError(status: .badRequest, reason: "chunk data not followed by CRLF", offset: position(readIndex))
                }
                readIndex += 2
                scanIndex = readIndex
                state = .chunkSize
            case .trailerLines:
                guard let line = try nextLine(limit: limits.maxHeaderBytes - sectionBytes, tooLong: Self.headerTooLarge(limits.maxHeaderBytes))
                else { return nil }
                if line.isEmpty {
                    state = .messageEnd
                } else {
                    sectionBytes += line.count + 2
                    try readFieldLine(line, trailer: true)
                }
            case .messageEnd:
                resetMessage()
                return .end
            }
        }
    }

    /// Tells the parser the client closed its side; throws when that cut a request short.
    public mutating func finish() throws(HTTPParserError) {
        if case .failed(let error) = state { throw error }
        if isIdle || isBetweenMessagesAfterEmptyLines { return }
        if case .messageEnd = state { return }
        if case .headComplete = state { return }
        let error = HTTPParserError(
            status: .badRequest, reason: "the connection was closed before the request was complete",
            offset: position(buffer.count))
        state = .failed(error)
        throw error
    }

    private var isBetweenMessagesAfterEmptyLines: Bool {
        if case .requestLine = state { return readIndex == buffer.count }
        return false
    }

    /// Up to `remaining` buffered body bytes and how many remain after them; nil when none are buffered.
    private mutating func takeBody(_ remaining: Int) -> (piece: [UInt8], left: Int)? {
        let count = min(buffer.count - readIndex, remaining)
        guard count > 0 else { return nil }
        let piece = Array(buffer[readIndex..<(readIndex + count)])
        readIndex += count
        return (piece, remaining - count)
    }

    // MARK: - Lines

    /// The next complete line (without its CRLF), or nil when its end has not arrived.
    private mutating func nextLine(limit: Int, tooLong: (Int) -> HTTPParserError) throws(HTTPParserError) -> ArraySlice<UInt8>? {
        let lineStart = readIndex
        let end = buffer.count
        var index = max(scanIndex, lineStart)
        while index < end {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") {
                guard index > lineStart, buffer[index - 1] == UInt8(ascii: "\r") else {
                    throw HTTPParserError(status: .badRequest, reason: "bare LF (line ends must be CRLF)", offset: position(index))
                }
                let lineEnd = index - 1
                if lineEnd - lineStart > limit { throw (tooLong(position(lineStart + max(limit, 0)))) }
                readIndex = index + 1
                scanIndex = readIndex
                return buffer[lineStart..<lineEnd]
            }
            if byte == UInt8(ascii: "\r"), index + 1 < end, buffer[index + 1] != UInt8(ascii: "\n") {
                throw HTTPParserError(status: .badRequest, reason: "bare CR (line ends must be CRLF)", offset: position(index))
            }
            index += 1
        }
        // A CR at the very end may be the first half of a CRLF; it does not count against the limit yet.
        let endsInCR = end > lineStart && buffer[end - 1] == UInt8(ascii: "\r")
        let pending = end - lineStart - (endsInCR ? 1 : 0)
        if pending > limit { throw (tooLong(position(lineStart + max(limit, 0)))) }
        // That CR is scanned again when the next byte arrives, so that a CR not followed by LF is a bare CR
        // however the bytes were split.
        scanIndex = endsInCR ? end - 1 : end
        return nil
    }

    private static func headerTooLarge(_ limit: Int) -> (Int) -> HTTPParserError {
        { offset in
            HTTPParserError(status: .requestHeaderFieldsTooLarge, reason: "header section larger than \(limit) bytes", offset: offset)
        }
    }

    // MARK: - Request line

    /// Reads the request line; false when more bytes are needed.
    private mutating func readRequestLine() throws(HTTPParserError) -> Bool {
        // RFC 9112 §2.2: a server SHOULD ignore at least one empty line before a request line.
        while buffer.count - readIndex >= 2, buffer[readIndex] == UInt8(ascii: "\r"), buffer[readIndex + 1] == UInt8(ascii: "\n") {
            emptyLinesBeforeRequest += 1
            if emptyLinesBeforeRequest > 8 {
                throw HTTPParserError(status: .badRequest, reason: "too many empty lines before the request line", offset: position(readIndex))
            }
            readIndex += 2
            scanIndex = readIndex
        }
        try checkMethodPrefix()
        let maxLength = limits.maxRequestLineLength
        guard let line = try nextLine(limit: maxLength, tooLong: { offset in
            HTTPParserError(status: .uriTooLong, reason: "request line longer than \(maxLength) bytes", offset: offset)
        }) else { return false }
        let lineOffset = position(readIndex - line.count - 2)
        try parseRequestLine(line, offset: lineOffset)
        fields = []
        sectionBytes = 0
        state = .headerLines
        return true
    }

    /// Refuses a stream that cannot be HTTP as soon as its first bytes arrive (a TLS handshake, binary noise).
    private mutating func checkMethodPrefix() throws(HTTPParserError) {
        guard !methodEnded else { return }
        let start = readIndex
        while methodBytesChecked < buffer.count - start {
            let index = start + methodBytesChecked
            let byte = buffer[index]
            if byte == UInt8(ascii: " ") {
                methodEnded = true
                return
            }
            guard HTTPSyntax.isTokenByte(byte) else {
                if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { return }  // the line parser says why
                throw HTTPParserError(status: .badRequest, reason: "invalid character in method", offset: position(index))
            }
            methodBytesChecked += 1
            if methodBytesChecked > 32 {
                throw HTTPParserError(status: .notImplemented, reason: "method longer than any implemented", offset: position(index))
            }
        }
    }

    private mutating func parseRequestLine(_ line: ArraySlice<UInt8>, offset: Int) throws(HTTPParserError) {
        func bad(_ reason: String, at index: Int) -> HTTPParserError {
            HTTPParserError(status: .badRequest, reason: reason, offset: offset + (index - line.startIndex))
        }
        guard let firstSpace = line.firstIndex(of: UInt8(ascii: " ")) else {
            throw bad("request line without spaces (expected 'METHOD target HTTP/1.1')", at: line.endIndex)
        }
        guard firstSpace > line.startIndex else { throw bad("empty method", at: firstSpace) }
        let methodBytes = line[line.startIndex..<firstSpace]
        if let invalid = methodBytes.firstIndex(where: { !HTTPSyntax.isTokenByte($0) }) {
            throw bad("invalid character in method", at: invalid)
        }
        let targetStart = firstSpace + 1
        guard let secondSpace = line[targetStart...].firstIndex(of: UInt8(ascii: " ")) else {
            throw bad("request line without a version (expected 'METHOD target HTTP/1.1')", at: line.endIndex)
        }
        guard secondSpace > targetStart else { throw bad("empty request target (or two spaces after the method)", at: targetStart) }
        let versionBytes = line[(secondSpace + 1)...]
        version = try parseVersion(versionBytes, offset: offset + (secondSpace + 1 - line.startIndex))
        method = HTTPRequest.Method(unchecked: String(decoding: methodBytes, as: UTF8.self))
        if method == .connect {
            throw HTTPParserError(status: .notImplemented, reason: "CONNECT is not implemented", offset: offset)
        }
        let targetBytes = line[targetStart..<secondSpace]
        for index in targetBytes.indices {
            let byte = targetBytes[index]
            guard HTTPSyntax.targetTable[Int(byte)] else {
                throw bad(byte == UInt8(ascii: "#") ? "fragment in request target" : "invalid character in request target", at: index)
            }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < targetBytes.endIndex, HTTPSyntax.hexValue(targetBytes[index + 1]) != nil,
                    HTTPSyntax.hexValue(targetBytes[index + 2]) != nil
                else { throw bad("invalid percent-encoding in request target", at: index) }
            }
        }
        target = String(decoding: targetBytes, as: UTF8.self)
    }

    private func parseVersion(_ bytes: ArraySlice<UInt8>, offset: Int) throws(HTTPParserError) -> HTTPVersion {
        let prefix = Array("HTTP/".utf8)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard bytes.count == 8, bytes.starts(with: prefix) else {
            throw HTTPParserError(status: .badRequest, reason: "invalid HTTP version (expected HTTP/1.1)", offset: offset)
        }
        let start = bytes.startIndex
        let major = bytes[start + 5], dot = bytes[start + 6], minor = bytes[start + 7]
        guard digits.contains(major), dot == UInt8(ascii: "."), digits.contains(minor) else {
            throw HTTPParserError(status: .badRequest, reason: "invalid HTTP version (expected HTTP/1.1)", offset: offset)
        }
        let version = HTTPVersion(major: Int(major - UInt8(ascii: "0")), minor: Int(minor - UInt8(ascii: "0")))
        guard version.major == 1 else {
            throw HTTPParserError(status: .httpVersionNotSupported, reason: "\(version) is not supported; use HTTP/1.1", offset: offset)
        }
        return version
    }

    // MARK: - Fields

    private mutating func readFieldLine(_ line: ArraySlice<UInt8>, trailer: Bool) throws(HTTPParserError) {
        let offset = position(readIndex - line.count - 2)
        let section = trailer ? "trailer" : "header"
        guard let first = line.first, !HTTPSyntax.isWhitespace(first) else {
            throw HTTPParserError(status: .badRequest, reason: "obsolete line folding (a \(section) line starts with whitespace)", offset: offset)
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw HTTPParserError(status: .badRequest, reason: "\(section) line without a colon", offset: offset)
        }
        let nameBytes = line[line.startIndex..<colon]
        guard !nameBytes.isEmpty else {
            throw HTTPParserError(status: .badRequest, reason: "empty \(section) field name", offset: offset)
        }
        if let invalid = nameBytes.firstIndex(where: { !HTTPSyntax.isTokenByte($0) }) {
            let reason = HTTPSyntax.isWhitespace(nameBytes[invalid])
                ? "whitespace between a \(section) field name and its colon" : "invalid character in \(section) field name"
            throw HTTPParserError(status: .badRequest, reason: reason, offset: offset + (invalid - line.startIndex))
        }
        var valueStart = colon + 1
        var valueEnd = line.endIndex
        while valueStart < valueEnd, HTTPSyntax.isWhitespace(line[valueStart]) { valueStart += 1 }
        while valueEnd > valueStart, HTTPSyntax.isWhitespace(line[valueEnd - 1]) { valueEnd -= 1 }
        for index in valueStart..<valueEnd where !HTTPSyntax.isFieldValueByte(line[index]) {
            let reason = line[index] == 0 ? "NUL in \(section) field value" : "control character in \(section) field value"
            throw HTTPParserError(status: .badRequest, reason: reason, offset: offset + (index - line.startIndex))
        }
        guard fields.count < limits.maxHeaderCount else {
            throw HTTPParserError(status: .requestHeaderFieldsTooLarge, reason: "more than \(limits.maxHeaderCount) \(section) fields", offset: offset)
        }
        // Trailer fields are checked and counted but not kept: nothing reads them, and merging them into the
        // header section is what RFC 9110 §6.5.1 warns against.
        guard !trailer else {
            fields.append(HTTPField(name: .trailer, value: ""))
            return
        }
        let canonical = String(decoding: nameBytes.lazy.map(HTTPSyntax.lowercased), as: UTF8.self)
        let name = HTTPField.Name(unchecked: String(decoding: nameBytes, as: UTF8.self), canonical: canonical)
        fields.append(HTTPField(name: name, value: String(decoding: line[valueStart..<valueEnd], as: UTF8.self)))
    }

    /// Checks the header section as a whole and derives framing and connection facts (RFC 9112 §3.2, §6, §9).
    private mutating func finishHead() throws(HTTPParserError) -> HTTPRequestHead {
        let offset = position(readIndex)
        func bad(_ reason: String, _ status: HTTPResponse.Status = .badRequest) -> HTTPParserError {
            HTTPParserError(status: status, reason: reason, offset: offset)
        }
        let headerFields = HTTPFields(fields)
        var request = HTTPRequest(method: method, path: target, headerFields: headerFields)

        let hosts = headerFields[values: .host]
        if hosts.count > 1 { throw bad("more than one Host field") }
        if version >= .http1_1, hosts.isEmpty { throw bad("HTTP/1.1 request without a Host field") }
        if let host = hosts.first {
            guard host.utf8.allSatisfy({ HTTPSyntax.authorityTable[Int($0)] }) else { throw bad("invalid Host field") }
            request.authority = host
        }

        if target == "*" {
            guard method == .options else { throw bad("'*' is a request target only for OPTIONS") }
        } else if target.utf8.first != UInt8(ascii: "/") {
            try absoluteForm(&request, offset: offset)
        }

        // Framing: Transfer-Encoding wins over nothing; together with Content-Length it is refused outright,
        // because an intermediary that prefers the other one would see a different request boundary.
        let lengths = headerFields[values: .contentLength]
        let codings = headerFields.listElements(.transferEncoding)
        var framing = HTTPRequestHead.BodyFraming.none
        if headerFields.contains(.transferEncoding) {
            guard lengths.isEmpty else { throw bad("both Content-Length and Transfer-Encoding") }
            guard version >= .http1_1 else { throw bad("Transfer-Encoding in an HTTP/1.0 request") }
            guard let last = codings.last, HTTPSyntax.equalsIgnoringCase(last, "chunked") else {
                throw bad("Transfer-Encoding does not end with chunked")
            }
            guard codings.count == 1 else {
                if codings.dropLast().contains(where: { HTTPSyntax.equalsIgnoringCase($0, "chunked") }) {
                    throw bad("chunked applied more than once")
                }
                throw bad("transfer coding '\(codings[0].prefix(32))' is not implemented", .notImplemented)
            }
            guard limits.allowsChunkedBodies else { throw bad("chunked request bodies are not accepted; send Content-Length", .lengthRequired) }
            framing = .chunked
        } else if !lengths.isEmpty {
            var length: Int?
            for line in lengths {
                for element in line.split(separator: ",", omittingEmptySubsequences: false) {
                    let text = HTTPSyntax.trimmed(element)
                    guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                        let value = Int(text)
                    else { throw bad("invalid Content-Length") }
                    if let length, length != value { throw bad("differing Content-Length values") }
                    length = value
                }
            }
            let value = length ?? 0
            guard value <= limits.maxBodySize else {
                throw bad("body of \(value) bytes is larger than the limit of \(limits.maxBodySize)", .contentTooLarge)
            }
            framing = .length(value)
        }

        let connection = headerFields.listElements(.connection)
        let close = connection.contains { HTTPSyntax.equalsIgnoringCase($0, "close") }
        let keepAlive = version >= .http1_1
            ? !close : (!close && connection.contains { HTTPSyntax.equalsIgnoringCase($0, "keep-alive") })

        var expectsContinue = false
        if version >= .http1_1, let expectation = headerFields[.expect] {
            // RFC 9110 §10.1.1: 100-continue is the only expectation; an HTTP/1.0 one is ignored.
            guard HTTPSyntax.equalsIgnoringCase(HTTPSyntax.trimmed(Substring(expectation)), "100-continue") else {
                throw bad("unsupported expectation", .expectationFailed)
            }
            expectsContinue = true
        }

        return HTTPRequestHead(
            request: request, target: target, version: version, bodyFraming: framing, keepAlive: keepAlive,
            expectsContinue: expectsContinue)
    }

    /// Splits an absolute-form target (`http://host/path?q`) into scheme, authority and origin-form path.
    private func absoluteForm(_ request: inout HTTPRequest, offset: Int) throws(HTTPParserError) {
        let bad = HTTPParserError(status: .badRequest, reason: "request target is neither a path nor an absolute http(s) URI", offset: offset)
        guard let schemeEnd = target.range(of: "://") else { throw bad }
        let scheme = String(target[..<schemeEnd.lowerBound])
        guard HTTPSyntax.equalsIgnoringCase(scheme, "http") || HTTPSyntax.equalsIgnoringCase(scheme, "https") else { throw bad }
        let rest = target[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard !authority.isEmpty, !authority.contains("@"),
            authority.utf8.allSatisfy({ HTTPSyntax.authorityTable[Int($0)] })
        else { throw bad }
        let path = rest[authorityEnd...]
        request.scheme = HTTPSyntax.lowercased(scheme)
        // RFC 9112 §3.2.2: the target's authority replaces the Host field's.
        request.authority = String(authority)
        request.path = path.isEmpty ? "/" : (path.first == "?" ? "/" + path : String(path))
    }

    // MARK: - Chunked

    private func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPParserError) -> Int {
        let offset = position(readIndex - line.count - 2)
        var size = 0
        var index = line.startIndex
        while index < line.endIndex, let digit = HTTPSyntax.hexValue(line[index]) {
            guard size <= (Int.max - digit) / 16 else {
                throw HTTPParserError(status: .contentTooLarge, reason: "chunk size too large", offset: offset)
            }
            size = size * 16 + digit
            index += 1
        }
        guard index > line.startIndex else {
            throw HTTPParserError(status: .badRequest, reason: "invalid chunk size", offset: offset)
        }
        // chunk-ext = *( BWS ";" BWS name [ BWS "=" BWS value ] ): checked for stray bytes, then ignored.
        var rest = line[index...]
        while let first = rest.first, HTTPSyntax.isWhitespace(first) { rest = rest.dropFirst() }
        if let first = rest.first {
            guard first == UInt8(ascii: ";"), rest.allSatisfy(HTTPSyntax.isFieldValueByte) else {
                throw HTTPParserError(status: .badRequest, reason: "invalid chunk size", offset: offset + (rest.startIndex - line.startIndex))
            }
        }
        guard size <= limits.maxBodySize - bodyReceived else {
            throw HTTPParserError(status: .contentTooLarge, reason: "body larger than the limit of \(limits.maxBodySize) bytes", offset: offset)
        }
        return size
    }

    // MARK: - Bookkeeping

    private mutating func resetMessage() {
        state = .requestLine
        fields = []
        sectionBytes = 0
        emptyLinesBeforeRequest = 0
        methodBytesChecked = 0
        methodEnded = false
        target = ""
        scanIndex = readIndex
    }

    /// The stream offset of `index` in `buffer`.
    private func position(_ index: Int) -> Int { discarded + index }

    /// Drops consumed bytes so an idle connection holds no buffer and a busy one does not grow without end.
    private mutating func compact() {
        guard readIndex > 0 else { return }
        if readIndex == buffer.count {
            discarded += readIndex
            scanIndex = max(0, scanIndex - readIndex)
            readIndex = 0
            // A large request's buffer is released; a small one is kept for the next request.
            if buffer.capacity > 16 * 1024 { buffer = [] } else { buffer.removeAll(keepingCapacity: true) }
        } else if readIndex >= 4096 || readIndex * 2 >= buffer.count {
            discarded += readIndex
            buffer.removeSubrange(0..<readIndex)
            scanIndex = max(0, scanIndex - readIndex)
            readIndex = 0
        }
    }
}
