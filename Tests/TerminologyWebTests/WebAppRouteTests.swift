import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Every page through URLSession over loopback, as a visitor, a student and the teacher.
@Suite("WebApp routes")
struct WebAppRouteTests {
    enum Who: String, CaseIterable, Sendable { case visitor, student, teacher }

    func browser(_ who: Who, _ harness: WebHarness) async throws -> Browser {
        switch who {
        case .visitor:
            let browser = harness.browser()
            _ = try await browser.get("/join")
            return browser
        case .student: return try await harness.student()
        case .teacher: return try await harness.teacher()
        }
    }

    /// The pages a role may open (200), those it is sent away from (303 to where), and those it may not see (403).
    static let pages: [(path: String, visitor: Int, student: Int, teacher: Int)] = [
        ("/", 303, 200, 200),
        ("/join", 200, 303, 303),
        ("/sign-in", 200, 200, 200),
        ("/search", 303, 200, 200),
        ("/search?q=fotos", 303, 200, 200),
        ("/search.json?q=fotos", 403, 200, 200),
        ("/study", 303, 200, 200),
        ("/terms/new", 303, 200, 303),
        ("/propose", 303, 200, 200),
        ("/focus", 303, 200, 200),
        ("/today", 303, 200, 200),
        ("/manifest.webmanifest", 200, 200, 200),
        ("/quick-action/fi.sanasto.study", 303, 303, 303),
        ("/teacher", 303, 403, 200),
        ("/teacher/proposals", 303, 403, 200),
        ("/teacher/hardest", 303, 403, 200),
        ("/assets/sanasto.css", 200, 200, 200),
        ("/assets/sanasto.js", 200, 200, 200),
        ("/assets/icons/app.svg", 200, 200, 200),
        ("/no-such-page", 404, 404, 404),
    ]

    @Test("pages answer each role as its rights say", arguments: Who.allCases)
    func pages(who: Who) async throws {
        try await WebHarness.with { harness in
            let browser = try await browser(who, harness)
            for page in Self.pages {
                let expected = switch who {
                case .visitor: page.visitor
                case .student: page.student
                case .teacher: page.teacher
                }
                let reply = try await browser.get(page.path)
                #expect(reply.status == expected, "\(who) GET \(page.path): \(reply)")
            }
            // The demo's pages that need ids.
            let category = try #require(try harness.demoCategories().first)
            let terminology = try harness.demoTerminology()
            let dynamic: [(String, Int, Int, Int)] = [
                ("/categories/\(category.id.uuidString.lowercased())", 303, 200, 200),
                ("/teacher/terminologies/\(terminology.id.uuidString.lowercased())", 303, 403, 200),
                ("/teacher/terminologies/\(terminology.id.uuidString.lowercased())/export/tbx", 303, 403, 200),
                ("/categories/not-a-uuid", 303, 404, 404),
            ]
            for (path, visitor, student, teacher) in dynamic {
                let expected = who == .visitor ? visitor : who == .student ? student : teacher
                let reply = try await browser.get(path)
                #expect(reply.status == expected, "\(who) GET \(path): \(reply)")
            }
        }
    }

    @Test("every HTML page has a language, a title, the CSRF token and the security headers", arguments: ["/", "/search", "/study", "/teacher", "/focus"])
    func frame(path: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: "fi")
            let reply = try await teacher.get(path)
            #expect(reply.status == 200)
            #expect(reply.text.hasPrefix("<!DOCTYPE html><html lang=\"fi\">"))
            #expect(reply.text.contains("<title>"))
            #expect(Browser.csrfToken(in: reply.text) == teacher.csrf && !teacher.csrf.isEmpty)
            #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
            #expect(reply.headers["content-language"] == "fi")
            #expect(reply.headers["x-content-type-options"] == "nosniff")
            #expect(reply.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
            #expect(reply.headers["cache-control"] == "no-store")
            for id in ["main", "command-box", "language-select", "nav-course", "nav-search", "nav-study"] {
                #expect(reply.text.contains("id=\"\(id)\""), "\(path) has #\(id)")
            }
        }
    }

    @Test("the styles, the script and the icons are embedded, with ETags that answer 304", arguments: [
        ("/assets/sanasto.css", "text/css; charset=utf-8"), ("/assets/sanasto.js", "text/javascript; charset=utf-8"),
        ("/assets/icons/app.svg", "image/svg+xml"), ("/assets/icons/graduationcap.svg", "image/svg+xml"),
    ])
    func assets(path: String, type: String) async throws {
        try await WebHarness.with { harness in
            let browser = harness.browser()
            let first = try await browser.get(path)
            #expect(first.status == 200 && first.headers["content-type"] == type)
            let tag = try #require(first.headers["etag"])
            let again = try await browser.get(path, headers: ["If-None-Match": tag])
            #expect(again.status == 304 && again.body.isEmpty)
        }
    }

    @Test("the device cookie is HttpOnly and SameSite=Lax, Secure only behind a trusted TLS proxy", arguments: [
        (false, "https", false), (true, "https", true), (true, "http", false), (false, "", false),
    ])
    func cookie(trusts: Bool, forwardedProto: String, secure: Bool) async throws {
        try await WebHarness.with(options: WebApp.Options(proxyHeaders: trusts ? .xForwarded : .none)) { harness in
            let browser = harness.browser()
            let reply = try await browser.get("/join", headers: forwardedProto.isEmpty ? [:] : ["X-Forwarded-Proto": forwardedProto])
            let cookie = try #require(reply.headers["set-cookie"])
            #expect(cookie.hasPrefix("sanasto_device="))
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
            #expect(cookie.contains("Secure") == secure)
        }
    }
}
