import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct BundleReaderTests {
    typealias F = ExchangeFixture
    static let exported = Date(timeIntervalSince1970: 1_750_000_000)

    /// The fixture's library with a student's progress and an own, deprecated concept.
    static func fixtureWithProgress() throws -> F {
        let fixture = try F()
        try fixture.store.write { library in
            let direction = StudyDirection(from: F.fi, to: F.en)
            try library.review(conceptID: fixture.concepts[0].id, direction: direction, rating: .good, at: F.created, duration: 3.25)
            try library.review(conceptID: fixture.concepts[0].id, direction: direction, rating: .again, at: F.created.addingTimeInterval(86_400))
            try library.review(conceptID: fixture.concepts[2].id, direction: direction.reversed, rating: .easy, at: F.created, learner: LearnerID("aino"))
            try library.setLearned(true, conceptID: fixture.concepts[1].id, at: F.created)
            var own = fixture.concepts[3]
            own.isOwn = true
            own.isDeprecated = true
            try library.updateConcept(own)
        }
        return fixture
    }

    @Test func aBundleRestoresEverythingAndReExportsTheSameBytes() throws {
        let fixture = try Self.fixtureWithProgress()
        let options = { () -> ExportOptions in
            var options = ExportOptions(includesProgress: true)
            options.exportDate = Self.exported
            return options
        }()
        let exporter = TerminologyExporter(store: fixture.store)
        let (first, report) = try exporter.exportData(fixture.terminology.id, as: .bundle, options: options)
        #expect(report.notCarried.isEmpty)
        let other = try fixture.otherStore()
        let restored = try TerminologyImporter(store: other).importData(first, fileName: "solu.sanasto", options: .restore)
        #expect(restored.studyCardCount == 2)
        let (second, _) = try TerminologyExporter(store: other).exportData(restored.terminology.id, as: .bundle, options: options)
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        let (original, copy) = (try fixture.store.read { try $0.snapshot(of: fixture.terminology.id) }, try other.read { try $0.snapshot(of: fixture.terminology.id) })
        #expect(copy.terminology.id == original.terminology.id)
        #expect(copy.categories == original.categories)
        #expect(copy.concepts == original.concepts)
        let direction = StudyDirection(from: F.fi, to: F.en)
        #expect(try other.read { try $0.reviewLog(conceptID: fixture.concepts[0].id, direction: direction) }
            == fixture.store.read { try $0.reviewLog(conceptID: fixture.concepts[0].id, direction: direction) })
        #expect(try other.read { try $0.studyCard(conceptID: fixture.concepts[2].id, direction: direction.reversed, learner: LearnerID("aino")) }
            == fixture.store.read { try $0.studyCard(conceptID: fixture.concepts[2].id, direction: direction.reversed, learner: LearnerID("aino")) })
        #expect(try other.read { try $0.learnedDate(conceptID: fixture.concepts[1].id) } == F.created)
    }

    @Test func progressIsLeftOutUnlessAsked() throws {
        let fixture = try Self.fixtureWithProgress()
        let (data, report) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .bundle)
        #expect(!String(decoding: data, as: UTF8.self).contains("\"progress\""))
        #expect(report.notCarried == ["study progress (export with progress to carry it)"])
    }

    @Test func aCopysOriginAndSnapshotTravelInTheBundle() throws {
        let fixture = try F()
        let tbx = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .tbx).data
        let student = try fixture.otherStore("student.sqlite")
        let copy = try TerminologyImporter(store: student).importData(tbx, fileName: "solu.tbx").terminology
        let (bundle, _) = try TerminologyExporter(store: student).exportData(copy.id, as: .bundle)
        let restoredStore = try fixture.otherStore("restored.sqlite")
        let restored = try TerminologyImporter(store: restoredStore).importData(bundle, fileName: "copy.sanasto", options: .restore)
        #expect(restored.terminology.ownerRole == .student)
        #expect(restored.terminology.origin == copy.origin)
        #expect(try restoredStore.read { try $0.originSnapshot(of: copy.id) } == student.read { try $0.originSnapshot(of: copy.id) })
    }

    static func bundle(_ edit: (inout String) -> Void) throws -> Data {
        let fixture = try F()
        var text = String(decoding: try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .bundle).data, as: UTF8.self)
        edit(&text)
        return Data(text.utf8)
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var edit: @Sendable (inout String) -> Void
        var kind: ExchangeError.Kind
        var message: String
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(name: "not JSON", edit: { $0 = "{\n  \"format\" : \"sanasto-bundle\",\n  oops\n}" }, kind: .malformedFile, message: "b.sanasto:3:3: error: the bundle is not valid JSON"),
        Broken(name: "JSON that is not a bundle", edit: { $0 = "{ \"strings\" : {} }" }, kind: .notATerminology, message: "b.sanasto:1:1: error: this JSON is not a Sanasto bundle"),
        Broken(name: "newer version", edit: { $0 = $0.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 7") },
               kind: .unsupportedVersion, message: "version: the bundle was written by a newer version of Sanasto (bundle version 7; this version reads up to 1)"),
        Broken(name: "unknown kind", edit: { $0 = $0.replacingOccurrences(of: "\"kind\" : \"terminology\"", with: "\"kind\" : \"flashcards\"") },
               kind: .unsupportedVersion, message: "a bundle of kind 'flashcards' is not known"),
        Broken(name: "bad terminology language", edit: { $0 = $0.replacingOccurrences(of: "\"languages\" : [\n      \"fi\"", with: "\"languages\" : [\n      \"suomi\"") },
               kind: .unknownLanguage, message: "terminology › languages › 0: the terminology's language 'suomi' is not a valid language code"),
        Broken(name: "missing title", edit: { $0 = $0.replacingOccurrences(of: ",\n    \"title\" : \"Solubiologia & <perusteet>\"", with: "") },
               kind: .notATerminology, message: "terminology: 'title' is missing"),
    ]

    @Test(arguments: broken)
    func aBrokenBundleIsOneErrorWithItsPositionAndKeyPath(_ item: Broken) throws {
        let data = try Self.bundle(item.edit)
        let fixture = try F(sample: false)
        expectExchangeError(item.kind, containing: item.message) {
            try TerminologyImporter(store: fixture.store).importData(data, fileName: "b.sanasto")
        }
        #expect(try fixture.store.read { try $0.terminologies() }.isEmpty)
    }

    @Test func aBadConceptIsAnEntryProblem() throws {
        let data = try Self.bundle { $0 = $0.replacingOccurrences(of: "\"status\" : \"deprecated\"", with: "\"status\" : \"obsolete\"") }
        let fixture = try F(sample: false)
        do {
            _ = try TerminologyImporter(store: fixture.store).importData(data, fileName: "b.sanasto")
            Issue.record("expected invalidEntries")
        } catch let error as ExchangeError {
            #expect(error.kind == .invalidEntries)
            #expect(error.issues.count == 1)
            #expect(error.issues.first?.description.contains("concepts › 0 › sections › 1 › terms › 1 › status: entry 'a0000000-0000-4000-8000-000000000001': 'obsolete' is not a term status") == true, "\(error)")
        }
        let report = try TerminologyImporter(store: fixture.store).importData(data, fileName: "b.sanasto", options: ImportOptions(partial: true))
        #expect(report.conceptCount == 3)
    }
}
