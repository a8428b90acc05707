import Foundation
import Testing
import HTTPServer
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// What the teacher reads before accepting a proposal.
extension WebStudyAndTermsTests {
    @Test("the proposals page shows every term of a proposal with its status, part of speech and context, the definitions' sources and the notes")
    func proposalDetails() async throws {
        try await WebHarness.with { harness in
            let aino = try await harness.student("Aino")
            let teacher = try await harness.teacher(language: "fi")
            let terminology = try harness.demoTerminology()
            let proposed = try await aino.post("/propose", [
                ("terminology", terminology.id.uuidString.lowercased()), ("rows-fi", "2"),
                ("term-fi", "viherhiukkanen"), ("status-fi", "preferred"), ("pos-fi", "noun"),
                ("term-fi-1", "kloroplasti"), ("status-fi-1", "admitted"), ("context-fi-1", "Kloroplastit ovat vihreitä."),
                ("definition-fi", "Soluelin, jossa yhteyttäminen tapahtuu."), ("source-fi", "Biologian oppikirja"),
                ("term-en", "chloroplast"), ("notes", "Kysytty tunnilla."),
            ])
            #expect(proposed.status == 200, "\(proposed)")
            let page = try await teacher.get("/teacher/proposals")
            let html = page.text
            for expected in [
                "viherhiukkanen", "(Substantiivi)", "kloroplasti", "(Hyväksytty)", "“Kloroplastit ovat vihreitä.”",
                "Soluelin, jossa yhteyttäminen tapahtuu.", "Lähde: Biologian oppikirja", "chloroplast", "Kysytty tunnilla.",
            ] {
                #expect(html.contains(HTMLWriter.escape(expected)), "the proposals page lacks \(expected)")
            }
            // Finnish first, as the terminology orders its languages.
            let fi = try #require(html.range(of: "viherhiukkanen</span>"))
            let en = try #require(html.range(of: "chloroplast</span>"))
            #expect(fi.lowerBound < en.lowerBound)
        }
    }
}
