import Foundation
import Testing
import TerminologyKit
import _SanastoTestSupport

/// The examples of TerminologyKit's "Getting started" article, as written, one after the other as the article tells
/// them, with what their comments say asserted.
///
/// The library and the exchanged file are named relative to the current folder, as in the article; the test runs
/// them in a temporary folder.
@Suite struct TerminologyKitGettingStartedTests {
    @Test func writeSearchStudyAndShare() throws {
        let folder = try TemporaryFolder()
        let started = Date()
        let outcome = try WorkingDirectory.run(in: folder.url) {
            let store = try TerminologyStore(location: "Solubiologia.sqlite")

            let terminology = try store.write { library in
                let terminology = try library.createTerminology(Terminology(
                    title: "Solubiologia", course: Course(code: "BIO-101", name: "Solubiologia"),
                    languages: [.finnish, .english, .turkish], author: "Ada Opettaja"))
                let respiration = try library.addCategory(named: "Soluhengitys", to: terminology.id)
                try library.addConcept(Concept(terminologyID: terminology.id, categoryID: respiration.id, sections: [
                    LanguageSection(language: .finnish, terms: [Term("mitokondrio")], definition: Definition("Solun energiantuottaja")),
                    LanguageSection(language: .english, terms: [Term("mitochondrion"), Term("mitochondria", status: .admitted)]),
                    LanguageSection(language: .turkish, terms: [Term("mitokondri")]),
                ]))
                return terminology
            }

            let hits = try store.read { try $0.search("MITOKONDRIO", in: .course("BIO-101")) }
            for hit in hits {
                print(hit.match, hit.term ?? "", hit.language?.rawValue ?? "")   // exact mitokondrio fi
            }

            #expect(hits.map { "\($0.match) \($0.term ?? "") \($0.language?.rawValue ?? "")" }.first == "exact mitokondrio fi")

            let direction = StudyDirection(from: .finnish, to: .english)
            let next = try store.read { try $0.nextCards(in: .terminology(terminology.id), direction: direction, limit: 10) }
            if let card = next.first {
                // The student answered correctly after a moment's thought.
                let (updated, _) = try store.write { try $0.review(conceptID: card.conceptID, direction: direction, rating: .good) }
                print(updated.card.due)   // when to show it again, as FSRS schedules it
            }

            #expect(next.count == 1)
            let card = try #require(try store.read { try $0.studyCard(conceptID: next[0].conceptID, direction: direction) })
            #expect(card.card.due > started.addingTimeInterval(60), "FSRS schedules a good first answer later than now")
            #expect(try store.read { try $0.reviewLog(conceptID: next[0].conceptID, direction: direction) }.count == 1)

            let exporter = TerminologyExporter(store: store)
            try exporter.export(terminology.id, as: .tbx, to: URL(fileURLWithPath: "Solubiologia.tbx"))

            // On a student's computer:
            let studentLibrary = try TerminologyStore(location: "Opiskelija.sqlite")
            let report = try TerminologyImporter(store: studentLibrary).importFile(at: URL(fileURLWithPath: "Solubiologia.tbx"))
            print(report.conceptCount, report.warnings.count)

            return (report.conceptCount, report.warnings.count)
        }
        #expect(outcome == (1, 0))
        let tbx = try String(contentsOf: folder.appending("Solubiologia.tbx"), encoding: .utf8)
        #expect(tbx.contains("mitokondrio") && tbx.contains("mitochondria") && tbx.contains("mitokondri"))
    }

    /// What the article says of folding: `isi` finds `ısı`, but `ä` and `ö` are letters of their own.
    @Test(arguments: [("isi", "ısı", true), ("ISI", "ısı", true), ("a", "ä", false), ("o", "ö", false), ("é", "e", true)])
    func folding(query: String, text: String, equal: Bool) {
        #expect((TextFolding.fold(query) == TextFolding.fold(text)) == equal)
    }
}
