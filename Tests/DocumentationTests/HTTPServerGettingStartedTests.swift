import Foundation
import HTTPServer
import Testing

// The examples of HTTPServer's "Getting started" article, as written, with what their comments say asserted through
// `Application.respond(to:)` and, for "Test it", a server on port 0.

/// The article's declarations, in a namespace of their own (its `Term` is not TerminologyKit's).
enum HTTPServerArticle {
    struct Term: ResponseEncodable {
        var id: Int
        var text: String
    }
}

extension HTTPServerArticle {
    /// Not run: `runService()` serves port 8080 until SIGINT or SIGTERM (HTTPServerTests send the example
    /// executable real signals); the tests below serve the same router on port 0 and through `respond(to:)`.
    static func serveUntilSignalled(_ router: Router<BasicRequestContext>) async throws {
        let app = Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 8080)))
        try await app.runService()   // until SIGINT or SIGTERM, then a graceful shutdown
    }
}

extension HTTPServerArticle {
    @Suite struct HTTPServerGettingStartedTests {
        /// The article's router, built by its examples in order.
        static func articleRouter() -> (Router<BasicRequestContext>, EventHub) {
            let router = Router()
            router.get("/health") { _, _ in "ok" }
            router.get("/terms/:id") { _, context -> Term in
                let id = try context.parameters.require("id", as: Int.self)   // 400 when it is not a number
                guard id == 1 else { throw HTTPError(.notFound, message: "no term \(id)") }
                return Term(id: id, text: "mitokondrio")
            }

            let hub = EventHub()

            router.post("/terms") { request, _ -> HTTPResponse.Status in
                let form = try URLEncodedForm(request: request)
                let text = try form.require("text")                 // 400 naming the missing field
                hub.publish(ServerSentEvent(event: "term", data: text))
                return .created
            }

            // Every browser that opened /events sees each new term at once.
            router.get("/events") { _, _ in Response.eventStream(hub.subscribe(), heartbeat: .seconds(15)) }

            let api = router.group("/api")
            api.addMiddleware { request, context, next in
                var response = try await next(request, context)
                response.headers[.cacheControl] = "no-store"
                return response
            }
            api.get("/version") { _, _ in "0.1.0" }
            return (router, hub)
        }

        static func request(_ method: HTTPRequest.Method, _ path: String, form: String? = nil) -> Request {
            let headers: HTTPFields = form == nil ? [:] : [.contentType: "application/x-www-form-urlencoded"]
            return Request(head: HTTPRequest(method: method, path: path, headerFields: headers), body: RequestBody(bytes: Array((form ?? "").utf8)))
        }

        static func text(_ response: Response) -> String { String(decoding: response.body.bytes ?? [], as: UTF8.self) }

        static func jsonObject(_ text: String) -> NSDictionary? {
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? NSDictionary
        }

        @Test(arguments: [
            ("GET", "/health", 200, "ok"),
            ("GET", "/terms/1", 200, #"{"id":1,"text":"mitokondrio"}"#),
            ("GET", "/terms/2", 404, "no term 2"),
            ("GET", "/terms/abc", 400, "id"),
            ("POST", "/terms", 400, "Missing form field 'text'."),
            ("GET", "/api/version", 200, "0.1.0"),
        ])
        func routes(method: String, path: String, status: Int, body: String) async throws {
            let (router, _) = Self.articleRouter()
            let app = Application(router: router)
            let response = await app.respond(to: Self.request(try #require(HTTPRequest.Method(method)), path, form: method == "POST" ? "" : nil))
            #expect(response.status.code == status)
            if status == 200, path.hasPrefix("/terms") {
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                // Foundation's JSONEncoder on Linux writes the keys in no fixed order: compare the objects.
                #expect(Self.jsonObject(Self.text(response)) == Self.jsonObject(body), "\(Self.text(response))")
            } else {
                #expect(Self.text(response).contains(body), "\(Self.text(response))")
            }
            #expect((response.headers[.cacheControl] == "no-store") == path.hasPrefix("/api"))
        }

        @Test(.timeLimit(.minutes(1))) func aPostedTermReachesTheEventHub() async throws {
            let (router, hub) = Self.articleRouter()
            let events = hub.subscribe()
            let app = Application(router: router)
            let response = await app.respond(to: Self.request(.post, "/terms", form: "text=ribosomi"))
            #expect(response.status == .created)
            var iterator = events.makeAsyncIterator()
            let event = await iterator.next()
            #expect(event?.event == "term" && event?.data == "ribosomi")

            let stream = await app.respond(to: Self.request(.get, "/events"))
            #expect(stream.status == .ok && stream.body.isStreamed)
            #expect(stream.headers[.contentType]?.hasPrefix("text/event-stream") == true)
        }

        @Test func testIt() async throws {
            let (router, _) = Self.articleRouter()

            let test = Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
            let server = try test.start()
            print(server.port)                   // send requests to it here
            await server.shutdown()

            #expect(server.port > 0)
        }
}
}
