import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import HTTPServer

/// Every feature through Foundation's URLSession (libcurl underneath on Linux, CFNetwork on Apple platforms).
@Suite("Application with URLSession")
struct URLSessionClientTests {
    private func withServer<T>(_ body: (URLSession, String, EventHub) async throws -> T) async throws -> T {
        let hub = EventHub()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 120
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        return try await TestServer.with(ClientTestApp.router(hub: hub)) { server in
            try await body(session, "http://127.0.0.1:\(server.port)", hub)
        }
    }

    private func send(_ session: URLSession, _ method: String, _ url: String, headers: [String: String] = [:], body: Data? = nil) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
    }

    @Test("GET with parameters and queries, several requests over the session")
    func get() async throws {
        try await withServer { session, base, _ in
            for _ in 0..<3 {
                let (data, response) = try await send(session, "GET", "\(base)/hello/Ay%C5%9Fe")
                #expect(response.statusCode == 200)
                #expect(String(decoding: data, as: UTF8.self) == "Hello, Ayşe!")
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
            }
            let (query, _) = try await send(session, "GET", "\(base)/query?q=k%C3%B6pek")
            #expect(String(decoding: query, as: UTF8.self) == "köpek")
        }
    }

    @Test("JSON both ways, forms and multipart uploads")
    func bodies() async throws {
        try await withServer { session, base, _ in
            let (json, jsonResponse) = try await send(session, "GET", "\(base)/terms/5")
            #expect(jsonResponse.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
            #expect(try JSONDecoder().decode(ClientTestApp.Term.self, from: json) == ClientTestApp.Term(id: 5, text: "sana"))
            let posted = try JSONEncoder().encode(ClientTestApp.Term(id: 1, text: "kedi"))
            let (created, createdResponse) = try await send(session, "POST", "\(base)/terms", headers: ["Content-Type": "application/json"], body: posted)
            #expect(createdResponse.statusCode == 201)
            #expect(try JSONDecoder().decode(ClientTestApp.Term.self, from: created).id == 99)
            let (form, _) = try await send(
                session, "POST", "\(base)/form", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("name=Ay%C5%9Fe&tag=x".utf8))
            #expect(String(decoding: form, as: UTF8.self) == "name=Ayşe tags=x")
            let multipart = "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"t.csv\"\r\nContent-Type: text/csv\r\n\r\na,b\r\n--B--\r\n"
            let (upload, _) = try await send(
                session, "POST", "\(base)/upload", headers: ["Content-Type": "multipart/form-data; boundary=B"], body: Data(multipart.utf8))
            #expect(String(decoding: upload, as: UTF8.self) == "t.csv 3 -")
        }
    }

    @Test("HEAD, 404, 405, redirects, chunked responses and a large body")
    func statusesAndFraming() async throws {
        try await withServer { session, base, _ in
            let (headBody, head) = try await send(session, "HEAD", "\(base)/hello")
            #expect(head.statusCode == 200 && headBody.isEmpty)
            #expect(try await send(session, "GET", "\(base)/nope").1.statusCode == 404)
            let (_, wrong) = try await send(session, "DELETE", "\(base)/hello")
            #expect(wrong.statusCode == 405)
            #expect(wrong.value(forHTTPHeaderField: "Allow") == "GET, HEAD, OPTIONS")
            let (redirected, final) = try await send(session, "GET", "\(base)/redirect")
            #expect(final.url?.path == "/hello")
            #expect(String(decoding: redirected, as: UTF8.self) == "Hello, world!")
            let (streamed, _) = try await send(session, "GET", "\(base)/stream")
            #expect(String(decoding: streamed, as: UTF8.self) == (0..<5).map { "part \($0)\n" }.joined())
            let (big, _) = try await send(session, "GET", "\(base)/big")
            #expect(big.count == 3 * 1024 * 1024)
            let upload = Data(repeating: 7, count: 1024 * 1024)
            let (echoed, _) = try await send(session, "PUT", "\(base)/echo", body: upload)
            #expect(echoed == upload)
        }
    }

    @Test("cookies are stored and sent back; ETags give 304")
    func cookiesAndConditionalRequests() async throws {
        try await withServer { session, base, _ in
            let (_, set) = try await send(session, "GET", "\(base)/cookie/set")
            let setCookie = set.value(forHTTPHeaderField: "Set-Cookie") ?? ""
            #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Lax"))
            let (cookie, _) = try await send(session, "GET", "\(base)/cookie/get", headers: ["Cookie": "session=s3cr3t"])
            #expect(String(decoding: cookie, as: UTF8.self) == "s3cr3t")
            let (_, asset) = try await send(session, "GET", "\(base)/assets/app.css")
            let eTag = try #require(asset.value(forHTTPHeaderField: "ETag"))
            let (_, revalidated) = try await send(session, "GET", "\(base)/assets/app.css", headers: ["If-None-Match": eTag])
            #expect(revalidated.statusCode == 304)
        }
    }

    @Test("a finite Server-Sent Event stream is read whole")
    func serverSentEvents() async throws {
        try await withServer { session, base, _ in
            let (data, response) = try await send(session, "GET", "\(base)/events/finite")
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/event-stream; charset=utf-8")
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("event: tick\nid: 3\ndata: line 3\ndata: second\n\n"))
        }
    }
}
