import Foundation
import Testing
import TerminologyKit

@Suite struct ConceptTests {
    static let terminology = UUID()

    static let displayCases: [(terms: [Term], shown: String?)] = [
        ([Term("polttaminen", status: .deprecated), Term("soluhengitys"), Term("hengitys")], "soluhengitys"),
        ([Term("polttaminen", status: .deprecated), Term("aerobinen hengitys", status: .admitted)], "aerobinen hengitys"),
        ([Term("polttaminen", status: .deprecated)], "polttaminen"),
        ([], nil),
    ]

    @Test(arguments: displayCases)
    func displayTermPrefersPreferredThenAdmitted(_ terms: [Term], _ shown: String?) {
        let concept = Concept(terminologyID: Self.terminology, sections: [LanguageSection(language: .finnish, terms: terms)])
        #expect(concept.displayTerm(in: .finnish)?.text == shown)
        #expect(concept.displayTerm(in: .english) == nil)
    }

    @Test func newConceptDefaults() {
        let concept = Concept(terminologyID: Self.terminology, sections: [])
        #expect(concept.difficulty == .medium)
        #expect(!concept.isOwn && !concept.isDeprecated)
        #expect(concept.modifiedAt == concept.createdAt)
        #expect(Difficulty.allCases.map(\.rawValue) == ["easy", "medium", "hard"])
        #expect(TermStatus.allCases.map(\.rawValue) == ["preferred", "admitted", "deprecated"])
    }

    @Test func studyDirectionReadsAndReverses() {
        let direction = StudyDirection(from: .finnish, to: .english)
        #expect(direction.description == "fi→en")
        #expect(direction.reversed == StudyDirection(from: .english, to: .finnish))
    }

    @Test func conceptCodableRoundTrip() throws {
        let concept = Concept(
            terminologyID: Self.terminology,
            sections: [LanguageSection(language: .turkish, terms: [Term("ısı", partOfSpeech: .noun)], definition: Definition("Enerji", source: "TDK"))],
            related: [UUID()], difficulty: .easy, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try JSONDecoder().decode(Concept.self, from: JSONEncoder().encode(concept)) == concept)
    }
}
