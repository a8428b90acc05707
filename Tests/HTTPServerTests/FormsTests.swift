import Foundation
import Testing
@testable import HTTPServer

@Suite("PercentEncoding")
struct PercentEncodingTests {
    @Test("decodes escapes and, in forms, plus signs", arguments: [
        ("caf%C3%A9", false, "café"), ("a+b%20c", true, "a b c"), ("a+b", false, "a+b"), ("%41%42", false, "AB"), ("", false, ""),
    ])
    func decodes(_ text: String, _ plusAsSpace: Bool, _ expected: String) {
        #expect(PercentEncoding.decode(text, plusAsSpace: plusAsSpace) == expected)
    }

    @Test("malformed escapes and invalid UTF-8 are nil strictly, kept or replaced leniently", arguments: [
        ("%", "%"), ("%4", "%4"), ("%zz", "%zz"), ("%FF", "\u{FFFD}"), ("ok%2", "ok%2"),
    ])
    func refuses(_ text: String, _ lenient: String) {
        #expect(PercentEncoding.decode(text) == nil)
        #expect(PercentEncoding.decodeLossy(text) == lenient)
    }

    @Test("encoding keeps only unreserved characters and round-trips")
    func encodes() {
        let text = "a b/ç?&=%+~._-"
        #expect(PercentEncoding.encode(text) == "a%20b%2F%C3%A7%3F%26%3D%25%2B~._-")
        #expect(PercentEncoding.decode(PercentEncoding.encode(text)) == text)
    }

    @Test("query parameters keep order and repeated names")
    func query() {
        let query = URI("/search?q=kissa+koira&tag=a&tag=b&empty=&flag&bad=%zz").queryParameters
        #expect(query["q"] == "kissa koira")
        #expect(query.getAll("tag") == ["a", "b"])
        #expect(query["empty"] == "")
        #expect(query["flag"] == "")
        #expect(query["bad"] == "%zz")
        #expect(query["missing"] == nil)
        #expect(URI("/a?n=5").queryParameters.get("n", as: Int.self) == 5)
    }
}

@Suite("URLEncodedForm")
struct URLEncodedFormTests {
    static func request(_ body: String, type: String = "application/x-www-form-urlencoded; charset=utf-8") -> Request {
        Request(head: HTTPRequest(method: .post, path: "/", headerFields: [.contentType: type]), body: RequestBody(bytes: Array(body.utf8)))
    }

    @Test("fields are decoded in order")
    func parses() throws {
        let form = try URLEncodedForm(request: Self.request("name=Ay%C5%9Fe+Y%C4%B1lmaz&term=kedi&term=k%C3%B6pek&&x"))
        #expect(form["name"] == "Ayşe Yılmaz")
        #expect(form.getAll("term") == ["kedi", "köpek"])
        #expect(form["x"] == "")
        #expect(try form.require("name") == "Ayşe Yılmaz")
        #expect(throws: HTTPError.self) { try form.require("missing") }
    }

    @Test("malformed bodies, too many fields and other media types are refused", arguments: [
        ("a=%zz", "application/x-www-form-urlencoded", 400), ("a=%FF", "application/x-www-form-urlencoded", 400),
        ("a=1", "application/json", 415), (String(repeating: "a=1&", count: 1001), "application/x-www-form-urlencoded", 413),
    ])
    func refuses(_ body: String, _ type: String, _ status: Int) {
        #expect(throws: HTTPError.self) { try URLEncodedForm(request: Self.request(body, type: type)) }
        do {
            _ = try URLEncodedForm(request: Self.request(body, type: type))
        } catch let error as HTTPError {
            #expect(error.status.code == status)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

@Suite("MultipartFormData")
struct MultipartFormDataTests {
    static let body = [
        "preamble to ignore",
        "--XyZ",
        "Content-Disposition: form-data; name=\"title\"",
        "",
        "Biology terms",
        "--XyZ",
        "Content-Disposition: form-data; name=\"file\"; filename=\"C:\\\\Users\\\\ay\\\\terms.csv\"",
        "Content-Type: text/csv",
        "",
        "term,definition\r\nsolu,cell",
        "--XyZ",
        "Content-Disposition: form-data; name=\"utf\"; filename=\"x.txt\"; filename*=UTF-8''k%C3%B6pek.txt",
        "",
        "",
        "--XyZ--",
        "epilogue",
    ].joined(separator: "\r\n")

    @Test("fields and files are read, with names, file names and types")
    func parses() throws {
        let request = Request(
            head: HTTPRequest(method: .post, path: "/import", headerFields: [.contentType: "multipart/form-data; boundary=\"XyZ\""]),
            body: RequestBody(bytes: Array(Self.body.utf8)))
        let form = try MultipartFormData(request: request)
        #expect(form.parts.count == 3)
        #expect(form["title"] == "Biology terms")
        let file = try #require(form.part(named: "file"))
        #expect(file.filename == "terms.csv")
        #expect(file.contentType == "text/csv")
        #expect(file.text == "term,definition\r\nsolu,cell")
        #expect(form.part(named: "utf")?.filename == "köpek.txt")
        #expect(form.part(named: "utf")?.body == [])
    }

    @Test("malformed bodies are 400 and oversized ones 413", arguments: [
        ("no delimiter at all", 400),
        ("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated", 400),
        ("--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--", 400),
        ("--XyZ\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nx\r\n--XyZ--", 400),
        ("--XyZ\r\nContent-Disposition: form-data\r\n\r\nx\r\n--XyZ--", 400),
        ("--XyZ\r\nBad Header\r\n\r\nx\r\n--XyZ--", 400),
        ("--XyZjunk\r\n", 400),
        ("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--XyZ\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\ny\r\n--XyZ--", 413),
        ("--XyZ\r\nContent-Disposition: form-data; name=\"a\"; x=\"" + String(repeating: "v", count: 300) + "\"\r\n\r\nx\r\n--XyZ--", 413),
    ])
    func refuses(_ body: String, _ status: Int) {
        let limits = MultipartFormData.Limits(maxParts: 1, maxPartHeaderBytes: 200)
        do {
            _ = try MultipartFormData(body: Array(body.utf8), boundary: "XyZ", limits: limits)
            Issue.record("accepted")
        } catch let error as HTTPError {
            #expect(error.status.code == status, "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("the boundary comes from the content type", arguments: [
        ("multipart/form-data; boundary=abc", "abc"), ("Multipart/Form-Data;boundary=\"a b\"", "a b"),
        ("multipart/mixed; boundary=abc", nil), ("multipart/form-data", nil),
        ("multipart/form-data; boundary=" + String(repeating: "b", count: 71), nil),
    ])
    func boundary(_ contentType: String, _ expected: String?) {
        #expect(MultipartFormData.boundary(fromContentType: contentType) == expected)
    }
}

@Suite("Cookie")
struct CookieTests {
    @Test("Set-Cookie carries the attributes", arguments: [
        (Cookie(name: "session", value: "abc", maxAge: 3600, path: "/", httpOnly: true, sameSite: .lax),
         "session=abc; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax"),
        (Cookie(name: "lang", value: "fi", httpOnly: false, sameSite: .strict), "lang=fi; SameSite=Strict"),
        (Cookie(name: "x", value: "1", secure: true, httpOnly: true, sameSite: nil), "x=1; Secure; HttpOnly"),
        (Cookie(name: "x", value: "1", httpOnly: false, sameSite: Cookie.SameSite.none), "x=1; Secure; SameSite=None"),
        (Cookie(name: "x", value: "1", expires: Date(timeIntervalSince1970: 784_111_777), httpOnly: false, sameSite: nil),
         "x=1; Expires=Sun, 06 Nov 1994 08:49:37 GMT"),
        (Cookie(name: "x", value: "a; Path=/evil\r\nSet-Cookie: y=2", httpOnly: false, sameSite: nil),
         "x=a%3B%20Path=/evil%0D%0ASet-Cookie:%20y=2"),
    ])
    func setCookie(_ cookie: Cookie, _ expected: String) {
        #expect(cookie.headerValue == expected)
        var response = Response(status: .ok)
        response.setCookie(cookie)
        #expect(response.headers[.setCookie] == expected)
    }

    @Test("Cookie fields are parsed leniently, skipping malformed pieces")
    func parsesCookies() {
        let cookies = Cookies(fields: [.cookie: "a=1; b=\"two\"; junk; =x; c=; lang=fi"])
        #expect(cookies.value("a") == "1")
        #expect(cookies.value("b") == "two")
        #expect(cookies.value("c") == "")
        #expect(cookies["lang"]?.value == "fi")
        #expect(cookies.value("junk") == nil)
        #expect(Array(cookies).count == 4)
    }
}
