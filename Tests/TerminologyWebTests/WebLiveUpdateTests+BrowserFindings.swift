import Foundation
import Testing
import HTTPServer
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// What the browser suite (BrowserTests) found wrong in live updates, kept as a regression test.
extension WebLiveUpdateTests {
    /// The `term` events' data as JSON objects.
    static func termEvent(_ event: ServerSentEvent) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any])
    }

    @Test("a term a Finnish teacher adds reaches each page in the page's language, not the teacher's, with its category's line")
    func liveTermInEveryPageLanguage() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: "fi")
            let events = harness.web.events.subscribe()
            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            let before = try harness.store.read {
                try $0.conceptCount(in: .terminology(terminology.id), category: .category(category.id), includeDeprecated: false)
            }
            let added = try await teacher.post("/teacher/terminologies/\(terminology.id.uuidString.lowercased())/terms", [
                ("term-fi", "viherhiukkanen-uusi"), ("term-en", "new chloroplast"), ("term-tr", "yeni kloroplast"),
                ("category", category.id.uuidString.lowercased()),
            ])
            #expect(added.status == 200, "\(added)")
            var iterator = events.makeAsyncIterator()
            let event = try #require(await iterator.next())
            let data = try Self.termEvent(event)
            let terms = try #require(data["terms"] as? [String: [String: Any]], "\(event.data)")
            #expect(terms["en"]?["term"] as? String == "new chloroplast", "\(event.data)")
            #expect(terms["fi"]?["term"] as? String == "viherhiukkanen-uusi")
            #expect(terms["tr"]?["term"] as? String == "yeni kloroplast")
            #expect(terms["en"]?["language"] as? String == "en")
            // The category's line in each language, counting the new term, for the pages that show it.
            let subtitles = try #require(data["subtitles"] as? [String: String], "\(event.data)")
            #expect(subtitles["en"] == "Category has \(before + 1) terms")
            #expect(subtitles["fi"] == "Kategoriassa on \(before + 1) termiä")
            #expect(subtitles["tr"] == "Kategoride \(before + 1) terim var")
            // `term` stays what the teacher reads, for a client that knows no `terms`.
            #expect((data["term"] as? [String: Any])?["term"] as? String == "viherhiukkanen-uusi")
        }
    }
}
