import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Studying, own terms, proposals, imports and exports — the class's work — through URLSession over loopback.
@Suite("WebApp study and terms")
struct WebStudyAndTermsTests {
    static func cardID(_ page: Browser.Reply) throws -> String {
        let marker = "name=\"card\" value=\""
        let range = try #require(page.text.range(of: marker))
        return String(page.text[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test("a study session: typed, wrong and revealed answers, the four ratings, the plural summary", arguments: [
        ("en", "You studied 3 terms. You knew 2 of them."), ("fi", "Opiskelit 3 termiä. Osasit niistä 2."),
    ])
    func study(language: String, summary: String) async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student(language: language)
            var page = try await student.get("/study")
            #expect(page.element("study-position")?.contains("1") == true)
            // A typed answer that is right (the card's own answer), checked as the CLI checks it.
            let first = try Self.cardID(page)
            let firstID = try #require(UUID(uuidString: first))
            let concept = try #require(try harness.store.read { try $0.concept(id: firstID) })
            let device = try #require(harness.web.devices.joinedDevices.first { $0.name == "Aino" })
            let direction = try await harness.web.app(for: device, language: try AppLanguage.named(language)).studyDirection()
            let answer = try #require(concept.displayTerm(in: direction.to)?.text)
            page = try await student.post("/study/answer", [("card", first), ("answer", answer.uppercased())])
            #expect(page.element("study-verdict") != nil)
            #expect(page.text.contains("id=\"rate-good\"") && page.text.contains("id=\"rate-again\""))
            page = try await student.post("/study/rate", [("card", first), ("rating", "3")])
            // A wrong one, rated Again.
            let second = try Self.cardID(page)
            #expect(second != first)
            page = try await student.post("/study/answer", [("card", second), ("answer", "zzz")])
            #expect(page.element("study-verdict")?.contains("zzz") == true)
            page = try await student.post("/study/rate", [("card", second), ("rating", "1")])
            // A revealed one, rated Easy; then the session ends early.
            let third = try Self.cardID(page)
            page = try await student.post("/study/answer", [("card", third), ("reveal", "1")])
            #expect(page.element("study-answer-text") != nil)
            page = try await student.post("/study/rate", [("card", third), ("rating", "4")])
            // A rating for a card that is not the current one changes nothing.
            _ = try await student.post("/study/rate", [("card", first), ("rating", "1")])
            #expect(try await student.post("/study/rate", [("card", third), ("rating", "9")]).status == 422)
            page = try await student.post("/study/stop")
            #expect(page.element("study-summary") == summary)
            // Recorded with the scheduler, for this device's learner only.
            let learner = try #require(harness.web.devices.joinedDevices.first { $0.name == "Aino" }).learner
            let logs = try harness.store.read { try $0.reviewLogs(ofTerminology: concept.terminologyID) }
            #expect(Set(logs.filter { $0.learner == learner }.map(\.entry.rating)) == [.good, .again, .easy])
            #expect(logs.filter { $0.learner == learner }.count == 3)
            #expect(logs.allSatisfy { $0.learner == learner })
        }
    }

    @Test("a student's own terms are theirs alone; a proposal reaches the teacher, who accepts or rejects it")
    func ownTermsAndProposals() async throws {
        try await WebHarness.with { harness in
            let aino = try await harness.student("Aino")
            let veli = try await harness.student("Veli")
            let added = try await aino.post("/terms", [("term-fi", "mitokondrio-oma"), ("term-en", "my mitochondrion"), ("definition", "oma")])
            #expect(added.status == 200 && added.element("notice") != nil)
            #expect(added.text.contains("my mitochondrion"))
            #expect(try await aino.get("/search?q=mitokondrio-oma").element("search-summary") == "Found 1 term")
            #expect(try await veli.get("/search?q=mitokondrio-oma").element("search-summary") == "No terms found")
            #expect(!(try await veli.get("/").text.contains("Own terms of Aino")))
            let teacher = try await harness.teacher()
            #expect(!(try await teacher.get("/teacher").text.contains("Own terms of Aino")))
            let own = try #require(harness.web.devices.joinedDevices.first { $0.name == "Aino" }?.ownTerminologyID)
            #expect(try await teacher.get("/teacher/terminologies/\(own.uuidString.lowercased())").status == 404)
            // A refused form makes no own terminology for Veli, who had none.
            let terminologiesBefore = try harness.web.store.read { try $0.terminologies().count }
            #expect(try await veli.post("/terms", [("term-fi", "")]).status == 422)
            #expect(try harness.web.store.read { try $0.terminologies().count } == terminologiesBefore)
            #expect(harness.web.devices.joinedDevices.first { $0.name == "Veli" }?.ownTerminologyID == nil)

            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            for term in ["ribosomi-ehdotus", "hylättävä"] {
                let proposed = try await aino.post("/propose", [
                    ("terminology", terminology.id.uuidString.lowercased()), ("term-fi", term), ("term-en", term + "-en"),
                    ("category", category.id.uuidString.lowercased()),
                ])
                #expect(proposed.status == 200 && proposed.element("notice") != nil)
            }
            let list = try await teacher.get("/teacher/proposals")
            let pending = try harness.store.read { try $0.suggestions(for: terminology.id, status: .pending) }
            #expect(pending.count == 2)
            #expect(list.text.contains("From Aino, for Solubiologian perustermit"))
            let accept = try #require(pending.first { $0.concept.displayTerm(in: .finnish)?.text == "ribosomi-ehdotus" })
            let reject = try #require(pending.first { $0.concept.displayTerm(in: .finnish)?.text == "hylättävä" })
            #expect(try await aino.post("/teacher/proposals/\(accept.id.uuidString.lowercased())/accept").status == 403)
            #expect(try await teacher.post("/teacher/proposals/\(accept.id.uuidString.lowercased())/accept").status == 200)
            #expect(try await teacher.post("/teacher/proposals/\(reject.id.uuidString.lowercased())/reject").status == 200)
            #expect(try await teacher.post("/teacher/proposals/\(reject.id.uuidString.lowercased())/accept").status == 422)
            let categoryPage = try await veli.get("/categories/\(category.id.uuidString.lowercased())")
            #expect(categoryPage.text.contains("ribosomi-ehdotus") && !categoryPage.text.contains("hylättävä"))
        }
    }

    @Test("import and export through the exchange formats, both ways", arguments: ["tbx", "csv", "tsv", "anki", "sanasto"])
    func exchange(format: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let terminology = try harness.demoTerminology()
            let exported = try await teacher.get("/teacher/terminologies/\(terminology.id.uuidString.lowercased())/export/\(format)")
            #expect(exported.status == 200 && exported.body.count > 1000)
            // Into an empty library, as another teacher would.
            try await WebHarness.with(demo: false) { other in
                let teacher = try await other.teacher()
                let name = "biologia." + (format == "anki" ? "txt" : format)
                let languages: [(String, String)] = format == "anki" ? [] : []
                let imported = try await teacher.postFile("/teacher/import", field: "file", filename: name, contents: exported.body,
                                                          fields: [("format", format)] + languages)
                #expect(imported.status == 200, "\(imported)")
                #expect(imported.element("notice") == "Imported 60 terms." || format == "anki")
                #expect(try other.store.read { try $0.terminologies().count } == 1)
            }
        }
    }

    @Test("a broken or oversized upload is refused with a clear message and nothing imported", arguments: [
        ("broken.tbx", Data("<martif><text><body><termEntry>".utf8), 422),
        ("empty.csv", Data(), 422),
        ("big.csv", Data(count: 10 * 1024 * 1024 + 1), 413),
    ])
    func badImport(name: String, contents: Data, status: Int) async throws {
        try await WebHarness.with(demo: false) { harness in
            let teacher = try await harness.teacher()
            let reply = try await teacher.postFile("/teacher/import", field: "file", filename: name, contents: contents)
            #expect(reply.status == status, "\(reply)")
            #expect(try harness.store.read { try $0.terminologies().count } == 0)
        }
    }

    @Test("the teacher edits a terminology, its categories and terms")
    func editing() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let created = try await teacher.post("/teacher/terminologies", [("title", "Kemia"), ("course-code", "KE1"), ("languages", "fi,en")])
            let location = try #require(created.location)
            #expect(try await teacher.post(location + "/categories", [("name", "Orgaaninen")]).status == 200)
            let terminology = try #require(try harness.store.read { try $0.terminologies() }.first { $0.title == "Kemia" })
            let category = try #require(try harness.store.read { try $0.categories(of: terminology.id) }.first)
            #expect(try await teacher.post(location + "/terms", [("term-fi", "bentseeni"), ("term-en", "benzene"), ("category", category.id.uuidString.lowercased())]).status == 200)
            let concept = try #require(try harness.store.read { try $0.concepts(in: .terminology(terminology.id)) }.first)
            let edit = try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())", [
                ("term-fi", "bentseeni"), ("term-en", "benzene (C6H6)"), ("definition", "aromaattinen hiilivety"), ("difficulty", "hard"),
                ("category", category.id.uuidString.lowercased()),
            ])
            #expect(edit.status == 303)
            let changed = try #require(try harness.store.read { try $0.concept(id: concept.id) })
            #expect(changed.displayTerm(in: .english)?.text == "benzene (C6H6)")
            #expect(changed.section(.finnish)?.definition?.text == "aromaattinen hiilivety")
            #expect(changed.difficulty == .hard)
            #expect(try await teacher.post("/teacher/categories/\(category.id.uuidString.lowercased())", [("name", "Aromaattiset")]).status == 200)
            #expect(try harness.store.read { try $0.category(id: category.id) }?.name == "Aromaattiset")
            #expect(try await teacher.post("/teacher/categories/\(category.id.uuidString.lowercased())/delete").status == 200)
            #expect(try harness.store.read { try $0.concept(id: concept.id) }?.categoryID == nil)
            #expect(try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())/delete").status == 303)
            #expect(try harness.store.read { try $0.concept(id: concept.id) } == nil)
            #expect(try await teacher.post(location, [("title", "")]).status == 422)
            #expect(try await teacher.post("/teacher/terminologies", [("title", "X"), ("languages", "xx-")]).status == 422)
        }
    }

    @Test("the hardest terms count only students who share, with no names")
    func hardest() async throws {
        try await WebHarness.with(options: WebApp.Options(hardestTermsMinimumStudents: 1)) { harness in
            let sharing = try await harness.student("Sharing Student")
            let private_ = try await harness.student("Private Student")
            _ = try await sharing.post("/settings/share", [("share", "1")])
            for student in [sharing, private_] { try await Self.forgetFirstCard(student) }
            let teacher = try await harness.teacher()
            #expect(try await teacher.get("/teacher/hardest").element("hardest-terms") == nil)
            let on = try await teacher.post("/teacher/hardest", [("enabled", "1")])
            #expect(on.element("hardest-sharing") == "Students sharing: 1")
            #expect(on.text.contains("<td>1</td>"))
            #expect(!on.text.contains("Sharing Student") && !on.text.contains("Private Student"))
        }
    }

    @Test("a term shows in the hardest terms only once enough sharing students studied it", arguments: [(2, false), (3, true)])
    func hardestMinimum(students: Int, shown: Bool) async throws {
        try await WebHarness.with { harness in
            for index in 1...students {
                let student = try await harness.student("Student \(index)")
                _ = try await student.post("/settings/share", [("share", "1")])
                try await Self.forgetFirstCard(student)
            }
            let teacher = try await harness.teacher()
            let on = try await teacher.post("/teacher/hardest", [("enabled", "1")])
            #expect(on.element("hardest-sharing") == "Students sharing: \(students)")
            #expect(on.element("hardest-minimum") == "A term is shown once at least 3 sharing students have studied it.")
            // Every student forgot the same first card: one row counting them all, or none.
            #expect(on.text.contains("<td>\(students)</td>") == shown, "\(on)")
            #expect(on.text.contains("<tbody><tr>") == shown)
        }
    }

    /// Studies the first card of a session and rates it Again.
    static func forgetFirstCard(_ student: Browser) async throws {
        let page = try await student.get("/study")
        let card = try WebStudyAndTermsTests.cardID(page)
        _ = try await student.post("/study/answer", [("card", card), ("reveal", "1")])
        _ = try await student.post("/study/rate", [("card", card), ("rating", "1")])
    }
}
