import Foundation
import Testing
@testable import HTTPServer
import _SanastoTestSupport

/// Every feature through curl, a real HTTP/1.1 client (skipped, saying so, where curl is not installed).
@Suite("Application with curl", .enabled(if: Curl.runner != nil, "curl is not installed (Debian package 'curl')"))
struct CurlClientTests {
    private func withServer<T>(_ body: (String, EventHub) async throws -> T) async throws -> T {
        let hub = EventHub()
        return try await TestServer.with(ClientTestApp.router(hub: hub)) { server in
            try await body("http://127.0.0.1:\(server.port)", hub)
        }
    }

    @Test("GET, path parameters, query strings and keep-alive reuse of one connection")
    func getAndKeepAlive() async throws {
        try await withServer { base, _ in
            let output = try await Curl.run(["-w", "\\n%{num_connects}\\n", "\(base)/hello", "\(base)/hello/Ay%C5%9Fe", "\(base)/query?q=kissa+koira"])
            #expect(output.exitCode == 0, "\(output.stderr)")
            let lines = output.stdout.split(separator: "\n")
            #expect(lines == ["Hello, world!", "1", "Hello, Ayşe!", "0", "kissa koira", "0"])
        }
    }

    @Test("HEAD, 404, 405 with Allow, and HTTP/1.0")
    func statuses() async throws {
        try await withServer { base, _ in
            let head = try await Curl.run(["-I", "\(base)/hello"])
            #expect(head.stdout.contains("HTTP/1.1 200 OK"))
            #expect(head.stdout.contains("Content-Length: 13"))
            let missing = try await Curl.run(["-o", "/dev/null", "-w", "%{http_code}", "\(base)/nope"])
            #expect(missing.stdout == "404")
            let wrong = try await Curl.run(["-i", "-X", "DELETE", "\(base)/hello"])
            #expect(wrong.stdout.hasPrefix("HTTP/1.1 405 Method Not Allowed"))
            #expect(wrong.stdout.contains("Allow: GET, HEAD, OPTIONS"))
            let old = try await Curl.run(["-i", "--http1.0", "\(base)/hello"])
            #expect(old.stdout.contains("Connection: close"))
            #expect(old.stdout.hasSuffix("Hello, world!"))
        }
    }

    @Test("JSON, urlencoded forms and multipart uploads")
    func bodies() async throws {
        let folder = try TemporaryFolder(["terms.csv": "term,definition\nsolu,cell\n"])
        try await withServer { base, _ in
            let json = try await Curl.run(["-H", "Content-Type: application/json", "-d", #"{"id":1,"text":"kissa"}"#, "-w", " %{http_code}", "\(base)/terms"])
            #expect(json.stdout == #"{"id":99,"text":"kissa"}"# + " 201" || json.stdout == #"{"text":"kissa","id":99}"# + " 201")
            let form = try await Curl.run(["--data-urlencode", "name=Ayşe Yılmaz", "-d", "tag=a", "-d", "tag=b", "\(base)/form"])
            #expect(form.stdout == "name=Ayşe Yılmaz tags=a,b")
            let upload = try await Curl.run(["-F", "file=@\(folder.appending("terms.csv").path);type=text/csv", "-F", "note=hi", "\(base)/upload"])
            #expect(upload.stdout == "terms.csv 26 hi", "\(upload.stderr)")
        }
    }

    @Test("chunked uploads, 100-continue for large bodies, and chunked downloads")
    func streaming() async throws {
        let large = Data(repeating: UInt8(ascii: "z"), count: 2 * 1024 * 1024)
        try await withServer { base, _ in
            let chunked = try await Curl.run(["-H", "Transfer-Encoding: chunked", "--data-binary", "@-", "\(base)/echo"], input: Data("piece by piece".utf8))
            #expect(chunked.stdout == "piece by piece")
            let expecting = try await Curl.run(
                ["-v", "-H", "Expect: 100-continue", "--data-binary", "@-", "-o", "/dev/null", "-w", "%{size_download}", "\(base)/echo"], input: large)
            #expect(expecting.stderr.contains("HTTP/1.1 100 Continue"))
            #expect(expecting.stdout == "\(large.count)")
            let stream = try await Curl.run(["-i", "\(base)/stream"])
            #expect(stream.stdout.contains("Transfer-Encoding: chunked"))
            #expect(stream.stdout.hasSuffix((0..<5).map { "part \($0)\n" }.joined()))
        }
    }

    @Test("cookies round-trip through a cookie jar with HttpOnly; redirects are followed")
    func cookiesAndRedirects() async throws {
        let folder = try TemporaryFolder()
        let jar = folder.appending("jar").path
        try await withServer { base, _ in
            _ = try await Curl.run(["-c", jar, "\(base)/cookie/set"])
            let saved = try String(contentsOfFile: jar, encoding: .utf8)
            #expect(saved.contains("#HttpOnly_127.0.0.1"))
            let sent = try await Curl.run(["-b", jar, "\(base)/cookie/get"])
            #expect(sent.stdout == "s3cr3t")
            let redirected = try await Curl.run(["-L", "-w", " %{num_redirects}", "\(base)/redirect"])
            #expect(redirected.stdout == "Hello, world! 1")
        }
    }

    @Test("static assets revalidate with their ETag (304)")
    func etags() async throws {
        let folder = try TemporaryFolder()
        let etag = folder.appending("etag").path
        try await withServer { base, _ in
            let first = try await Curl.run(["--etag-save", etag, "-w", " %{http_code}", "\(base)/assets/app.css"])
            #expect(first.stdout == "body{} 200")
            let second = try await Curl.run(["--etag-compare", etag, "-w", "%{http_code}", "\(base)/assets/app.css"])
            #expect(second.stdout == "304")
            let traversal = try await Curl.run(["--path-as-is", "-o", "/dev/null", "-w", "%{http_code}", "\(base)/assets/%2e%2e/Package.swift"])
            #expect(traversal.stdout == "400")
        }
    }

    @Test("Server-Sent Events arrive as the client reads them")
    func serverSentEvents() async throws {
        try await withServer { base, hub in
            let finite = try await Curl.run(["-N", "\(base)/events/finite"])
            #expect(finite.stdout == ": open\n\n" + (1...3).map { "event: tick\nid: \($0)\ndata: line \($0)\ndata: second\n\n" }.joined())
            let publisher = Task {
                _ = await eventually { hub.subscriberCount == 1 }
                hub.publish(ServerSentEvent(event: "term", data: "uusi termi"))
            }
            let live = try await Curl.run(["-N", "\(base)/events/next"])
            await publisher.value
            // A full parallel run can starve the publisher past the 15 s heartbeat: heartbeats (bare ":") are not events.
            let events = live.stdout.components(separatedBy: "\n\n").filter { $0 != ":" }.joined(separator: "\n\n")
            #expect(events == ": open\n\nevent: term\ndata: uusi termi\n\n", "\(live.stdout)")
            #expect(await eventually { hub.subscriberCount == 0 })
        }
    }
}
