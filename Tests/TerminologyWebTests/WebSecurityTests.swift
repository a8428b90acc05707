import Foundation
import HTTPServer
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Roles, CSRF, escaping, sign-in limits and path traversal, through URLSession over loopback.
@Suite("WebApp security")
struct WebSecurityTests {
    /// The state-changing routes of the teacher, with a form each would otherwise accept.
    static func teacherPosts(_ harness: WebHarness) throws -> [(String, [(String, String)])] {
        let terminology = try harness.demoTerminology().id.uuidString.lowercased()
        let category = try #require(try harness.demoCategories().first).id.uuidString.lowercased()
        let concept = try #require(try harness.store.read { try $0.concepts(in: .library, limit: 1) }.first).id.uuidString.lowercased()
        return [
            ("/teacher/class-code", []),
            ("/teacher/terminologies", [("title", "Kemia"), ("languages", "fi,en")]),
            ("/teacher/terminologies/\(terminology)", [("title", "Changed")]),
            ("/teacher/terminologies/\(terminology)/categories", [("name", "Uusi")]),
            ("/teacher/terminologies/\(terminology)/terms", [("term-fi", "bentseeni")]),
            ("/teacher/categories/\(category)", [("name", "Renamed")]),
            ("/teacher/categories/\(category)/delete", []),
            ("/teacher/terms/\(concept)", [("term-fi", "muutettu")]),
            ("/teacher/terms/\(concept)/delete", []),
            ("/teacher/terminologies/\(terminology)/delete", []),
            ("/teacher/hardest", [("enabled", "1")]),
        ]
    }

    @Test("a student cannot edit the course: every teacher route is 403 and nothing changes")
    func studentCannotEdit() async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student()
            let before = try harness.store.read { try $0.concepts(in: .library).count }
            let code = harness.web.credentials.classCode
            for (path, form) in try Self.teacherPosts(harness) {
                let reply = try await student.post(path, form)
                #expect(reply.status == 403, "student POST \(path): \(reply)")
            }
            #expect(try harness.store.read { try $0.concepts(in: .library).count } == before)
            #expect(try harness.store.read { try $0.terminologies().count } == 1)
            #expect(harness.web.credentials.classCode == code)
            // The intent that adds to a course category is the teacher's too.
            let category = try #require(try harness.demoCategories().first)
            let intent = try await student.postJSON("/intents/AddTermIntent", #"{"term": "x", "category": "\#(category.id.uuidString.lowercased())", "difficulty": "easy"}"#)
            #expect(intent.status == 403)
        }
    }

    enum Token: String, CaseIterable, Sendable { case missing, wrong, otherDevice }

    @Test("a state-changing request without the device's CSRF token is 403", arguments: Token.allCases)
    func csrf(token: Token) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let other = try await harness.student("Other")
            let given: String?? = switch token {
            case .missing: .none
            case .wrong: .some("0000")
            case .otherDevice: .some(other.csrf)
            }
            var posts = try Self.teacherPosts(harness)
            posts += [("/study/stop", []), ("/focus", [("course", "BI3")]), ("/today/toggle", []), ("/language", [("lang", "fi")]),
                      ("/sign-out", []), ("/say", [("utterance", "Study with Sanasto")])]
            for (path, form) in posts {
                let reply = try await teacher.post(path, form, csrf: given)
                #expect(reply.status == 403, "POST \(path) with \(token) token: \(reply)")
            }
            let json = try await teacher.postJSON("/intents/StudyNowIntent", "{}", csrfHeader: false)
            #expect(json.status == 403)
            #expect(json.headers["content-type"]?.hasPrefix("application/json") == true)
            // And with it, the same request works.
            #expect(try await teacher.post("/focus", [("course", "BI3")]).status == 200)
        }
    }

    @Test("user text is escaped everywhere it is shown", arguments: [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='x", "&lt;already&gt;",
    ])
    func escaping(text: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            let added = try await teacher.post("/teacher/terminologies/\(terminology.id.uuidString.lowercased())/terms", [
                ("term-fi", text), ("definition", text), ("category", category.id.uuidString.lowercased()),
            ])
            #expect(added.status == 200, "\(added)")
            let student = try await harness.student(text)
            for path in ["/categories/\(category.id.uuidString.lowercased())", "/search?q=" + Browser.encode(text)] {
                let page = try await student.get(path)
                #expect(page.status == 200)
                #expect(!page.text.contains(text), "\(path) shows the raw text")
                #expect(page.text.contains(HTMLWriter.escape(text)), "\(path) shows the escaped text")
            }
            let proposal = try await student.post("/propose", [("terminology", terminology.id.uuidString.lowercased()), ("term-fi", text)])
            #expect(proposal.status == 200)
            let proposals = try await teacher.get("/teacher/proposals")
            #expect(!proposals.text.contains(text) && proposals.text.contains(HTMLWriter.escape(text)))
        }
    }

    @Test("wrong class codes and sign-ins are limited per address", arguments: ["/join", "/sign-in"])
    func rateLimit(path: String) async throws {
        try await WebHarness.with { harness in
            let browser = harness.browser()
            _ = try await browser.get(path)
            let form: [(String, String)] = path == "/join" ? [("code", "WRONG1"), ("name", "Mallory")] : [("secret", "guess")]
            for attempt in 1...5 {
                let reply = try await browser.post(path, form)
                #expect(reply.status == 403, "attempt \(attempt): \(reply)")
            }
            let limited = try await browser.post(path, form)
            #expect(limited.status == 429)
            #expect(Int(limited.headers["retry-after"] ?? "") ?? 0 > 0)
            // Even the right secret waits now.
            let right: [(String, String)] = path == "/join" ? [("code", harness.web.credentials.classCode), ("name", "A")] : [("secret", WebHarness.teacherToken)]
            #expect(try await browser.post(path, right).status == 429)
        }
    }

    @Test("behind a trusted proxy the limit counts the client the proxy names (the last X-Forwarded-For), else the connection", arguments: [true, false])
    func forwardedRateLimit(trusted: Bool) async throws {
        try await WebHarness.with(options: WebApp.Options(proxyHeaders: trusted ? .xForwarded : .none)) { harness in
            let browser = harness.browser()
            _ = try await browser.get("/sign-in")
            func signIn(forwardedFor: String) async throws -> Int {
                try await browser.send("POST", "/sign-in", headers: [
                    "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor,
                ], body: Data("secret=guess&csrf=\(browser.csrf)".utf8)).status
            }
            for attempt in 1...5 {
                #expect(try await signIn(forwardedFor: "198.51.100.7") == 403, "attempt \(attempt)")
            }
            // What the client wrote before the proxy's own entry changes nothing: it is the same client.
            #expect(try await signIn(forwardedFor: "203.0.113.9, 198.51.100.7") == 429)
            // Another client behind the same proxy: its own count when the proxy is trusted; the proxy's address when not.
            #expect(try await signIn(forwardedFor: "198.51.100.7, 198.51.100.8") == (trusted ? 403 : 429))
            // A value that is no address is not a client: the connection's address counts.
            #expect(try await signIn(forwardedFor: "<script>") == (trusted ? 403 : 429))
        }
    }

    @Test("with --proxy-headers forwarded the limit counts the client in the last Forwarded element, and ignores X-Forwarded-For")
    func standardForwardedRateLimit() async throws {
        try await WebHarness.with(options: WebApp.Options(proxyHeaders: .forwarded)) { harness in
            let browser = harness.browser()
            _ = try await browser.get("/sign-in")
            func signIn(_ headers: [String: String]) async throws -> Int {
                try await browser.send("POST", "/sign-in", headers: headers.merging(["Content-Type": "application/x-www-form-urlencoded"]) { $1 },
                                       body: Data("secret=guess&csrf=\(browser.csrf)".utf8)).status
            }
            for attempt in 1...5 {
                #expect(try await signIn(["Forwarded": #"for="[2001:db8::7]:4711";proto=https"#]) == 403, "attempt \(attempt)")
            }
            // The same client, whatever came before the proxy's element and whatever X-Forwarded-For says.
            #expect(try await signIn(["Forwarded": #"for=203.0.113.9, for="[2001:db8::7]""#, "X-Forwarded-For": "198.51.100.99"]) == 429)
            // Another client behind the proxy has its own count; X-Forwarded-For alone is not trusted.
            #expect(try await signIn(["Forwarded": "for=198.51.100.8"]) == 403)
            #expect(try await signIn(["X-Forwarded-For": "198.51.100.50"]) == 403, "the connection's own count, first failure")
            // Obfuscated and unknown nodes are no address: the connection's count.
            for _ in 1...4 { _ = try await signIn(["Forwarded": "for=unknown"]) }
            #expect(try await signIn(["Forwarded": "for=_hidden"]) == 429)
        }
    }

    @Test("behind two trusted proxies the client is the address the outer one names", arguments: WebApp.ProxyHeaders.allCases.filter { $0 != .none })
    func twoHops(headers: WebApp.ProxyHeaders) async throws {
        try await WebHarness.with(options: WebApp.Options(proxyHeaders: headers, proxyHops: 2)) { harness in
            let browser = harness.browser()
            _ = try await browser.get("/sign-in")
            func signIn(client: String, made: String? = nil) async throws -> Int {
                // The inner proxy appends the outer one's address; the outer one appended the client's.
                let list = [made, client, "10.0.0.2"].compactMap { $0 }
                let value = headers == .forwarded ? list.map { "for=\($0)" }.joined(separator: ", ") : list.joined(separator: ", ")
                return try await browser.send("POST", "/sign-in", headers: [
                    "Content-Type": "application/x-www-form-urlencoded", headers == .forwarded ? "Forwarded" : "X-Forwarded-For": value,
                ], body: Data("secret=guess&csrf=\(browser.csrf)".utf8)).status
            }
            for attempt in 1...5 { #expect(try await signIn(client: "198.51.100.7") == 403, "attempt \(attempt)") }
            #expect(try await signIn(client: "198.51.100.7", made: "203.0.113.9") == 429, "what the client wrote first changes nothing")
            #expect(try await signIn(client: "198.51.100.8") == 403, "another client, behind the same two proxies")
        }
    }

    @Test("behind a trusted Forwarded proxy the cookie is Secure only when its proto is https", arguments: [
        ("for=192.0.2.1;proto=https", true), ("for=192.0.2.1;proto=http", false), ("proto=https, for=192.0.2.1;proto=http", false),
        ("for=192.0.2.1", false),
    ])
    func forwardedProto(forwarded: String, secure: Bool) async throws {
        try await WebHarness.with(options: WebApp.Options(proxyHeaders: .forwarded)) { harness in
            let reply = try await harness.browser().get("/join", headers: ["Forwarded": forwarded, "X-Forwarded-Proto": "https"])
            let cookie = try #require(reply.headers["set-cookie"])
            #expect(cookie.contains("Secure") == secure, "\(forwarded)")
        }
    }

    @Test("only addresses are taken from X-Forwarded-For", arguments: [
        ("198.51.100.7", true), ("2001:db8::1", true), ("::ffff:192.0.2.1", true), ("", false), ("unknown", false),
        ("1.2.3", false), ("<script>", false), ("fe80::1%eth0", false), (String(repeating: "1", count: 46), false),
    ])
    func forwardedAddress(text: String, accepted: Bool) {
        #expect(WebApp.isAddress(text) == accepted)
    }

    @Test("the teacher signs in with the token or the password, never with a wrong one", arguments: [
        (WebHarness.teacherToken, true), ("correct horse battery", true), ("correct horse batter", false), ("", false),
    ])
    func signIn(secret: String, accepted: Bool) async throws {
        try await WebHarness.with { harness in
            try ClassCredentials.setPassword("correct horse battery", in: harness.store)
            let browser = harness.browser()
            _ = try await browser.get("/sign-in")
            let reply = try await browser.post("/sign-in", [("secret", secret)])
            #expect(reply.status == (accepted ? 303 : 403))
            #expect(try await browser.get("/teacher").status == (accepted ? 200 : 303))
            let stored = try #require(try harness.store.read { try $0.setting("web.teacherPassword") })
            #expect(!stored.contains("correct horse"))
        }
    }

    @Test("rotating the class code stops the old one; students who joined stay")
    func rotation() async throws {
        try await WebHarness.with { harness in
            let old = harness.web.credentials.classCode
            let student = try await harness.student()
            let teacher = try await harness.teacher()
            let rotated = try await teacher.post("/teacher/class-code")
            #expect(rotated.status == 200)
            let new = harness.web.credentials.classCode
            #expect(new != old && rotated.element("class-code") == new)
            #expect(try await student.get("/").status == 200)
            let late = harness.browser()
            _ = try await late.get("/join")
            #expect(try await late.post("/join", [("code", old), ("name", "Late")]).status == 403)
            #expect(try await late.post("/join", [("code", new.lowercased()), ("name", "Late")]).status == 303)
        }
    }

    static let curl = ToolRunner.installed("curl")

    @Test("no spelling of a path outside the assets and exports is reachable (curl, paths sent as written)", arguments: [
        ("/assets/../manifest.webmanifest", 400), ("/assets/%2e%2e/%2e%2e/etc/passwd", 400), ("/assets/icons%2f..%2fsanasto.css", 400),
        ("/assets/..%5c..%5cetc", 400), ("/assets/./sanasto.css", 400), ("/assets/nothing.css", 404),
    ])
    func traversal(path: String, status: Int) async throws {
        guard let curl = Self.curl else {
            print("skipped: curl is not installed (Debian's curl package) to send paths as written")
            return
        }
        try await WebHarness.with { harness in
            let url = harness.base + path
            let result = try await offload {
                try curl.run(["--silent", "--path-as-is", "--max-time", "120", "--output", "/dev/null", "--write-out", "%{http_code}", url])
            }
            #expect(result.standardOutput == "\(status)", "\(path): \(result)")
        }
    }

    @Test("an export names a format of the list and a terminology by its id; nothing else", arguments: [
        "..%2f..%2fetc%2fpasswd", "tbx%00", "exe", "TBX", "tbx.sh",
    ])
    func exportNames(format: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let terminology = try harness.demoTerminology().id.uuidString.lowercased()
            #expect(try await teacher.get("/teacher/terminologies/\(terminology)/export/\(format)").status == 404)
            #expect(try await teacher.get("/teacher/terminologies/\(terminology.prefix(8))/export/tbx").status == 404)
            let good = try await teacher.get("/teacher/terminologies/\(terminology)/export/tbx")
            #expect(good.status == 200)
            #expect(good.headers["content-disposition"]?.hasPrefix("attachment; filename=\"Solubiologian-perustermit.tbx\"") == true)
        }
    }

    @Test("nothing secret reaches the log: tokens, codes, cookies, passwords, names and terms")
    func logs() async throws {
        let records = Locked([String]())
        let logger = Logger(label: "test", logLevel: .trace) { record in
            records.withLock { $0.append(record.message + " " + record.metadata.map { "\($0.key)=\($0.value)" }.joined(separator: " ")) }
        }
        var secrets: [String] = []
        try await WebHarness.with(logger: logger) { harness in
            try ClassCredentials.setPassword("correct horse battery", in: harness.store)
            let student = try await harness.student("Aino Salainen")
            _ = try await student.post("/terms", [("term-fi", "salatermi")])
            _ = try await student.get("/search?q=salatermi")
            _ = try await student.post("/teacher/class-code")
            _ = try await student.postJSON("/intents/NoSuchIntent", "{\"x\": 1}")
            let teacher = harness.browser()
            _ = try await teacher.get("/sign-in")
            _ = try await teacher.post("/sign-in", [("secret", "correct horse battery")])
            _ = try await teacher.post("/sign-in", [("secret", "wrong guess")])
            secrets = [WebHarness.teacherToken, harness.web.credentials.classCode, "correct horse", "wrong guess", "Salainen", "salatermi",
                       student.csrf, teacher.csrf] + student.cookies.values + teacher.cookies.values
        }
        let logged = records.withLock { $0 }.joined(separator: "\n")
        #expect(!logged.isEmpty, "the server logs something (listening, shutting down)")
        for secret in secrets where !secret.isEmpty {
            #expect(!logged.contains(secret), "the log holds \(secret.prefix(6))…")
        }
    }
}
