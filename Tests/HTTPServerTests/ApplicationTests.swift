import Foundation
import Testing
@testable import HTTPServer
import _SanastoTestSupport

/// The server over real loopback sockets with a raw client: framing, keep-alive, pipelining, limits.
@Suite("Application over raw sockets")
struct ApplicationTests {
    static let pollers: [PollerKind] = [.automatic, .poll]

    @Test("a GET is answered with Date, Content-Length and keep-alive", arguments: pollers)
    func simpleGet(_ poller: PollerKind) async throws {
        try await TestServer.with(TestServer.standardRouter(), configuration: TestServer.configuration(pollerKind: poller)) { server in
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let reply = try await client.readResponse()
            #expect(reply.status == 200)
            #expect(reply.version == "HTTP/1.1")
            #expect(reply.text == "Hello, world!")
            #expect(reply.headers[.contentLength] == "13")
            #expect(reply.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(reply.headers[.date]?.hasSuffix(" GMT") == true)
            #expect(reply.headers[.connection] == nil)
            // The same connection serves the next request.
            client.send("GET /hello/Sanasto HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try await client.readResponse().text == "Hello, Sanasto!")
        }
    }

    @Test("Connection: close is honoured, and HTTP/1.0 closes unless it asks for keep-alive", arguments: [
        ("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", true, "close"),
        ("GET /hello HTTP/1.0\r\n\r\n", true, "close"),
        ("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", false, "keep-alive"),
    ])
    func connectionPersistence(_ request: String, closes: Bool, field: String) async throws {
        try await TestServer.with(TestServer.standardRouter()) { server in
            let client = try RawClient(port: server.port)
            client.send(request)
            let reply = try await client.readResponse()
            #expect(reply.status == 200)
            #expect(reply.headers[.connection] == field)
            if closes {
                #expect(await client.isClosedByServer())
            } else {
                client.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                #expect(try await client.readResponse().status == 200)
            }
        }
    }

    @Test("pipelined requests are answered in order, each in full", arguments: pollers)
    func pipelining(_ poller: PollerKind) async throws {
        let router = TestServer.standardRouter()
        router.get("/slow/:n") { _, context in
            let n = try context.parameters.require("n", as: Int.self)
            try await Task.sleep(for: .milliseconds(30 * (3 - n)))
            return "slow \(n)"
        }
        try await TestServer.with(router, configuration: TestServer.configuration(pollerKind: poller)) { server in
            let client = try RawClient(port: server.port)
            var batch = ""
            for n in 0..<3 { batch += "GET /slow/\(n) HTTP/1.1\r\nHost: x\r\n\r\n" }
            batch += "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nbody"
            batch += "HEAD /hello HTTP/1.1\r\nHost: x\r\n\r\n"
            batch += "GET /stream HTTP/1.1\r\nHost: x\r\n\r\n"
            client.send(batch)
            for n in 0..<3 { #expect(try await client.readResponse().text == "slow \(n)") }
            #expect(try await client.readResponse().text == "body")
            let head = try await client.readResponse(head: true)
            #expect(head.headers[.contentLength] == "13")
            let streamed = try await client.readResponse()
            #expect(streamed.wasChunked)
            #expect(streamed.text == (0..<5).map { "part \($0)\n" }.joined())
        }
    }

    @Test("HEAD sends the GET route's headers without its body")
    func headRequests() async throws {
        try await TestServer.with(TestServer.standardRouter()) { server in
            let client = try RawClient(port: server.port)
            client.send("HEAD /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            let reply = try await client.readResponse(head: true)
            #expect(reply.status == 200)
            #expect(reply.headers[.contentLength] == "13")
            // A streamed body's HEAD is chunked in its head only; then the next response follows directly.
            client.send("HEAD /stream HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            let streamed = try await client.readResponse(head: true)
            #expect(streamed.headers[.transferEncoding] == "chunked")
            #expect(try await client.readResponse().text == "Hello, world!")
        }
    }

    @Test("Expect: 100-continue gets 100 before the body, and 413 without one when too large")
    func expectContinue() async throws {
        let configuration = TestServer.configuration { $0.limits.maxBodySize = 1000 }
        try await TestServer.with(TestServer.standardRouter(), configuration: configuration) { server in
            let client = try RawClient(port: server.port)
            client.send("POST /echo HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
            let interim = try await client.readResponse()
            #expect(interim.status == 100)
            client.send("hello")
            #expect(try await client.readResponse().text == "hello")

            let refused = try RawClient(port: server.port)
            refused.send("POST /echo HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5000\r\n\r\n")
            let reply = try await refused.readResponse()
            #expect(reply.status == 413)
            #expect(reply.headers[.connection] == "close")
            #expect(await refused.isClosedByServer())
        }
    }

    @Test("a chunked request body is de-chunked for the handler")
    func chunkedRequestBody() async throws {
        try await TestServer.with(TestServer.standardRouter()) { server in
            let client = try RawClient(port: server.port)
            client.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n5;x=y\r\npedia\r\n0\r\nT: v\r\n\r\n")
            #expect(try await client.readResponse().text == "Wikipedia")
        }
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var request: String
        var status: Int
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "CL and TE (smuggling)", request: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n", status: 400),
        Refusal(name: "differing Content-Length (smuggling)", request: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 30\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n", status: 400),
        Refusal(name: "obs-fold", request: "GET /hello HTTP/1.1\r\nHost: x\r\nX: a\r\n\tb\r\n\r\n", status: 400),
        Refusal(name: "space before colon", request: "GET /hello HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\n\r\n", status: 400),
        Refusal(name: "bare LF", request: "GET /hello HTTP/1.1\nHost: x\n\n", status: 400),
        Refusal(name: "garbage request line", request: "HELLO\r\n\r\n", status: 400),
        Refusal(name: "HTTP/2 preface", request: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", status: 505),
        Refusal(name: "unknown transfer coding", request: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", status: 400),
        Refusal(name: "transfer coding before chunked", request: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", status: 501),
        Refusal(name: "unknown method", request: "BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n", status: 501),
        Refusal(name: "missing Host", request: "GET /hello HTTP/1.1\r\n\r\n", status: 400),
        Refusal(name: "long request line", request: "GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: x\r\n\r\n", status: 414),
        Refusal(name: "many fields", request: "GET /hello HTTP/1.1\r\nHost: x\r\n" + (0..<101).map { "X-\($0): v\r\n" }.joined() + "\r\n", status: 431),
        Refusal(name: "large header section", request: "GET /hello HTTP/1.1\r\nHost: x\r\n" + (0..<40).map { "X-\($0): \(String(repeating: "v", count: 2000))\r\n" }.joined() + "\r\n", status: 431),
        Refusal(name: "large body", request: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10485761\r\n\r\n", status: 413),
    ]

    @Test("malformed and oversized requests are refused with their status and the connection closed", arguments: refusals)
    func refusesBadRequests(_ refusal: Refusal) async throws {
        try await TestServer.with(TestServer.standardRouter()) { server in
            let client = try RawClient(port: server.port)
            client.send(refusal.request)
            let reply = try await client.readResponse()
            #expect(reply.status == refusal.status)
            if refusal.status != 501 || !refusal.request.hasPrefix("BREW") {
                #expect(reply.headers[.connection] == "close")
                // Nothing smuggled after the refused request is answered.
                #expect(await client.isClosedByServer())
            }
            #expect(reply.headers[.contentLength] == "\(reply.body.count)")
        }
    }

    @Test("a request head that stalls gets 408; an idle connection is closed silently")
    func timeouts() async throws {
        let configuration = TestServer.configuration {
            $0.headerReadTimeout = .milliseconds(300)
            $0.idleTimeout = .milliseconds(300)
        }
        try await TestServer.with(TestServer.standardRouter(), configuration: configuration) { server in
            let stalled = try RawClient(port: server.port)
            stalled.send("GET /hello HTTP/1.1\r\nHost:")
            let reply = try await stalled.readResponse()
            #expect(reply.status == 408)
            #expect(await stalled.isClosedByServer())

            let idle = try RawClient(port: server.port)
            idle.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await idle.readResponse().status == 200)
            #expect(await idle.isClosedByServer())
            #expect(await idle.readToEnd().isEmpty)
        }
    }

    @Test("a body that stalls gets 408")
    func bodyTimeout() async throws {
        let configuration = TestServer.configuration { $0.bodyReadTimeout = .milliseconds(300) }
        try await TestServer.with(TestServer.standardRouter(), configuration: configuration) { server in
            let client = try RawClient(port: server.port)
            client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
            #expect(try await client.readResponse().status == 408)
        }
    }

    @Test("connections beyond the limit get 503 and are closed; the others are served")
    func connectionLimit() async throws {
        let configuration = TestServer.configuration { $0.maxConnections = 2 }
        try await TestServer.with(TestServer.standardRouter(), configuration: configuration) { server in
            let first = try RawClient(port: server.port)
            let second = try RawClient(port: server.port)
            #expect(await eventually { server.connectionCount == 2 })
            let third = try RawClient(port: server.port)
            let refused = String(decoding: await third.readToEnd(), as: UTF8.self)
            #expect(refused.hasPrefix("HTTP/1.1 503 Service Unavailable"))
            #expect(refused.contains("Retry-After: 1"))
            for client in [first, second] {
                client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(try await client.readResponse().status == 200)
            }
        }
    }

    @Test("a client that disconnects mid-body or mid-response does not disturb the server", arguments: pollers)
    func disconnects(_ poller: PollerKind) async throws {
        try await TestServer.with(TestServer.standardRouter(), configuration: TestServer.configuration(pollerKind: poller)) { server in
            do {
                let client = try RawClient(port: server.port)
                client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n" + String(repeating: "a", count: 500))
            }
            do {
                let client = try RawClient(port: server.port)
                client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = try await client.readResponse().status  // reads part; the rest is dropped with the socket
            } catch {}
            do {
                let client = try RawClient(port: server.port)
                client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
            }
            #expect(await eventually { server.connectionCount == 0 })
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await client.readResponse().text == "Hello, world!")
        }
    }

    @Test("a client that half-closes after its requests still gets every answer")
    func halfClose() async throws {
        try await TestServer.with(TestServer.standardRouter()) { server in
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\nGET /hello/again HTTP/1.1\r\nHost: x\r\n\r\n")
            client.shutdownWrite()
            #expect(try await client.readResponse().text == "Hello, world!")
            #expect(try await client.readResponse().text == "Hello, again!")
            #expect(await client.isClosedByServer())
        }
    }

    @Test("a large response reaches a client that reads it slowly, in full")
    func largeResponse() async throws {
        try await TestServer.with(TestServer.standardRouter()) { server in
            let client = try RawClient(port: server.port)
            client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
            try await Task.sleep(for: .milliseconds(200))
            let reply = try await client.readResponse()
            #expect(reply.body.count == 3 * 1024 * 1024)
        }
    }

    @Test("a client that stops reading is dropped after the write timeout")
    func stalledReader() async throws {
        let configuration = TestServer.configuration { $0.writeTimeout = .milliseconds(300) }
        let router = TestServer.standardRouter()
        // Larger than the kernel buffers can hold: a send buffer of 4 MiB at most, a fixed receive buffer.
        let huge = [UInt8](repeating: 0x78, count: 16 * 1024 * 1024)
        let handled = Locked(false)
        router.get("/huge") { _, _ in
            handled.withLock { $0 = true }
            return Response(status: .ok, body: ResponseBody(bytes: huge))
        }
        try await TestServer.with(router, configuration: configuration) { server in
            let client = try RawClient(port: server.port, receiveBuffer: 64 * 1024)
            client.send("GET /huge HTTP/1.1\r\nHost: x\r\n\r\n")
            // Once the handler has run the connection is open until the server gives up on the client.
            #expect(await eventually { handled.withLock { $0 } && server.connectionCount == 0 })
            // What it got is a truncated body, never a complete-looking one.
            let received = await client.readToEnd()
            #expect(received.count < huge.count)
        }
    }

    @Test("streamed bodies: close-delimited for HTTP/1.0, exact with a declared length, dropped when the length is wrong")
    func streamedFraming() async throws {
        let router = TestServer.standardRouter()
        router.get("/sized") { _, _ in
            Response(status: .ok, body: ResponseBody(contentLength: 6) { writer in
                try await writer.write("abc")
                try await writer.write("def")
            })
        }
        router.get("/short") { _, _ in
            Response(status: .ok, body: ResponseBody(contentLength: 10) { writer in try await writer.write("abc") })
        }
        try await TestServer.with(router) { server in
            let old = try RawClient(port: server.port)
            old.send("GET /stream HTTP/1.0\r\n\r\n")
            let reply = try await old.readResponse()
            #expect(!reply.wasChunked)
            #expect(reply.headers[.connection] == "close")
            #expect(reply.text == (0..<5).map { "part \($0)\n" }.joined())

            let sized = try RawClient(port: server.port)
            sized.send("GET /sized HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            let exact = try await sized.readResponse()
            #expect(exact.headers[.contentLength] == "6")
            #expect(exact.text == "abcdef")
            #expect(try await sized.readResponse().text == "Hello, world!")

            let short = try RawClient(port: server.port)
            short.send("GET /short HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await short.isClosedByServer())
        }
    }

    @Test("slowloris: 500 connections trickling bytes do not stop another client being served")
    func slowloris() async throws {
        // Timeouts far beyond the test's length: in the full suite, Swift Testing's two cooperative threads can be
        // busy with other suites' blocking work for most of a minute, and this test must not depend on being
        // scheduled before an idle timeout closes the trickling connections (408 on a stalled head is tested apart).
        let configuration = TestServer.configuration {
            $0.headerReadTimeout = .seconds(600)
            $0.idleTimeout = .seconds(600)
        }
        try await TestServer.with(TestServer.standardRouter(), configuration: configuration) { server in
            var trickling: [RawClient] = []
            for _ in 0..<500 { trickling.append(try RawClient(port: server.port)) }
            let request = Array("GET /hello HTTP/1.1\r\nHost: x\r\nX-Padding: ".utf8)
            #expect(await eventually { server.connectionCount == 500 })
            for round in 0..<3 {
                for client in trickling { client.send([request[round]]) }
                // A normal client is answered while the others trickle.
                let normal = try RawClient(port: server.port)
                normal.send("GET /hello/round\(round) HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(try await normal.readResponse().text == "Hello, round\(round)!")
                try await Task.sleep(for: .milliseconds(300))
            }
            #expect(server.connectionCount >= 500)
        }
    }

    @Test("a handler that is slow does not stall other connections")
    func slowHandler() async throws {
        let router = TestServer.standardRouter()
        let gate = AsyncGate()
        router.get("/wait") { _, _ in
            await gate.wait()
            return "released"
        }
        try await TestServer.with(router) { server in
            let waiting = try RawClient(port: server.port)
            waiting.send("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n")
            for _ in 0..<10 {
                let other = try RawClient(port: server.port)
                other.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(try await other.readResponse().status == 200)
            }
            await gate.open()
            #expect(try await waiting.readResponse().text == "released")
        }
    }

    @Test("graceful shutdown finishes a request in flight, closes idle connections and stops accepting")
    func gracefulShutdown() async throws {
        let router = TestServer.standardRouter()
        let gate = AsyncGate()
        let started = AsyncGate()
        router.get("/wait") { _, _ in
            await started.open()
            await gate.wait()
            return "finished"
        }
        let app = Application(router: router, configuration: TestServer.configuration(), logger: .silent)
        let server = try app.start()
        let idle = try RawClient(port: server.port)
        idle.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try await idle.readResponse().status == 200)
        let busy = try RawClient(port: server.port)
        busy.send("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n")
        await started.wait()
        let shutdown = Task { await server.shutdown(gracePeriod: .seconds(120)) }
        #expect(await idle.isClosedByServer())
        #expect(await eventually { (try? RawClient(port: server.port)) == nil })
        await gate.open()
        let reply = try await busy.readResponse()
        #expect(reply.text == "finished")
        #expect(reply.headers[.connection] == "close")
        await shutdown.value
        #expect(server.isStopped)
        #expect(server.connectionCount == 0)
    }

    @Test("handler errors become responses; other errors are a bare 500 and nothing secret is logged")
    func errorsAndLogging() async throws {
        struct Secret: Error, CustomStringConvertible { var description: String { "password=hunter2" } }
        let records = Locked<[Logger.Record]>([])
        let logger = Logger(label: "test", logLevel: .trace) { record in records.withLock { $0.append(record) } }
        let router = TestServer.standardRouter()
        router.get("/teapot") { _, _ -> String in throw HTTPError(.init(code: 418, reasonPhrase: "I'm a teapot"), message: "short and stout") }
        router.get("/secret") { _, _ -> String in throw Secret() }
        router.get("/bad-header") { _, _ in Response(status: .ok, headers: [HTTPField.Name("X-Bad")!: "a\r\nSet-Cookie: evil=1"]) }
        try await TestServer.with(router, logger: logger) { server in
            let client = try RawClient(port: server.port)
            client.send("GET /teapot HTTP/1.1\r\nHost: x\r\nCookie: session=abc123\r\nAuthorization: Bearer topsecret\r\n\r\n")
            let teapot = try await client.readResponse()
            #expect(teapot.status == 418)
            #expect(teapot.text == "short and stout\n")
            client.send("GET /secret?token=qwerty HTTP/1.1\r\nHost: x\r\nCookie: session=abc123\r\n\r\n")
            let secret = try await client.readResponse()
            #expect(secret.status == 500)
            #expect(!secret.text.contains("hunter2"))
            client.send("GET /bad-header HTTP/1.1\r\nHost: x\r\n\r\n")
            let bad = try await client.readResponse()
            #expect(bad.status == 500)
            #expect(bad.headers[.setCookie] == nil)
        }
        let logged = records.withLock { $0 }.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
        #expect(logged.contains("handler failed"))
        for secret in ["hunter2", "abc123", "topsecret", "qwerty"] { #expect(!logged.contains(secret)) }
    }
}

/// A one-shot gate tasks can wait on.
actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// `runService()` in a child process (the example server): SIGTERM and SIGINT shut it down gracefully.
/// A signal sent to the test process itself would interrupt other tests' system calls.
@Suite("Application.runService")
struct RunServiceTests {
    @Test("a signal lets the request in flight finish, then the server exits", arguments: [SIGTERM, SIGINT])
    func signal(_ number: Int32) async throws {
        let server = try ToolRunner("http-server-example").start(
            ["--port", "0"], standardInput: .nullDevice, standardError: .nullDevice)
        let reader = try #require(server.standardOutput)
        let firstLine = try await offload { () -> String in
            var line = Data()
            while !line.contains(0x0A) {
                let byte = reader.readData(ofLength: 1)
                if byte.isEmpty { break }
                line.append(byte)
            }
            return String(decoding: line, as: UTF8.self)
        }
        let port = try #require(firstLine.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        let client = try RawClient(port: port)
        client.send("GET /hello/signal HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try await client.readResponse().text == #"{"greeting":"Hello, signal!"}"#)
        // Long enough that the signal comes while it sleeps even when this test waits seconds for a cooperative
        // thread (the full suite keeps them busy); the loop reads the request at once.
        client.send("GET /slow?ms=6000 HTTP/1.1\r\nHost: x\r\n\r\n")
        try await Task.sleep(for: .milliseconds(300))
        server.signal(number)
        let reply = try await client.readResponse()
        #expect(reply.text == "slept 6000 ms")
        #expect(reply.headers[.connection] == "close")
        #expect(try await offload { server.waitUntilExit() } == 0)
        let rest = String(decoding: try await offload { reader.readDataToEndOfFile() }, as: UTF8.self)
        #expect(rest == "stopped\n")
    }
}
