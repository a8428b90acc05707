import Foundation
import StringResources
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// The manifest's shortcuts, quick actions through the router, intents over HTTP, the command box, the focus filter
/// and the term-of-the-day widget.
@Suite("WebApp Apple surfaces")
struct WebAppleSurfaceTests {
    static func json(_ reply: Browser.Reply) throws -> JSONValue { try JSONDocument(bytes: Array(reply.body)).root }

    @Test("the manifest's shortcuts are the Info.plist quick actions in the request's language", arguments: [
        ("en", ["Add Term", "Search", "Study"]), ("fi", ["Lisää termi", "Hae", "Opiskele"]), ("tr", ["Terim Ekle", "Ara", "Çalış"]),
    ])
    func manifest(language: String, names: [String]) async throws {
        try await WebHarness.with { harness in
            let browser = harness.browser(language: language)
            let reply = try await browser.get("/manifest.webmanifest")
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"] == "application/manifest+json; charset=utf-8")
            let manifest = try Self.json(reply)
            #expect(manifest["lang"]?.stringValue == language)
            guard case .array(let shortcuts)? = manifest["shortcuts"]?.kind else { Issue.record("no shortcuts"); return }
            #expect(shortcuts.compactMap { $0["name"]?.stringValue } == names)
            #expect(shortcuts.compactMap { $0["short_name"]?.stringValue } == names)
            let urls = shortcuts.compactMap { $0["url"]?.stringValue }
            #expect(urls == ["/quick-action/fi.sanasto.addTerm", "/quick-action/fi.sanasto.search", "/quick-action/fi.sanasto.study"])
            for shortcut in shortcuts {
                guard case .array(let icons)? = shortcut["icons"]?.kind, let src = icons.first?["src"]?.stringValue else {
                    Issue.record("a shortcut without an icon"); continue
                }
                #expect(try await browser.get(src).status == 200, "\(src)")
            }
        }
    }

    @Test("each shortcut URL goes through the router to its page", arguments: [
        ("fi.sanasto.addTerm", "/terms/new", "/teacher"), ("fi.sanasto.search", "/search", "/search"), ("fi.sanasto.study", "/study", "/study"),
    ])
    func quickActions(type: String, studentPage: String, teacherPage: String) async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student()
            let reply = try await student.get("/quick-action/\(type)")
            #expect(reply.status == 303 && reply.location == studentPage)
            let teacher = try await harness.teacher()
            #expect(try await teacher.get("/quick-action/\(type)").location == teacherPage)
            #expect(try await student.get("/quick-action/fi.sanasto.nothing").status == 422)
        }
    }

    @Test("POST /intents runs the app's intents: 200 with the dialog and value, 422 with the prompt and choices", arguments: [
        ("StudyNowIntent", "{}", "fi", 200, "dialog", "60 opiskeltavaa termiä"),
        ("SearchTermsIntent", #"{"query": "fotos"}"#, "en", 200, "dialog", "Found 6 terms"),
        ("SearchTermsIntent", "{}", "tr", 422, "prompt", "Ne arıyorsunuz?"),
        ("AddTermIntent", "{}", "fi", 422, "prompt", "Mikä termi on?"),
        ("AddTermIntent", #"{"term": "bentseeni"}"#, "en", 422, "prompt", "Which category does it belong to?"),
        ("OpenCategoryIntent", "{}", "en", 422, "prompt", "Which category?"),
        ("AddTermIntent", #"{"term": "bentseeni", "difficulty": "impossible"}"#, "en", 422, "error", "“impossible” is not a value for Difficulty."),
        ("AddTermIntent", #"{"nonsense": "x"}"#, "en", 422, "parameter", "nonsense"),
    ])
    func intents(name: String, body: String, language: String, status: Int, key: String, value: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: language)
            let reply = try await teacher.postJSON("/intents/\(name)", body)
            #expect(reply.status == status, "\(reply)")
            #expect(reply.headers["content-type"] == "application/json; charset=utf-8")
            let json = try Self.json(reply)
            #expect(json[key]?.stringValue == value, "\(reply)")
        }
    }

    static let snapshots = TestPaths.packageRoot.appendingPathComponent("Tests/TerminologyWebTests/Snapshots")

    /// The body with every UUID (which the demo and each added term get anew) as `<id>`.
    static func withoutIDs(_ text: String) -> String {
        text.replacingOccurrences(
            of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", with: "<id>", options: .regularExpression)
    }

    @Test("a search intent's JSON is byte for byte as recorded: results, dialog and escapes", arguments: [
        ("en", ["solu", "fotos", "quoted", "zzz-nothing"]), ("fi", ["solu", "ÄÖ"]), ("tr", ["hücre"]),
    ])
    func searchIntentBytes(language: String, queries: [String]) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: language)
            // A term whose text needs every kind of escape JSON has (quote, backslash, control characters).
            let category = try #require(try harness.demoCategories().first)
            let added = try await teacher.postJSON("/intents/AddTermIntent?confirm=yes", #"{"term": "ÄÖ \"quoted\" back\\slash\ttab\u0001 </script> 🧪", "category": "\#(category.id.uuidString.lowercased())", "difficulty": "hard"}"#)
            #expect(added.status == 200, "\(added)")
            var lines: [String] = []
            for query in queries {
                let body = #"{"query": \#(JSONWriter.quoted(query))}"#
                let reply = try await teacher.postJSON("/intents/SearchTermsIntent", body)
                lines.append("\(reply.status) \(query)\n\(Self.withoutIDs(reply.text))")
            }
            try Snapshot.expect(lines.joined(separator: "\n") + "\n", matches: Self.snapshots.appendingPathComponent("SearchTermsIntent.\(language).txt"))
        }
    }

    @Test("a missing enum or entity comes with its choices; giving one runs the intent")
    func choices() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: "fi")
            let category = try #require(try harness.demoCategories().first)
            let missing = try await teacher.postJSON("/intents/AddTermIntent", #"{"term": "bentseeni", "category": "\#(category.id.uuidString.lowercased())"}"#)
            #expect(missing.status == 422)
            let json = try Self.json(missing)
            #expect(json["missing"]?.stringValue == "difficulty")
            #expect(json["prompt"]?.stringValue == "Kuinka vaikea se on?")
            guard case .array(let choices)? = json["choices"]?.kind else { Issue.record("no choices"); return }
            #expect(choices.compactMap { $0["title"]?.stringValue } == ["Helppo", "Keskitaso", "Vaikea"])
            let value = try #require(choices.first?["value"]?.stringValue)
            let done = try await teacher.postJSON("/intents/AddTermIntent", #"{"term": "bentseeni", "category": "\#(category.id.uuidString.lowercased())", "difficulty": "\#(value)"}"#)
            #expect(done.status == 200, "\(done)")
            let result = try Self.json(done)
            #expect(result["dialog"]?.stringValue?.contains("bentseeni") == true)
            #expect(result["value"]?["term"]?.stringValue == "bentseeni")
            // The same again asks for a confirmation (the category has it now), and ?confirm=yes gives it.
            let again = #"{"term": "bentseeni", "category": "\#(category.id.uuidString.lowercased())", "difficulty": "easy"}"#
            #expect(try await teacher.postJSON("/intents/AddTermIntent", again).status == 409)
            #expect(try await teacher.postJSON("/intents/AddTermIntent?confirm=yes", again).status == 200)
            #expect(try await teacher.postJSON("/intents/NoSuchIntent", "{}").status == 404)
            #expect(try await teacher.postJSON("/intents/StudyNowIntent", "[1]").status == 400)
        }
    }

    @Test("the command box matches the phrases in the page's language and asks in the page for what is missing", arguments: [
        ("tr", "Sanasto'ya terim ekle", "Terim nedir?"),
        ("fi", "Lisää termi Sanasto-sovellukseen", "Mikä termi on?"),
        ("en", "Add a term in Sanasto", "What is the term?"),
    ])
    func commandBox(language: String, utterance: String, question: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: language)
            let asked = try await teacher.post("/say", [("utterance", utterance)])
            #expect(asked.status == 200)
            #expect(asked.element("say-prompt") == HTMLWriter.escape(question))
            let category = try #require(try harness.demoCategories().first)
            let done = try await teacher.post("/say", [
                ("utterance", utterance), ("value-term", "bentseeni"), ("value-category", category.name),
                ("value-difficulty", "easy"),
            ])
            #expect(done.status == 200)
            #expect(done.element("say-dialog")?.contains("bentseeni") == true, "\(done)")
            let student = try await harness.student(language: language)
            #expect(try await student.post("/say", [("utterance", utterance)]).status == 403)
            let nothing = try await teacher.post("/say", [("utterance", "make me a sandwich")])
            #expect(nothing.status == 422 && nothing.element("say-error") != nil)
        }
    }

    @Test("a foreground intent from the command box opens its page through the router")
    func commandBoxOpens() async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student()
            let reply = try await student.post("/say", [("utterance", "Study with Sanasto")])
            #expect(reply.status == 303 && reply.location == "/study")
        }
    }

    @Test("the course focus is per device; lists, search, study and today follow it")
    func focus() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            // A second course with one term, so that the focus visibly hides something.
            let created = try await teacher.post("/teacher/terminologies", [("title", "Kemia"), ("course-code", "KE1"), ("languages", "fi,en")])
            let location = try #require(created.location)
            _ = try await teacher.post(location + "/terms", [("term-fi", "bentseeni"), ("term-en", "benzene")])
            let focused = try await harness.student("Focused")
            let other = try await harness.student("Other")
            #expect(try await focused.post("/focus", [("course", "KE1")]).status == 200)
            let course = try await focused.get("/")
            #expect(course.text.contains("Kemia") && !course.text.contains("Solubiologian perustermit"))
            #expect(course.element("focus-line") != nil)
            #expect(try await focused.get("/search?q=fotos").element("search-summary") == "No terms found")
            #expect(try await focused.get("/today").element("today-term") == "benzene")
            #expect(try await focused.get("/study").element("study-prompt") == "bentseeni")
            let unfocused = try await other.get("/")
            #expect(unfocused.text.contains("Kemia") && unfocused.text.contains("Solubiologian perustermit"))
            #expect(try await focused.post("/focus", [("course", "")]).status == 200)
            #expect(try await focused.get("/").text.contains("Solubiologian perustermit"))
            #expect(try await focused.post("/focus", [("course", "NOPE")]).status == 404)
        }
    }

    @Test("the term-of-the-day card's toggle runs the mark-learned intent")
    func today() async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student(language: "fi")
            let card = try await student.get("/today")
            #expect(card.status == 200)
            #expect(card.headers["content-security-policy"]?.contains("frame-ancestors *") == true)
            #expect(card.text.contains("aria-checked=\"false\""))
            let term = try #require(card.element("today-term"))
            let pressed = try await student.post("/today/toggle")
            #expect(pressed.text.contains("aria-checked=\"true\""))
            #expect(pressed.element("today-dialog") == "Merkitty ”\(term)” opituksi" || pressed.element("today-dialog")?.contains(term) == true)
            // Another student's card is not learned: the mark is this device's.
            let other = try await harness.student("Other")
            #expect(try await other.get("/today").text.contains("aria-checked=\"false\""))
            let unpressed = try await student.post("/today/toggle")
            #expect(unpressed.text.contains("aria-checked=\"false\""))
        }
    }
}
