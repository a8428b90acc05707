import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// What the browser suite (BrowserTests) found wrong in the pages, kept as regression tests on URLSession.
extension WebStudyAndTermsTests {
    @Test("a student's first own term is listed on the page that answers adding it, not only after a reload")
    func firstOwnTermIsListedAtOnce() async throws {
        try await WebHarness.with { harness in
            let student = try await harness.student("Aino")
            let added = try await student.post("/terms", [("term-fi", "ensimmäinen-oma"), ("term-en", "first own")])
            #expect(added.status == 200, "\(added)")
            let own = try #require(harness.web.devices.joinedDevices.first { $0.name == "Aino" }?.ownTerminologyID)
            let concept = try #require(try harness.store.read { try $0.concepts(in: .terminology(own)) }.first)
            #expect(added.text.contains("id=\"term-\(concept.id.uuidString.lowercased())\""), "\(added)")
            let second = try await student.post("/terms", [("term-fi", "toinen-oma")])
            #expect(second.text.contains("id=\"term-\(concept.id.uuidString.lowercased())\""))
            // Listed as a link to its editor (the student edits their own terms).
            #expect(second.text.contains("class=\"term-text\" lang=\"fi\">toinen-oma</a>"))
        }
    }
}
