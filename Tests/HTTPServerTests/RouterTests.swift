import Foundation
import Testing
@testable import HTTPServer

/// Routing through `Application.respond(to:)`, without sockets.
@Suite("Router")
struct RouterTests {
    private static func request(_ method: HTTPRequest.Method, _ path: String, headers: HTTPFields = [:], body: String = "") -> Request {
        Request(head: HTTPRequest(method: method, path: path, headerFields: headers), body: RequestBody(bytes: Array(body.utf8)))
    }

    private static func text(_ response: Response) -> String { String(decoding: response.body.bytes ?? [], as: UTF8.self) }

    private static func makeApp() -> Application<RouterResponder<BasicRequestContext>> {
        let router = Router()
        router.get("/terms") { _, _ in "all terms" }
        router.get("/terms/:id") { _, context in "term \(try context.parameters.require("id", as: Int.self))" }
        router.get("/terms/new") { _, _ in "new term form" }
        router.post("/terms") { _, _ in HTTPResponse.Status.created }
        router.get("/files/*/meta") { _, _ in "meta" }
        router.get("/assets/**") { _, context in "asset " + context.parameters.getCatchAll().joined(separator: "|") }
        router.get("/users/:name/terms/:id") { _, context in
            "\(context.parameters.get("name") ?? "") \(context.parameters.get("id") ?? "")"
        }
        router.get("/nothing") { _, _ -> String? in nil }
        router.on("/report", method: HTTPRequest.Method("REPORT")!) { _, _ in "report" }
        return Application(router: router, logger: .silent)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var method: HTTPRequest.Method
        var path: String
        var status: Int
        var body: String?
        var allow: String?
        var testDescription: String { "\(method) \(path)" }
    }

    static let cases: [Case] = [
        Case(method: .get, path: "/terms", status: 200, body: "all terms"),
        Case(method: .get, path: "/terms/", status: 200, body: "all terms"),
        Case(method: .get, path: "/terms/42", status: 200, body: "term 42"),
        Case(method: .get, path: "/terms/42?x=1", status: 200, body: "term 42"),
        Case(method: .get, path: "/terms/new", status: 200, body: "new term form"),
        Case(method: .get, path: "/terms/abc", status: 400),
        Case(method: .post, path: "/terms", status: 201, body: ""),
        Case(method: .delete, path: "/terms", status: 405, allow: "GET, HEAD, POST, OPTIONS"),
        Case(method: .put, path: "/terms/1", status: 405, allow: "GET, HEAD, OPTIONS"),
        Case(method: .head, path: "/terms/7", status: 200, body: "term 7"),
        Case(method: .options, path: "/terms", status: 204, allow: "GET, HEAD, POST, OPTIONS"),
        Case(method: .get, path: "/files/a/meta", status: 200, body: "meta"),
        Case(method: .get, path: "/files/a/b/meta", status: 404),
        Case(method: .get, path: "/assets", status: 200, body: "asset "),
        Case(method: .get, path: "/assets/css/app.css", status: 200, body: "asset css|app.css"),
        Case(method: .get, path: "/assets/caf%C3%A9", status: 200, body: "asset café"),
        Case(method: .get, path: "/users/ay%C5%9Fe/terms/3", status: 200, body: "ayşe 3"),
        Case(method: .get, path: "/nothing", status: 204),
        Case(method: .get, path: "/missing", status: 404),
        Case(method: HTTPRequest.Method("BREW")!, path: "/terms", status: 501),
        Case(method: HTTPRequest.Method("REPORT")!, path: "/report", status: 200, body: "report"),
        Case(method: .options, path: "*", status: 204, allow: "GET, HEAD, POST, OPTIONS, REPORT"),
    ]

    @Test("routes by method and pattern, with 404, 405 + Allow, 501 and automatic HEAD and OPTIONS", arguments: cases)
    func routing(_ example: Case) async {
        let response = await Self.makeApp().respond(to: Self.request(example.method, example.path))
        #expect(response.status.code == example.status)
        if let body = example.body { #expect(Self.text(response) == body) }
        if let allow = example.allow { #expect(response.headers[.allow] == allow) }
    }

    @Test("router middleware wraps every request in order; group middleware only its routes")
    func middleware() async throws {
        let router = Router()
        router.addMiddleware { request, context, next in
            var response = try await next(request, context)
            response.headers.append(HTTPField.Name("X-Order")!, "outer")
            return response
        }
        router.addMiddleware { request, context, next in
            var response = try await next(request, context)
            response.headers.append(HTTPField.Name("X-Order")!, "inner")
            return response
        }
        let api = router.group("/api").addMiddleware { request, context, next in
            guard request.headers[.authorization] != nil else { throw HTTPError(.unauthorized) }
            return try await next(request, context)
        }
        api.get("/me") { _, _ in "me" }
        router.get("/open") { _, _ in "open" }
        let app = Application(router: router, logger: .silent)
        let denied = await app.respond(to: Self.request(.get, "/api/me"))
        #expect(denied.status == .unauthorized)
        // A thrown error passes through the middleware (as in Hummingbird) and becomes a response after it.
        #expect(denied.headers[values: HTTPField.Name("X-Order")!] == [])
        let allowed = await app.respond(to: Self.request(.get, "/api/me", headers: [.authorization: "Bearer x"]))
        #expect(Self.text(allowed) == "me")
        #expect(allowed.headers[values: HTTPField.Name("X-Order")!] == ["inner", "outer"])
        // Router middleware also runs for requests that match no route (and may answer them itself).
        let seen = Locked<[String]>([])
        router.addMiddleware { request, context, next in
            seen.withLock { $0.append(request.uri.path) }
            return try await next(request, context)
        }
        let watched = Application(router: router, logger: .silent)
        #expect(await watched.respond(to: Self.request(.get, "/nope")).status == .notFound)
        #expect(seen.withLock { $0 } == ["/nope"])
    }

    struct Term: ResponseEncodable, Decodable, Equatable {
        var id: Int
        var text: String
    }

    @Test("JSON in and out through the context's decoder and encoder; a bad body is 400")
    func json() async throws {
        let router = Router()
        router.post("/terms") { request, context -> Term in
            var term = try await request.decode(as: Term.self, context: context)
            term.id += 1
            return term
        }
        let app = Application(router: router, logger: .silent)
        let response = await app.respond(to: Self.request(.post, "/terms", body: #"{"id": 1, "text": "sana"}"#))
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        // Keys sorted: the same bytes on every run (not the dictionary order of one process).
        #expect(Self.text(response) == #"{"id":2,"text":"sana"}"#)
        let bad = await app.respond(to: Self.request(.post, "/terms", body: #"{"id": "one"}"#))
        #expect(bad.status == .badRequest)
        #expect(Self.text(bad).contains("id"))
    }

    @Test("a custom context carries the app's facts")
    func customContext() async {
        struct AppContext: RequestContext {
            var coreContext: CoreRequestContextStorage
            var user: String?
            init(source: ApplicationRequestContextSource) { coreContext = CoreRequestContextStorage(source: source) }
        }
        let router = Router(context: AppContext.self)
        router.addMiddleware { request, context, next in
            var context = context
            context.user = request.cookies.value("user")
            return try await next(request, context)
        }
        router.get("/whoami") { _, context in context.user ?? "nobody" }
        let app = Application(router: router, logger: .silent)
        let response = await app.respond(to: Self.request(.get, "/whoami", headers: [.cookie: "a=1; user=ayse"]))
        #expect(Self.text(response) == "ayse")
    }

    @Test("path patterns parse captures, wildcards and ignore extra slashes", arguments: [
        ("/terms/:id", "/terms/:id"), ("terms/{id}/", "/terms/:id"), ("//a///b", "/a/b"), ("/a/**/b", "/a/**"), ("/x/*", "/x/*"),
    ])
    func routerPath(_ pattern: String, _ description: String) {
        #expect(RouterPath(pattern).description == description)
    }
}
