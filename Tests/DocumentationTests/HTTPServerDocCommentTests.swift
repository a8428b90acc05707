import Foundation
import HTTPServer
import Testing

// The `///` examples of HTTPServer's main types (those the articles link to), as written.

/// `Application`'s example declarations (a namespace of their own: the article has another `Term`).
enum HTTPServerDocComments {
    struct Term: ResponseEncodable { var id: Int; var text: String }

    /// Not run: the example serves port 8080 until SIGINT or SIGTERM; the tests serve its router through
    /// `respond(to:)`.
    static func serve(_ router: Router<BasicRequestContext>) async throws {
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
        try await app.runService()   // until SIGINT or SIGTERM, then a graceful shutdown
    }

    /// The terms `HTTPError`'s example looks up.
    struct TermStore: Sendable {
        func term(_ id: Int) -> Term? { id == 1 ? Term(id: 1, text: "sanasto") : nil }
    }

    @Suite struct HTTPServerDocCommentTests {
        @Test func httpError() async {
            let store = TermStore()
            let router = Router()
            router.get("/terms/:id") { _, context -> Term in
                let id = try context.parameters.require("id", as: Int.self)
                guard let term = store.term(id) else { throw HTTPError(.notFound, message: "No such term.") }
                return term
            }
            let app = Application(router: router)
            let missing = await app.respond(to: Self.request(.get, "/terms/2"))
            #expect(missing.status == .notFound)
            #expect(Self.text(missing).contains("No such term."), "\(Self.text(missing))")
            #expect(await app.respond(to: Self.request(.get, "/terms/1")).status == .ok)
        }

        // The waits for events are bounded, so that an event that never comes fails the test instead of hanging it.
        @Test(.timeLimit(.minutes(1))) func eventHub() async throws {
            let router = Router()
            let json = #"{"id":42,"text":"ribosomi"}"#

            let hub = EventHub()
            router.get("/events") { request, _ in
                Response.eventStream(hub.subscribe(lastEventID: request.headers[HTTPField.Name("Last-Event-ID")!]))
            }
            hub.publish(ServerSentEvent(event: "term", data: json, id: "42"))

            // Event 42 is in the hub's history: a browser that saw it and reconnects is replayed what came after.
            hub.publish(ServerSentEvent(event: "term", data: "{}", id: "43"))
            var iterator = hub.subscribe(lastEventID: "42").makeAsyncIterator()
            let event = await iterator.next()
            #expect(event?.id == "43")
            let app = Application(router: router)
            let stream = await app.respond(to: Request(
                head: HTTPRequest(method: .get, path: "/events", headerFields: [try #require(HTTPField.Name("Last-Event-ID")): "42"])))
            #expect(stream.status == .ok && stream.body.isStreamed)
        }

        @Test func urlEncodedForm() async {
            let router = Router()
            router.post("/students") { request, _ -> String in
                let form = try URLEncodedForm(request: request)
                let name = try form.require("name")
                return "Tervetuloa, \(name)!"
            }
            let app = Application(router: router)
            #expect(Self.text(await app.respond(to: Self.request(.post, "/students", form: "name=Ay%C5%9Fe"))) == "Tervetuloa, Ayşe!")
            let missing = await app.respond(to: Self.request(.post, "/students", form: "nimi=Ayşe"))
            #expect(missing.status == .badRequest)
            #expect(Self.text(missing).contains("Missing form field 'name'."))
        }

        static func request(_ method: HTTPRequest.Method, _ path: String, form: String? = nil) -> Request {
            let headers: HTTPFields = form == nil ? [:] : [.contentType: "application/x-www-form-urlencoded"]
            return Request(head: HTTPRequest(method: method, path: path, headerFields: headers), body: RequestBody(bytes: Array((form ?? "").utf8)))
        }

        static func text(_ response: Response) -> String { String(decoding: response.body.bytes ?? [], as: UTF8.self) }

        @Test func router() async {
            let router = Router()
            router.get("/terms/:id") { request, context in
                let id = try context.parameters.require("id", as: Int.self)
                return "term \(id)"
            }

            let app = Application(router: router)
            #expect(Self.text(await app.respond(to: Self.request(.get, "/terms/42"))) == "term 42")
            #expect(await app.respond(to: Self.request(.get, "/terms/x")).status == .badRequest)
        }

        @Test(.timeLimit(.minutes(1))) func application() async {
            let hub = EventHub()
            let router = Router()
            router.get("/terms/:id") { request, context -> Term in
                let id = try context.parameters.require("id", as: Int.self)
                return Term(id: id, text: "sanasto")                         // application/json
            }
            router.post("/terms") { request, context -> HTTPResponse.Status in
                let form = try URLEncodedForm(request: request)
                hub.publish(ServerSentEvent(event: "term", data: form["text"] ?? ""))
                return .created
            }
            router.get("/events") { request, context in
                Response.eventStream(hub.subscribe(), heartbeat: .seconds(15))   // text/event-stream
            }

            let app = Application(router: router)
            let term = await app.respond(to: Self.request(.get, "/terms/7"))
            #expect(term.headers[.contentType]?.hasPrefix("application/json") == true)
            // Foundation's JSONEncoder on Linux writes the keys in no fixed order: compare the objects.
            let object = (try? JSONSerialization.jsonObject(with: Data(Self.text(term).utf8))) as? NSDictionary
            #expect(object == ["id": 7, "text": "sanasto"], "\(Self.text(term))")
            let events = hub.subscribe()
            #expect(await app.respond(to: Self.request(.post, "/terms", form: "text=ribosomi")).status == .created)
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next()?.data == "ribosomi")
            let stream = await app.respond(to: Self.request(.get, "/events"))
            #expect(stream.headers[.contentType]?.hasPrefix("text/event-stream") == true)
        }
    }
}
