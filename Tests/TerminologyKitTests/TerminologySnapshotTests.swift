import Foundation
import Testing
import TerminologyKit

@Suite struct TerminologySnapshotTests {
    static func snapshot() -> TerminologySnapshot {
        let created = Date(timeIntervalSince1970: 1_700_000_000.123456)
        var terminology = Terminology(
            title: "Solubiologia \"perusteet\" / ä ö å ısı 😀", course: Course(code: "BIO-101", name: "Solubiologia"),
            description: "Rivi 1\nRivi 2\t\u{0}", languages: [.finnish, .english, .turkish], author: "Ada", ownerRole: .student,
            revision: 12, createdAt: created)
        terminology.origin = TerminologyOrigin(sourceID: UUID(), sourceRevision: 4)
        let category = Category(terminologyID: terminology.id, name: "Soluhengitys", position: 0)
        let concept = Concept(
            terminologyID: terminology.id, categoryID: category.id,
            sections: [
                LanguageSection(language: .finnish, terms: [Term("soluhengitys", partOfSpeech: .noun, context: "Se tapahtuu mitokondriossa.")], definition: Definition("Glukoosin hapetus", source: "Kirja")),
                LanguageSection(language: .turkish, terms: [Term("hücresel solunum", status: .admitted)]),
            ],
            notes: "", related: [UUID()], difficulty: .hard, isOwn: true, isDeprecated: true, createdAt: created)
        return TerminologySnapshot(terminology: terminology, categories: [category], concepts: [concept])
    }

    @Test func canonicalJSONIsLosslessAndStable() throws {
        let snapshot = Self.snapshot()
        let text = try snapshot.canonicalJSON()
        let read = try TerminologySnapshot(canonicalJSON: text)
        #expect(read == snapshot)
        #expect(try read.canonicalJSON() == text)
        #expect(text.contains("\"createdAt\":\"2023-11-14T22:13:20.123456Z\""))
        #expect(!text.contains("\n"))
    }

    @Test(arguments: ["", "{}", "[]", #"{"terminology": 1}"#])
    func malformedJSONThrows(_ text: String) {
        #expect(throws: (any Error).self) { try TerminologySnapshot(canonicalJSON: text) }
    }
}
