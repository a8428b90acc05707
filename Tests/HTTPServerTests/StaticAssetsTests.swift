import Foundation
import Testing
@testable import HTTPServer

@Suite("StaticAssets")
struct StaticAssetsTests {
    static let assets = StaticAssets([
        "app.css": StaticAsset(text: "body { color: teal }", path: "app.css"),
        "icons/add.svg": StaticAsset(text: "<svg/>", path: "icons/add.svg"),
        "caf\u{E9}.txt": StaticAsset(text: "café", path: "café.txt", cacheControl: "public, max-age=60"),
    ])

    static func app() -> Application<RouterResponder<BasicRequestContext>> {
        let router = Router()
        router.add(middleware: StaticAssetsMiddleware(assets, urlPrefix: "/assets"))
        router.get("/") { _, _ in "home" }
        return Application(router: router, logger: .silent)
    }

    static func get(_ path: String, _ headers: HTTPFields = [:], method: HTTPRequest.Method = .get) async -> Response {
        await app().respond(to: Request(head: HTTPRequest(method: method, path: path, headerFields: headers)))
    }

    @Test("an asset is served with its type, strong ETag and Cache-Control")
    func serves() async {
        let response = await Self.get("/assets/app.css")
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/css; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-cache")
        #expect(response.headers[.xContentTypeOptions] == "nosniff")
        let eTag = Self.assets["app.css"]?.eTag ?? ""
        #expect(response.headers[.eTag] == eTag)
        #expect(eTag.count == 34 && eTag.hasPrefix("\"") && !eTag.hasPrefix("W/"))
        #expect(String(decoding: response.body.bytes ?? [], as: UTF8.self) == "body { color: teal }")
        #expect(await Self.get("/assets/caf%C3%A9.txt").headers[.cacheControl] == "public, max-age=60")
        #expect(await Self.get("/assets/icons/add.svg").headers[.contentType] == "image/svg+xml")
        #expect(await Self.get("/").status == .ok)
    }

    @Test("If-None-Match with the ETag (or *, or a weak form of it) is 304 without a body", arguments: [
        ("{tag}", 304), ("\"other\", {tag}", 304), ("W/{tag}", 304), ("*", 304), ("\"other\"", 200),
    ])
    func conditional(_ condition: String, _ status: Int) async {
        let eTag = Self.assets["app.css"]?.eTag ?? ""
        let response = await Self.get("/assets/app.css", [.ifNoneMatch: condition.replacingOccurrences(of: "{tag}", with: eTag)])
        #expect(response.status.code == status)
        if status == 304 {
            #expect(response.body.bytes?.isEmpty == true)
            #expect(response.headers[.eTag] == eTag)
        }
    }

    @Test("traversal in any spelling is refused, unknown paths are 404, other methods 405", arguments: [
        ("/assets/../Package.swift", 400), ("/assets/%2e%2e/secret", 400), ("/assets/%2E%2e/secret", 400),
        ("/assets/icons/%2e%2e%2fapp.css", 400), ("/assets/.%2e/x", 400), ("/assets/./app.css", 400),
        ("/assets/icons%2fadd.svg", 400), ("/assets/%5c..%5capp.css", 400), ("/assets/app.css%00.png", 400),
        ("/assets/missing.css", 404), ("/assets/icons//add.svg", 404), ("/assets/%ff", 400),
    ])
    func refusals(_ path: String, _ status: Int) async {
        #expect(await Self.get(path).status.code == status)
    }

    @Test("only GET and HEAD are served")
    func methods() async {
        let response = await Self.get("/assets/app.css", method: .post)
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers[.allow] == "GET, HEAD")
    }

    @Test("SHA-256 matches the FIPS 180-4 examples", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func sha256(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }
}
