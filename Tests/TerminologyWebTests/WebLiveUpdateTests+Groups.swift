import Foundation
import Testing
import HTTPServer
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Live updates of what holds terms: a category or terminology the teacher renames or deletes.
extension WebLiveUpdateTests {
    enum GroupChange: String, CaseIterable, Sendable {
        case categoryAdded, categoryRenamed, categoryDeleted, terminologyRenamed, terminologyDeleted
    }

    @Test("a category the teacher adds, or a category or terminology the teacher renames or deletes, reaches the open pages (a deletion with a notice in each language)",
          arguments: GroupChange.allCases)
    func groupChange(_ change: GroupChange) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: "fi")
            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            let (tid, cid) = (terminology.id.uuidString.lowercased(), category.id.uuidString.lowercased())
            let events = harness.web.events.subscribe()
            let reply: Browser.Reply
            switch change {
            case .categoryAdded: reply = try await teacher.post("/teacher/terminologies/\(tid)/categories", [("name", "Kertaus")])
            case .categoryRenamed: reply = try await teacher.post("/teacher/categories/\(cid)", [("name", "Kertaus")])
            case .categoryDeleted: reply = try await teacher.post("/teacher/categories/\(cid)/delete")
            case .terminologyRenamed:
                reply = try await teacher.post("/teacher/terminologies/\(tid)", [("title", "Biologian sanasto")])
            case .terminologyDeleted: reply = try await teacher.post("/teacher/terminologies/\(tid)/delete")
            }
            #expect([200, 303].contains(reply.status), "\(reply)")
            var iterator = events.makeAsyncIterator()
            let event = try #require(await iterator.next())
            let data = try Self.termEvent(event)
            switch change {
            case .categoryAdded:
                #expect(event.event == "category-added")
                #expect(data["name"] as? String == "Kertaus" && data["terminology"] as? String == tid, "\(event.data)")
                #expect(data["position"] as? Int == (try harness.demoCategories().count - 1), "\(event.data)")
                let subtitles = try #require(data["subtitles"] as? [String: String], "\(event.data)")
                #expect(subtitles["fi"] == "Ei termejä tässä kategoriassa" && subtitles["en"] == "No terms in this category")
            case .categoryRenamed:
                #expect(event.event == "category")
                #expect(data["id"] as? String == cid && data["name"] as? String == "Kertaus", "\(event.data)")
                #expect(data["terminology"] as? String == tid)
            case .categoryDeleted:
                #expect(event.event == "category-removed")
                #expect(data["id"] as? String == cid && data["terminology"] as? String == tid, "\(event.data)")
                let notices = try #require(data["notices"] as? [String: String], "\(event.data)")
                #expect(notices["en"] == "The teacher deleted the category “\(category.name)”. Its terms stay in the course.")
                #expect(notices["fi"] == "Opettaja poisti kategorian ”\(category.name)”. Sen termit jäävät kurssiin.")
                #expect(notices["tr"] == "Öğretmen “\(category.name)” kategorisini sildi. Terimleri kursta kalıyor.")
            case .terminologyRenamed:
                #expect(event.event == "terminology")
                #expect(data["id"] as? String == tid && data["title"] as? String == "Biologian sanasto", "\(event.data)")
            case .terminologyDeleted:
                #expect(event.event == "terminology-removed")
                #expect(data["id"] as? String == tid, "\(event.data)")
                let notices = try #require(data["notices"] as? [String: String], "\(event.data)")
                #expect(notices["en"] == "The teacher deleted the terminology “\(terminology.title)”.")
                #expect(notices["fi"] == "Opettaja poisti sanaston ”\(terminology.title)”.")
                #expect(notices["tr"] == "Öğretmen “\(terminology.title)” terminolojisini sildi.")
            }
        }
    }

    @Test("saving a category or terminology without a new name sends nothing")
    func unchangedNames() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            let events = harness.web.events.subscribe()
            _ = try await teacher.post("/teacher/categories/\(category.id.uuidString.lowercased())", [("name", category.name)])
            _ = try await teacher.post("/teacher/terminologies/\(terminology.id.uuidString.lowercased())", [("title", terminology.title)])
            // A term added afterwards is the first event the page hears.
            let concept = try #require(try harness.store.read {
                try $0.concepts(in: .terminology(terminology.id), category: .category(category.id), limit: 1)
            }.first)
            let texts = concept.sections.map { ("term-\($0.language.rawValue)", ($0.displayTerm?.text ?? "") + "-x") }
            _ = try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())", texts + [("category", category.id.uuidString.lowercased())])
            var iterator = events.makeAsyncIterator()
            #expect(try #require(await iterator.next()).event == "term")
        }
    }
}
