import Testing
@testable import HTTPServer

/// Feeds `bytes` to a parser in pieces of `piece` bytes, collecting events until the first error.
private func parse(_ bytes: [UInt8], piece: Int, limits: HTTPParserLimits = HTTPParserLimits()) -> (events: [HTTPParserEvent], error: HTTPParserError?) {
    var parser = HTTPRequestParser(limits: limits)
    var events: [HTTPParserEvent] = []
    var offset = 0
    while offset < bytes.count {
        let end = min(offset + piece, bytes.count)
        parser.append(bytes[offset..<end])
        offset = end
        do {
            while let event = try parser.next() { events.append(event) }
        } catch {
            return (events, error)
        }
    }
    return (events, nil)
}

/// The events with body pieces joined, so that different splits compare equal.
private func normalized(_ events: [HTTPParserEvent]) -> [HTTPParserEvent] {
    var result: [HTTPParserEvent] = []
    for event in events {
        if case .body(let piece) = event, case .body(let previous)? = result.last {
            result[result.count - 1] = .body(previous + piece)
        } else {
            result.append(event)
        }
    }
    return result
}

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    struct Valid: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var method: String
        var path: String
        var keepAlive: Bool = true
        var body: String = ""
        var authority: String? = "x"
        var expectsContinue = false
        var testDescription: String { name }
    }

    static let valid: [Valid] = [
        Valid(name: "simple GET", input: "GET /a?b=c HTTP/1.1\r\nHost: x\r\n\r\n", method: "GET", path: "/a?b=c"),
        Valid(name: "HTTP/1.0 closes by default", input: "GET / HTTP/1.0\r\n\r\n", method: "GET", path: "/", keepAlive: false, authority: nil),
        Valid(name: "HTTP/1.0 keep-alive", input: "GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", method: "GET", path: "/", authority: nil),
        Valid(name: "Connection: close", input: "GET / HTTP/1.1\r\nHost: x\r\nConnection: foo, close\r\n\r\n", method: "GET", path: "/", keepAlive: false),
        Valid(name: "Content-Length body", input: "POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", method: "POST", path: "/p", body: "hello"),
        Valid(name: "identical Content-Length list", input: "POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 5\r\nContent-Length: 5\r\n\r\nhello", method: "POST", path: "/p", body: "hello"),
        Valid(
            name: "chunked body with extensions and trailers",
            input: "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\n\r\n5;ext=1\r\nhello\r\n6 ; a=\"b\"\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n",
            method: "POST", path: "/c", body: "hello world"),
        Valid(name: "absolute form", input: "GET http://example.org:8080/p?q HTTP/1.1\r\nHost: x\r\n\r\n", method: "GET", path: "/p?q", authority: "example.org:8080"),
        Valid(name: "absolute form without path", input: "OPTIONS http://example.org HTTP/1.1\r\nHost: x\r\n\r\n", method: "OPTIONS", path: "/", authority: "example.org"),
        Valid(name: "empty lines before the request line", input: "\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n", method: "GET", path: "/"),
        Valid(name: "OPTIONS *", input: "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", method: "OPTIONS", path: "*"),
        Valid(name: "100-continue", input: "PUT /u HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nContent-Length: 2\r\n\r\nok", method: "PUT", path: "/u", body: "ok", expectsContinue: true),
        Valid(name: "HTTP/1.0 ignores Expect", input: "PUT /u HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 0\r\n\r\n", method: "PUT", path: "/u", keepAlive: false, authority: nil),
        Valid(name: "higher minor version", input: "GET / HTTP/1.7\r\nHost: x\r\n\r\n", method: "GET", path: "/"),
        Valid(name: "extension method", input: "PROPFIND /d HTTP/1.1\r\nHost: x\r\n\r\n", method: "PROPFIND", path: "/d"),
        Valid(name: "empty Host value", input: "GET / HTTP/1.1\r\nHost:\r\n\r\n", method: "GET", path: "/", authority: ""),
        Valid(name: "obs-text and tabs in a value", input: "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\tb \u{E9}\r\n\r\n", method: "GET", path: "/"),
    ]

    @Test("parses valid requests the same whatever the split", arguments: valid, [1, 3, 7, 4096])
    func parsesValidRequests(_ example: Valid, piece: Int) throws {
        let (events, error) = parse(Array(example.input.utf8), piece: piece)
        #expect(error == nil, "\(String(describing: error))")
        let joined = normalized(events)
        guard case .head(let head)? = joined.first else {
            Issue.record("no head in \(joined)")
            return
        }
        #expect(head.request.method.rawValue == example.method)
        #expect(head.request.path == example.path)
        #expect(head.keepAlive == example.keepAlive)
        #expect(head.request.authority == example.authority)
        #expect(head.expectsContinue == example.expectsContinue)
        let body = joined.compactMap { event -> [UInt8]? in if case .body(let bytes) = event { return bytes } else { return nil } }.first ?? []
        #expect(String(decoding: body, as: UTF8.self) == example.body)
        #expect(joined.last == .end)
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var input: [UInt8]
        var status: Int
        var limits = HTTPParserLimits()
        var testDescription: String { name }

        init(_ name: String, _ input: String, _ status: Int, limits: HTTPParserLimits = HTTPParserLimits()) {
            self.name = name
            self.input = Array(input.utf8)
            self.status = status
            self.limits = limits
        }

        init(_ name: String, bytes: [UInt8], _ status: Int) {
            self.name = name
            input = bytes
            self.status = status
        }
    }

    static let small = HTTPParserLimits(maxRequestLineLength: 64, maxHeaderBytes: 128, maxHeaderCount: 3, maxBodySize: 10)

    static let malformed: [Malformed] = [
        Malformed("bare LF ends a line", "GET / HTTP/1.1\nHost: x\n\n", 400),
        Malformed("bare LF in headers", "GET / HTTP/1.1\r\nHost: x\n\r\n", 400),
        Malformed("bare CR in a value", "GET / HTTP/1.1\r\nHost: x\rY\r\n\r\n", 400),
        Malformed("obs-fold", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n", 400),
        Malformed("whitespace before the first field", "GET / HTTP/1.1\r\n Host: x\r\n\r\n", 400),
        Malformed("whitespace before a colon", "GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
        Malformed("empty field name", "GET / HTTP/1.1\r\nHost: x\r\n: v\r\n\r\n", 400),
        Malformed("field line without a colon", "GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n", 400),
        Malformed("NUL in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n", 400),
        Malformed("control character in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{7F}b\r\n\r\n", 400),
        Malformed("Content-Length and Transfer-Encoding", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        Malformed("differing Content-Length lines", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!", 400),
        Malformed("differing Content-Length list", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 6\r\n\r\nhello!", 400),
        Malformed("signed Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +5\r\n\r\nhello", 400),
        Malformed("negative Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
        Malformed("non-numeric Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0x10\r\n\r\n", 400),
        Malformed("huge Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n", 400),
        Malformed("empty Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length:\r\n\r\n", 400),
        Malformed("unknown transfer coding", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
        Malformed("chunked not last", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", 400),
        Malformed("chunked twice", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        Malformed("Transfer-Encoding in HTTP/1.0", "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        Malformed("chunked refused by configuration", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", 411,
                  limits: HTTPParserLimits(allowsChunkedBodies: false)),
        Malformed("invalid chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
        Malformed("chunk size with trailing junk", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5 x\r\nhello\r\n0\r\n\r\n", 400),
        Malformed("chunk without its CRLF", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX0\r\n\r\n", 400),
        Malformed("chunk size overflow", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n", 413),
        Malformed("HTTP/1.1 without Host", "GET / HTTP/1.1\r\n\r\n", 400),
        Malformed("two Host fields", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        Malformed("invalid Host", "GET / HTTP/1.1\r\nHost: a b/c\r\n\r\n", 400),
        Malformed("HTTP/2.0", "GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        Malformed("HTTP/0.9 style", "GET / HTTP/0.9\r\n\r\n", 505),
        Malformed("lower-case version", "GET / http/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("malformed version", "GET / HTTP/1.10\r\nHost: x\r\n\r\n", 400),
        Malformed("no version", "GET /\r\nHost: x\r\n\r\n", 400),
        Malformed("two spaces after the method", "GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("space inside the target", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("fragment in the target", "GET /a#b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("invalid percent-encoding", "GET /a%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("backslash in the target", "GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("relative target", "GET a/b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("asterisk for GET", "GET * HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("absolute form with another scheme", "GET ftp://x/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("absolute form with userinfo", "GET http://u@x/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("invalid method character", "G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Malformed("method too long", String(repeating: "A", count: 40) + " / HTTP/1.1\r\nHost: x\r\n\r\n", 501),
        Malformed("CONNECT", "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n", 501),
        Malformed("a TLS handshake", bytes: [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03], 400),
        Malformed("unsupported expectation", "PUT / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 0\r\n\r\n", 417),
        Malformed("request line too long", "GET /" + String(repeating: "a", count: 100) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414, limits: small),
        Malformed("request line too long, unterminated", "GET /" + String(repeating: "a", count: 100), 414, limits: small),
        Malformed("header section too large", "GET / HTTP/1.1\r\nHost: x\r\nX-A: " + String(repeating: "a", count: 200) + "\r\n\r\n", 431, limits: small),
        Malformed("header section too large, unterminated", "GET / HTTP/1.1\r\nHost: x\r\nX-A: " + String(repeating: "a", count: 200), 431, limits: small),
        Malformed("too many fields", "GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", 431, limits: small),
        Malformed("Content-Length over the limit", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n", 413, limits: small),
        Malformed("chunked body over the limit", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nabcdef\r\n6\r\nabcdef\r\n0\r\n\r\n", 413, limits: small),
        Malformed("too many trailer fields", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n", 431, limits: small),
        Malformed("too many empty lines first", String(repeating: "\r\n", count: 20) + "GET / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ]

    @Test("refuses malformed requests with the right status, whatever the split", arguments: malformed, [1, 5, 4096])
    func refusesMalformedRequests(_ example: Malformed, piece: Int) {
        let (_, error) = parse(example.input, piece: piece, limits: example.limits)
        #expect(error?.status.code == example.status, "\(String(describing: error))")
        #expect((error?.offset ?? -1) >= 0)
        #expect((error?.offset ?? .max) <= example.input.count)
    }

    /// Inputs the fuzzer found whose outcome depended on how the bytes were split.
    static let fuzzFound: [String] = [
        // A head ending in CR followed by another control character, then a second request.
        "POST a?b=c HTTP/1.1\r\nHost: x\r\n\r\u{1A}POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello",
    ]

    @Test("the same bytes give the same events and error whatever the split", arguments: fuzzFound)
    func outcomeDoesNotDependOnTheSplit(_ input: String) {
        let bytes = Array(input.utf8)
        let (wholeEvents, wholeError) = parse(bytes, piece: bytes.count)
        for piece in [1, 2, 3, 7] {
            let (events, error) = parse(bytes, piece: piece)
            #expect(normalized(events) == normalized(wholeEvents), "piece \(piece)")
            #expect(error == wholeError, "piece \(piece): \(String(describing: error)) / \(String(describing: wholeError))")
        }
    }

    @Test("an error is sticky: the parser keeps throwing it")
    func errorsAreSticky() {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/2.0\r\n\r\n".utf8))
        #expect(throws: HTTPParserError.self) { _ = try parser.next() }
        parser.append(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(throws: HTTPParserError.self) { _ = try parser.next() }
    }

    @Test("pipelined requests come out in order")
    func pipelinedRequests() throws {
        let input = "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nPOST /2 HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcGET /3 HTTP/1.1\r\nHost: x\r\n\r\n"
        for piece in [1, 2, 10, 1000] {
            let (events, error) = parse(Array(input.utf8), piece: piece)
            #expect(error == nil)
            let paths = events.compactMap { event -> String? in if case .head(let head) = event { return head.request.path } else { return nil } }
            #expect(paths == ["/1", "/2", "/3"])
            #expect(normalized(events).filter { $0 == .end }.count == 3)
        }
    }

    @Test("the end of input inside a request is an error; between requests it is not", arguments: [
        ("", false), ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", false), ("GET / HTT", true),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nab", true),
    ])
    func endOfInput(_ input: String, isError: Bool) {
        var parser = HTTPRequestParser()
        parser.append(Array(input.utf8))
        while (try? parser.next()) != nil {}
        #expect((try? parser.finish()) == nil ? isError : !isError)
    }

    @Test("the error offset points at the offending byte")
    func errorOffset() {
        let input = "GET / HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n"
        let (_, error) = parse(Array(input.utf8), piece: 4096)
        #expect(error?.offset == input.utf8.count - "Name: v\r\n\r\n".utf8.count - 1)
    }

    @Test("a consumed buffer is released, so idle connections hold no memory")
    func releasesConsumedBytes() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        while try parser.next() != nil {}
        #expect(parser.isIdle)
        parser.append([UInt8]())
        #expect(parser.bufferedByteCount == 0)
    }
}
