import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Pages in the request's language: Accept-Language with q-values, wildcards and regions, the language menu's cookie,
/// the seed's plural lines, numbers grouped for the language.
@Suite("WebApp localization")
struct WebLocalizationTests {
    @Test("Accept-Language chooses the page's language", arguments: [
        ("fi-FI;q=0.9, en;q=0.8", "fi", "Kurssi"),
        ("en;q=0.5, tr-TR;q=0.9", "tr", "Ders"),
        ("de-DE, *;q=0.5", "en", "Course"),
        ("sv, fi;q=0.1", "fi", "Kurssi"),
        ("*", "en", "Course"),
        ("", "en", "Course"),
        ("xx-;;;q=2, tr", "tr", "Ders"),
    ])
    func acceptLanguage(header: String, language: String, heading: String) async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student(language: header.isEmpty ? nil : header)
            let page = try await student.get("/")
            #expect(page.text.hasPrefix("<!DOCTYPE html><html lang=\"\(language)\">"))
            #expect(page.text.contains("<h1>\(heading)</h1>"))
            #expect(page.headers["content-language"] == language)
            #expect(page.headers["vary"] == "Accept-Language, Cookie")
        }
    }

    @Test("the category list has the seed's plural lines in each language", arguments: [
        ("fi", "Kategoriassa on ", " termiä", "Kategoriassa on yksi termi", "Ei termejä tässä kategoriassa"),
        ("en", "Category has ", " terms", "Category has 1 term", "No terms in this category"),
        ("tr", "Kategoride ", " terim var", "Kategoride 1 terim var", "Bu kategoride terim yok"),
    ])
    func plurals(language: String, prefix: String, suffix: String, one: String, empty: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: language)
            let terminology = try harness.demoTerminology()
            // An empty category and one with a single term, beside the demo's.
            _ = try await teacher.post("/teacher/terminologies/\(terminology.id.uuidString.lowercased())/categories", [("name", "Tyhjä")])
            let page = try await teacher.get("/")
            let counts = try harness.store.read { try $0.categorySummaries(of: terminology.id) }
            for summary in counts {
                let line = try #require(page.element("category-\(summary.category.id.uuidString.lowercased())").map { _ in page.text })
                let expected = summary.termCount == 0 ? empty : summary.termCount == 1 ? one : prefix + "\(summary.termCount)" + suffix
                #expect(line.contains(expected), "\(summary.category.name): \(expected)")
            }
            #expect(counts.contains { $0.termCount == 0 } && counts.contains { $0.termCount == 1 } && counts.contains { $0.termCount > 1 })
        }
    }

    @Test("the language menu overrides Accept-Language and is remembered in a cookie", arguments: ["fi", "tr", "en"])
    func menu(choice: String) async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student(language: "de")
            let reply = try await student.post("/language", [("lang", choice)])
            #expect(reply.status == 303)
            #expect(reply.headers["set-cookie"]?.contains("sanasto_lang=\(choice)") == true)
            #expect(reply.headers["set-cookie"]?.contains("HttpOnly") == true)
            let page = try await student.get("/search")
            #expect(page.text.hasPrefix("<!DOCTYPE html><html lang=\"\(choice)\">"))
            #expect(page.text.contains("<option value=\"\(choice)\" lang=\"\(choice)\" selected>"))
            #expect(try await student.post("/language", [("lang", "de")]).status == 404)
        }
    }

    @Test("numbers are grouped for the language", arguments: [("fi", "1\u{A0}234"), ("en", "1,234"), ("tr", "1.234")])
    func numbers(language: String, grouped: String) async throws {
        let app = await TerminologyApp(store: try TerminologyStore(url: try TemporaryFolder().appending("l.sqlite")), language: try AppLanguage.named(language))
        #expect(app.language.number(1234) == grouped)
        #expect(app.categorySubtitle(1234).contains(grouped))
    }
}
