import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct DemoTerminologyTests {
    static let resource = TestPaths.packageRoot.appendingPathComponent("Sources/TerminologyKit/Resources/Demo/biology.sanasto")

    @Test func installsWithTheExpectedCategoriesAndCounts() throws {
        let folder = try TemporaryFolder()
        let store = try TerminologyStore(url: folder.appending("library.sqlite"))
        let terminology = try DemoTerminology.install(into: store)
        #expect(terminology.title == "Solubiologian perustermit")
        #expect(terminology.languages.map(\.rawValue) == ["fi", "en", "tr"])
        #expect(terminology.course == Course(code: "BI3", name: "Solu ja perinnöllisyys"))
        #expect(terminology.ownerRole == .student)
        let summaries = try store.read { try $0.categorySummaries(of: terminology.id) }
        #expect(summaries.map(\.category.name) == ["Solun rakenne", "Soluhengitys", "Fotosynteesi", "Perinnöllisyys", "Virukset", "Evoluutio"])
        #expect(summaries.map(\.termCount) == [15, 14, 12, 18, 1, 0])
        let concepts = try store.read { try $0.concepts(in: .terminology(terminology.id)) }
        #expect(concepts.count == 60)
        #expect(concepts.allSatisfy { concept in [LanguageTag.finnish, .english, .turkish].allSatisfy { concept.section($0)?.terms.isEmpty == false } })
        #expect(concepts.allSatisfy { concept in concept.sections.allSatisfy { $0.definition != nil } })
        #expect(Set(concepts.map(\.difficulty)) == [.easy, .medium, .hard])
        #expect(try store.read { try $0.search("fotosynteesi").first?.term } == "fotosynteesi")
        // Installing again finds it and changes nothing.
        #expect(try DemoTerminology.install(into: store).id == terminology.id)
        #expect(try store.read { try $0.terminologies() }.count == 1)
    }

    @Test func theResourceIsInTheBundleWritersForm() throws {
        var reader = try BundleReader(bytes: [UInt8](try Data(contentsOf: Self.resource)))
        let bundle = try reader.read()
        #expect(reader.summary.issues.isEmpty)
        try Snapshot.expect(String(decoding: BundleWriter.bytes(bundle), as: UTF8.self), matches: Self.resource)
    }

    @Test func relationsPointBothWays() throws {
        let snapshot = try DemoTerminology.snapshot()
        let byID = Dictionary(uniqueKeysWithValues: snapshot.concepts.map { ($0.id, $0) })
        for concept in snapshot.concepts {
            for related in concept.related { #expect(byID[related]?.related.contains(concept.id) == true) }
        }
        #expect(snapshot.concepts.filter { !$0.related.isEmpty }.count == 24)
    }
}
