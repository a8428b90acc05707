import Foundation
import Testing
import HTTPServer
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Live updates of terms that leave a list: deleted by the teacher, or moved to another category.
extension WebLiveUpdateTests {
    enum Departure: String, CaseIterable, Sendable { case deleted, moved, uncategorized }

    @Test("a term the teacher deletes or moves out of a category leaves the open pages, with the category's new line", arguments: Departure.allCases)
    func departure(_ departure: Departure) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let terminology = try harness.demoTerminology()
            let categories = try harness.demoCategories()
            let (from, to) = (try #require(categories.first), try #require(categories.dropFirst().first))
            let concept = try #require(try harness.store.read {
                try $0.concepts(in: .terminology(terminology.id), category: .category(from.id), limit: 1)
            }.first)
            let count = { (category: TerminologyKit.Category) in
                try harness.store.read { try $0.conceptCount(in: .terminology(terminology.id), category: .category(category.id), includeDeprecated: false) }
            }
            let (fromBefore, toBefore) = (try count(from), try count(to))
            let events = harness.web.events.subscribe()
            let id = concept.id.uuidString.lowercased()
            let reply: Browser.Reply
            switch departure {
            case .deleted:
                reply = try await teacher.post("/teacher/terms/\(id)/delete")
            case .moved, .uncategorized:
                let texts = concept.sections.map { ("term-\($0.language.rawValue)", $0.displayTerm?.text ?? "") }
                reply = try await teacher.post("/teacher/terms/\(id)", texts + [
                    ("category", departure == .moved ? to.id.uuidString.lowercased() : ""), ("difficulty", concept.difficulty.rawValue),
                ])
            }
            #expect(reply.status == 303, "\(reply)")
            var iterator = events.makeAsyncIterator()
            let event = try #require(await iterator.next())
            let data = try Self.termEvent(event)
            #expect(data["terminology"] as? String == terminology.id.uuidString.lowercased(), "\(event.data)")
            switch departure {
            case .deleted:
                #expect(event.event == "term-removed", "\(event.event ?? "message")")
                #expect(data["id"] as? String == id, "\(event.data)")
                #expect(data["category"] as? String == from.id.uuidString.lowercased())
                let subtitles = try #require(data["subtitles"] as? [String: String], "\(event.data)")
                #expect(subtitles["en"] == "Category has \(fromBefore - 1) terms")
                #expect(subtitles["fi"] == "Kategoriassa on \(fromBefore - 1) termiä")
                #expect((data["term"] as? [String: Any])?["id"] as? String == id, "what the pages announce")
            case .moved, .uncategorized:
                #expect(event.event == "term", "\(event.event ?? "message")")
                #expect(data["previousCategory"] as? String == from.id.uuidString.lowercased(), "\(event.data)")
                let left = try #require(data["previousSubtitles"] as? [String: String], "\(event.data)")
                #expect(left["en"] == "Category has \(fromBefore - 1) terms")
                #expect(left["tr"] == "Kategoride \(fromBefore - 1) terim var")
                if departure == .moved {
                    #expect(data["category"] as? String == to.id.uuidString.lowercased())
                    #expect((data["subtitles"] as? [String: String])?["en"] == "Category has \(toBefore + 1) terms", "\(event.data)")
                } else {
                    #expect(data["category"] is NSNull, "\(event.data)")
                }
            }
        }
    }

    @Test("an edit that keeps the category says no previous category")
    func editInPlace() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            let concept = try #require(try harness.store.read {
                try $0.concepts(in: .terminology(terminology.id), category: .category(category.id), limit: 1)
            }.first)
            let events = harness.web.events.subscribe()
            let texts = concept.sections.map { ("term-\($0.language.rawValue)", ($0.displayTerm?.text ?? "") + "-x") }
            let reply = try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())", texts + [
                ("category", category.id.uuidString.lowercased()),
            ])
            #expect(reply.status == 303, "\(reply)")
            var iterator = events.makeAsyncIterator()
            let data = try Self.termEvent(try #require(await iterator.next()))
            #expect(data["previousCategory"] == nil, "\(data)")
            #expect(data["category"] as? String == category.id.uuidString.lowercased())
        }
    }
}
