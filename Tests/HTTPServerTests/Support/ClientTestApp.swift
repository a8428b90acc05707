import Foundation
@testable import HTTPServer

/// The routes the real-client suites (curl, URLSession) exercise: one per feature.
enum ClientTestApp {
    struct Term: ResponseEncodable, Codable, Equatable {
        var id: Int
        var text: String
    }

    static let assets = StaticAssets(["app.css": StaticAsset(text: "body{}", path: "app.css")])

    static func router(hub: EventHub) -> Router<BasicRequestContext> {
        let router = TestServer.standardRouter()
        router.add(middleware: StaticAssetsMiddleware(assets, urlPrefix: "/assets"))
        router.get("/terms/:id") { _, context in Term(id: try context.parameters.require("id", as: Int.self), text: "sana") }
        router.post("/terms") { request, context -> EditedResponse<Term> in
            var term = try await request.decode(as: Term.self, context: context)
            term.id = 99
            return EditedResponse(status: .created, response: term)
        }
        router.post("/form") { request, _ in
            let form = try URLEncodedForm(request: request)
            return "name=\(try form.require("name")) tags=\(form.getAll("tag").joined(separator: ","))"
        }
        router.post("/upload") { request, _ in
            let form = try MultipartFormData(request: request)
            guard let file = form.part(named: "file") else { throw HTTPError(.badRequest, message: "no file") }
            return "\(file.filename ?? "-") \(file.body.count) \(form["note"] ?? "-")"
        }
        router.get("/cookie/set") { _, _ in
            var response = Response.text("set")
            response.setCookie(Cookie(name: "session", value: "s3cr3t", path: "/", httpOnly: true, sameSite: .lax))
            return response
        }
        router.get("/cookie/get") { request, _ in request.cookies.value("session") ?? "none" }
        router.get("/redirect") { _, _ in Response.redirect(to: "/hello") }
        router.get("/query") { request, _ in request.uri.queryParameters["q"] ?? "" }
        router.get("/events/finite") { _, _ in
            let (stream, continuation) = AsyncStream<ServerSentEvent>.makeStream()
            for index in 1...3 { continuation.yield(ServerSentEvent(event: "tick", data: "line \(index)\nsecond", id: "\(index)")) }
            continuation.finish()
            return Response.eventStream(stream, heartbeat: .seconds(10))
        }
        // The first event the hub publishes, then the end: a live stream a client can read to its end.
        router.get("/events/next") { request, _ in
            Response.eventStream(hub.subscribe(lastEventID: request.headers[HTTPField.Name("Last-Event-ID")!]).prefix(1))
        }
        return router
    }
}
