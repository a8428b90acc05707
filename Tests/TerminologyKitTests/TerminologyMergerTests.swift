import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// A teacher's library and a student's, with the student's copy imported from the teacher's first version.
final class MergeScenario: @unchecked Sendable {
    typealias F = ExchangeFixture
    let fixture: F
    let teacher: TerminologyStore
    let student: TerminologyStore
    let id: UUID
    var format: ExchangeFormat

    init(format: ExchangeFormat = .bundle) throws {
        fixture = try F()
        teacher = fixture.store
        student = try fixture.otherStore("student.sqlite")
        id = fixture.terminology.id
        self.format = format
        // The same file name each time: CSV and Anki files have no id of their own, so it names the terminology.
        _ = try TerminologyImporter(store: student).importData(publish(), fileName: "solu.\(format.fileExtension)")
    }

    /// The teacher's terminology as a file.
    func publish() throws -> Data {
        try TerminologyExporter(store: teacher).exportData(id, as: format).data
    }

    func teacherEdits(_ body: (StoreWriter) throws -> Void) throws { try teacher.write { try body($0) } }
    func studentEdits(_ body: (StoreWriter) throws -> Void) throws { try student.write { try body($0) } }

    func concept(_ index: Int, in store: TerminologyStore) throws -> Concept? {
        try store.read { try $0.concept(id: fixture.concepts[index].id) }
    }

    @discardableResult
    func merge(dryRun: Bool = false) throws -> MergePlan {
        let merger = TerminologyMerger(store: student)
        let input = ExchangeInput.data(try publish(), fileName: "solu.\(format.fileExtension)")
        return dryRun ? try merger.plan(input) : try merger.merge(input)
    }
}

@Suite struct TerminologyMergerTests {
    typealias F = ExchangeFixture

    /// One merge case: what the teacher and the student change, and what the merge must give.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var teacher: @Sendable (MergeScenario, StoreWriter) throws -> Void
        var student: @Sendable (MergeScenario, StoreWriter) throws -> Void
        var check: @Sendable (MergeScenario, MergePlan) throws -> Void
        var testDescription: String { name }
    }

    static func edit(_ index: Int, _ writer: StoreWriter, _ s: MergeScenario, _ change: (inout Concept) -> Void) throws {
        guard var concept = try writer.concept(id: s.fixture.concepts[index].id) else { return }
        change(&concept)
        try writer.updateConcept(concept)
    }

    static let nothing: @Sendable (MergeScenario, StoreWriter) throws -> Void = { _, _ in }

    static let cases: [Case] = [
        Case(name: "the author's new concept arrives", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.addConcept(Concept(id: UUID(uuidString: "B0000000-0000-4000-8000-000000000001")!, terminologyID: s.id,
                                     sections: [LanguageSection(language: F.fi, terms: [Term("tuma")])]))
        }, student: nothing, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.add) == 1)
            #expect(try s.student.read { try $0.concept(id: UUID(uuidString: "B0000000-0000-4000-8000-000000000001")!) }?.sections.first?.terms.first?.text == "tuma")
        }),
        Case(name: "the author's edit applies where the student did not edit", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(0, w, s) { $0.sections[0].definition = Definition("Uusi määritelmä.") }
        }, student: nothing, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.update) == 1)
            #expect(plan.concepts.first { $0.action == .update }?.appliedFields == [.definition(F.fi)])
            #expect(try s.concept(0, in: s.student)?.section(F.fi)?.definition == Definition("Uusi määritelmä."))
        }),
        Case(name: "edits of different fields both stay", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(0, w, s) { $0.sections[0].definition = Definition("Opettajan määritelmä.") }
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(0, w, s) { $0.notes = "Oma muistiinpano." }
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.update) == 1 && plan.conflicts.isEmpty)
            let concept = try s.concept(0, in: s.student)
            #expect(concept?.notes == "Oma muistiinpano.")
            #expect(concept?.section(F.fi)?.definition == Definition("Opettajan määritelmä."))
        }),
        Case(name: "both edited one field: the student's value stays and the conflict is recorded", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(2, w, s) { $0.difficulty = .medium }
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(2, w, s) { $0.difficulty = .easy }
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.conflict) == 1)
            #expect(try s.concept(2, in: s.student)?.difficulty == .easy)
            let conflicts = try TerminologyMerger(store: s.student).conflicts(of: s.id)
            #expect(conflicts.map(\.field) == [.difficulty])
            #expect(conflicts.first.map { [$0.base, $0.local, $0.incoming] } == [.difficulty(.hard), .difficulty(.easy), .difficulty(.medium)])
            #expect(conflicts.first?.sourceRevision == 5)
        }),
        Case(name: "the same edit on both sides is no conflict", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(1, w, s) { $0.notes = "Sama." }
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(1, w, s) { $0.notes = "Sama." }
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.conflicts.isEmpty)
            #expect(plan.count(.unchanged) == 4)
        }),
        Case(name: "a deleted concept with progress is deprecated", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.deleteConcept(id: s.fixture.concepts[3].id)
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try w.review(conceptID: s.fixture.concepts[3].id, direction: StudyDirection(from: F.fi, to: F.en), rating: .good)
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.deprecate) == 1)
            #expect(try s.concept(3, in: s.student)?.isDeprecated == true)
            #expect(try s.student.read { try $0.studyCard(conceptID: s.fixture.concepts[3].id, direction: StudyDirection(from: F.fi, to: F.en)) } != nil)
        }),
        Case(name: "a deleted concept without progress is deleted", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.deleteConcept(id: s.fixture.concepts[3].id)
        }, student: nothing, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.delete) == 1)
            #expect(try s.concept(3, in: s.student) == nil)
        }),
        Case(name: "a deleted concept the student edited is deprecated", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.deleteConcept(id: s.fixture.concepts[3].id)
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(3, w, s) { $0.notes = "Tärkeä minulle." }
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.deprecate) == 1)
            #expect(try s.concept(3, in: s.student)?.notes == "Tärkeä minulle.")
        }),
        Case(name: "the student's own concept is never touched", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(0, w, s) { $0.notes = "x" }
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try w.addConcept(Concept(id: UUID(uuidString: "C0000000-0000-4000-8000-000000000001")!, terminologyID: s.id,
                                     sections: [LanguageSection(language: F.fi, terms: [Term("oma")])], isOwn: true))
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            let own = try s.student.read { try $0.concept(id: UUID(uuidString: "C0000000-0000-4000-8000-000000000001")!) }
            #expect(own?.isOwn == true && own?.isDeprecated == false)
            #expect(try s.student.read { try $0.conceptCount(in: .terminology(s.id)) } == 5)
        }),
        Case(name: "a concept the student deleted stays deleted; the author's change is a conflict", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try edit(1, w, s) { $0.notes = "Muutettu." }
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try w.deleteConcept(id: s.fixture.concepts[1].id)
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(plan.count(.conflict) == 1)
            #expect(try s.concept(1, in: s.student) == nil)
            let merger = TerminologyMerger(store: s.student)
            let conflict = try #require(try merger.conflicts(of: s.id).first)
            #expect(conflict.field == .concept)
            try merger.resolve(conflict.id, .takeTheirs)
            #expect(try s.concept(1, in: s.student)?.notes == "Muutettu.")
            #expect(try merger.conflicts(of: s.id).isEmpty)
        }),
        Case(name: "categories: renamed, added, the author's empty one deleted", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.renameCategory(id: s.fixture.categories[1].id, to: "Soluhengitys ja käyminen")
            try w.addCategory(named: "Fotosynteesi", to: s.id)
            try w.deleteCategory(id: s.fixture.categories[2].id)
        }, student: nothing, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(try s.student.read { try $0.categories(of: s.id) }.map(\.name) == ["Solun rakenne", "Soluhengitys ja käyminen", "Fotosynteesi"])
            #expect(Set(plan.categories.map(\.action)) == [.rename, .add, .delete])
        }),
        Case(name: "both renamed a category: the student's name stays", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.renameCategory(id: s.fixture.categories[0].id, to: "Solu")
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try w.renameCategory(id: s.fixture.categories[0].id, to: "Solujen rakenne")
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(try s.student.read { try $0.categories(of: s.id) }.first?.name == "Solujen rakenne")
            #expect(try TerminologyMerger(store: s.student).conflicts(of: s.id).map(\.field) == [.categoryName])
        }),
        Case(name: "a category the author deleted stays while a deprecated concept is in it", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.deleteCategory(id: s.fixture.categories[1].id, concepts: .deleteConcepts)
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            try w.setLearned(true, conceptID: s.fixture.concepts[2].id)
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            #expect(try s.student.read { try $0.categories(of: s.id) }.map(\.name) == ["Solun rakenne", "Soluhengitys", "Evoluutio"])
            #expect(try s.concept(2, in: s.student)?.isDeprecated == true)
        }),
        Case(name: "the author's order of categories, and a new language", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            try w.moveCategory(id: s.fixture.categories[2].id, to: 0)
            guard var terminology = try w.terminology(id: s.id) else { return }
            terminology.languages.append(try LanguageTag("sv"))
            terminology.title = "Solubiologia 2"
            try w.updateTerminology(terminology)
        }, student: nothing, check: { (s: MergeScenario, plan: MergePlan) throws in
            let terminology = try s.student.read { try $0.terminology(id: s.id) }
            #expect(terminology?.languages.map(\.rawValue) == ["fi", "en", "tr", "sv"])
            #expect(terminology?.title == "Solubiologia 2")
            #expect(plan.terminologyFields == [.title])
            #expect(try s.student.read { try $0.categories(of: s.id) }.map(\.name) == ["Evoluutio", "Solun rakenne", "Soluhengitys"])
        }),
        Case(name: "the student's renamed title stays", teacher: { (s: MergeScenario, w: StoreWriter) throws in
            guard var terminology = try w.terminology(id: s.id) else { return }
            terminology.description = "Uusi kuvaus."
            try w.updateTerminology(terminology)
        }, student: { (s: MergeScenario, w: StoreWriter) throws in
            guard var terminology = try w.terminology(id: s.id) else { return }
            terminology.title = "Minun solubiologiani"
            try w.updateTerminology(terminology)
        }, check: { (s: MergeScenario, plan: MergePlan) throws in
            let terminology = try s.student.read { try $0.terminology(id: s.id) }
            #expect(terminology?.title == "Minun solubiologiani")
            #expect(terminology?.description == "Uusi kuvaus.")
            #expect(terminology?.origin?.sourceRevision == 5)
        }),
    ]

    @Test(arguments: cases, [ExchangeFormat.bundle, .tbx])
    func merges(_ item: Case, _ format: ExchangeFormat) throws {
        let scenario = try MergeScenario(format: format)
        try scenario.teacherEdits { try item.teacher(scenario, $0) }
        try scenario.studentEdits { try item.student(scenario, $0) }
        let dryRun = try scenario.merge(dryRun: true)
        #expect(!dryRun.isApplied)
        let plan = try scenario.merge()
        #expect(plan.isApplied)
        #expect(plan.concepts.map(\.action) == dryRun.concepts.map(\.action))
        try item.check(scenario, plan)
        #expect(try scenario.student.integrityProblems().isEmpty)
        // The version merged is the base of the next merge: merging it again changes nothing.
        let again = try scenario.merge(dryRun: true)
        #expect(again.isEmpty, "\(again.concepts.filter { $0.action != .unchanged })")
    }

    @Test func aDryRunWritesNothing() throws {
        let scenario = try MergeScenario()
        try scenario.teacherEdits { w in try Self.edit(0, w, scenario) { $0.notes = "x" } }
        let before = try scenario.student.read { try $0.terminology(id: scenario.id) }
        let plan = try scenario.merge(dryRun: true)
        #expect(plan.count(.update) == 1)
        #expect(try scenario.student.read { try $0.terminology(id: scenario.id) } == before)
        #expect(try scenario.concept(0, in: scenario.student)?.notes != "x")
    }

    @Test func aConceptTheAuthorRestoresComesBack() throws {
        let scenario = try MergeScenario()
        let deleted = try #require(try scenario.concept(3, in: scenario.teacher))
        try scenario.teacherEdits { try $0.deleteConcept(id: deleted.id) }
        try scenario.studentEdits { try $0.setLearned(true, conceptID: deleted.id) }
        try scenario.merge()
        #expect(try scenario.concept(3, in: scenario.student)?.isDeprecated == true)
        try scenario.teacherEdits { try $0.addConcept(deleted) }
        let plan = try scenario.merge()
        #expect(plan.count(.restore) == 1)
        #expect(try scenario.concept(3, in: scenario.student)?.isDeprecated == false)
    }

    @Test func mergeNeedsACopyOfTheSameTerminology() throws {
        let scenario = try MergeScenario()
        let merger = TerminologyMerger(store: scenario.teacher)
        expectExchangeError(.notApplicable, containing: "is this library's own terminology") {
            try merger.plan(.data(try scenario.publish(), fileName: "v2.sanasto"))
        }
        let other = try F(sample: false)
        expectExchangeError(.notFound, containing: "has no copy of") {
            try TerminologyMerger(store: other.store).plan(.data(try scenario.publish(), fileName: "v2.sanasto"))
        }
    }

    @Test func aCSVUpdateMergesByTheFirstTerm() throws {
        let scenario = try MergeScenario(format: .csv)
        try scenario.teacherEdits { w in try Self.edit(2, w, scenario) { $0.sections[1].definition = Definition("Energy, updated.") } }
        let plan = try scenario.merge()
        #expect(plan.count(.update) == 1)
        #expect(try scenario.concept(2, in: scenario.student)?.section(F.en)?.definition?.text == "Energy, updated.")
    }
}
