import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct SuggestionBoxTests {
    typealias F = ExchangeFixture

    static let ownID = UUID(uuidString: "D0000000-0000-4000-8000-000000000001")!
    static let secondID = UUID(uuidString: "D0000000-0000-4000-8000-000000000002")!

    /// A student's copy with two concepts of their own, one in a category of their own.
    static func scenario() throws -> MergeScenario {
        let scenario = try MergeScenario()
        try scenario.studentEdits { w in
            let category = try w.addCategory(named: "Omat", to: scenario.id)
            try w.addConcept(Concept(
                id: ownID, terminologyID: scenario.id, categoryID: category.id,
                sections: [LanguageSection(language: F.fi, terms: [Term("lysosomi")], definition: Definition("Solun jätehuolto.")),
                           LanguageSection(language: F.en, terms: [Term("lysosome")])],
                related: [scenario.fixture.concepts[0].id], isOwn: true))
            try w.addConcept(Concept(
                id: secondID, terminologyID: scenario.id, categoryID: scenario.fixture.categories[1].id,
                sections: [LanguageSection(language: F.fi, terms: [Term("glykolyysi")])], isOwn: true))
        }
        return scenario
    }

    @Test func suggestionsGoBackAndAreAcceptedOrRejected() throws {
        let scenario = try Self.scenario()
        let (file, count) = try SuggestionBox(store: scenario.student).exportData(from: scenario.id, suggestedBy: "Aino Opiskelija")
        #expect(count == 2)
        let teacherBox = SuggestionBox(store: scenario.teacher)
        let receipt = try teacherBox.receive(.data(file, fileName: "aino.sanasto"))
        #expect(receipt.received == 2 && receipt.alreadyDecided == 0)
        #expect(receipt.terminology.id == scenario.id)
        let pending = try teacherBox.suggestions(for: scenario.id, status: .pending)
        #expect(pending.map(\.concept.id) == [Self.ownID, Self.secondID])
        #expect(pending.map(\.categoryName) == ["Omat", "Soluhengitys"])
        #expect(pending.allSatisfy { $0.suggestedBy == "Aino Opiskelija" })

        let accepted = try teacherBox.accept(pending[0].id)
        #expect(accepted.id == Self.ownID)
        #expect(accepted.isOwn == false)
        #expect(accepted.notes.hasPrefix("Suggested by Aino Opiskelija ("))
        #expect(accepted.related == [scenario.fixture.concepts[0].id])
        let categories = try scenario.teacher.read { try $0.categories(of: scenario.id) }
        #expect(categories.map(\.name) == ["Solun rakenne", "Soluhengitys", "Evoluutio", "Omat"])
        #expect(accepted.categoryID == categories[3].id)
        try teacherBox.reject(pending[1].id)
        #expect(try teacherBox.suggestions(for: scenario.id).map(\.status) == [.accepted, .rejected])
        expectExchangeError(.notApplicable, containing: "the suggestion was rejected already") { try teacherBox.accept(pending[1].id) }

        // The same file again: decided suggestions stay decided.
        let again = try teacherBox.receive(.data(file, fileName: "aino.sanasto"))
        #expect(again.received == 0 && again.alreadyDecided == 2)

        // The student's next merge brings the teacher's version without touching the student's own concept.
        let plan = try scenario.merge()
        #expect(plan.count(.add) == 0)
        let own = try scenario.student.read { try $0.concept(id: Self.ownID) }
        #expect(own?.isOwn == true && own?.notes == "")
        #expect(try scenario.student.read { try $0.conceptCount(in: .terminology(scenario.id)) } == 6)
    }

    @Test func suggestionsNeedACopyOwnConceptsAndTheTeachersTerminology() throws {
        let scenario = try MergeScenario()
        let studentBox = SuggestionBox(store: scenario.student)
        expectExchangeError(.notApplicable, containing: "has no concepts of your own to suggest") {
            try studentBox.exportData(from: scenario.id, suggestedBy: "Aino")
        }
        expectExchangeError(.notApplicable, containing: "is not a copy of someone's terminology") {
            try SuggestionBox(store: scenario.teacher).exportData(from: scenario.id, suggestedBy: "Ada")
        }
        expectExchangeError(.missingInformation, containing: "needs the name") {
            try studentBox.exportData(from: scenario.id, suggestedBy: " ")
        }
        let full = try Self.scenario()
        let (file, _) = try SuggestionBox(store: full.student).exportData(from: full.id, suggestedBy: "Aino")
        let stranger = try F(sample: false)
        expectExchangeError(.notFound, containing: "these suggestions are for 'Solubiologia & <perusteet>'") {
            try SuggestionBox(store: stranger.store).receive(.data(file, fileName: "aino.sanasto"))
        }
        expectExchangeError(.notApplicable, containing: "this is a suggestion file") {
            try TerminologyImporter(store: stranger.store).importData(file, fileName: "aino.sanasto")
        }
        let terminologyFile = try full.publish()
        expectExchangeError(.notApplicable, containing: "this file is a terminology, not suggestions") {
            try SuggestionBox(store: full.teacher).receive(.data(terminologyFile, fileName: "t.sanasto"))
        }
    }
}
