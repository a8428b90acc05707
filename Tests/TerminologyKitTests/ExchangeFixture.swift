import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// A library with a terminology that uses everything the domain has, for the exchange suites.
final class ExchangeFixture: @unchecked Sendable {
    static let fi = LanguageTag.finnish
    static let en = LanguageTag.english
    static let tr = LanguageTag.turkish
    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    let folder: TemporaryFolder
    let store: TerminologyStore
    let terminology: Terminology
    let categories: [Category]
    let concepts: [Concept]

    static let terminologyID = UUID(uuidString: "5D8A4F7E-2B1C-4E3A-9F60-7A1B2C3D4E5F")!

    init(sample: Bool = true) throws {
        folder = try TemporaryFolder()
        store = try TerminologyStore(url: folder.appending("library.sqlite"))
        guard sample else {
            terminology = Terminology(title: "-", languages: [Self.fi])
            categories = []
            concepts = []
            return
        }
        let (terminology, categories, concepts) = Self.sample()
        try store.write { library in
            try library.createTerminology(terminology)
            for category in categories { try library.addCategory(named: category.name, to: terminology.id, id: category.id) }
            for concept in concepts { try library.addConcept(concept) }
        }
        self.terminology = try store.read { try $0.terminology(id: terminology.id) }!
        self.categories = categories
        self.concepts = try store.read { try $0.concepts(in: .terminology(terminology.id)) }
    }

    /// A terminology in fi, en, tr: three categories (one empty), concepts with synonyms, every status, parts of
    /// speech, contexts, definitions with and without sources, a definition in a language without terms,
    /// relations, notes with line breaks and markup characters, every difficulty.
    static func sample() -> (Terminology, [Category], [Concept]) {
        let id = terminologyID
        let terminology = Terminology(
            id: id, title: "Solubiologia & <perusteet>", course: Course(code: "BI2", name: "Solu ja perinnöllisyys"),
            description: "Kurssin \"keskeiset\" käsitteet.\nToinen rivi.", languages: [fi, en, tr], author: "Ada Opettaja",
            ownerRole: .teacher, revision: 4, createdAt: created)
        let structure = Category(id: UUID(uuidString: "11111111-1111-4111-8111-111111111111")!, terminologyID: id, name: "Solun rakenne", position: 0)
        let respiration = Category(id: UUID(uuidString: "22222222-2222-4222-8222-222222222222")!, terminologyID: id, name: "Soluhengitys", position: 1)
        let evolution = Category(id: UUID(uuidString: "33333333-3333-4333-8333-333333333333")!, terminologyID: id, name: "Evoluutio", position: 2)
        let cellID = UUID(uuidString: "A0000000-0000-4000-8000-000000000001")!
        let membraneID = UUID(uuidString: "A0000000-0000-4000-8000-000000000002")!
        let atpID = UUID(uuidString: "A0000000-0000-4000-8000-000000000003")!
        let aerobicID = UUID(uuidString: "A0000000-0000-4000-8000-000000000004")!
        let cell = Concept(
            id: cellID, terminologyID: id, categoryID: structure.id,
            sections: [
                LanguageSection(language: fi, terms: [Term("solu", partOfSpeech: .noun, context: "Ihmisessä on noin 30 biljoonaa solua.")],
                                definition: Definition("Elämän pienin yksikkö.", source: "Bios 2, s. 12")),
                LanguageSection(language: en, terms: [Term("cell", partOfSpeech: .noun), Term("cellula", status: .deprecated)],
                                definition: Definition("The smallest unit of life.")),
                LanguageSection(language: tr, terms: [Term("hücre", partOfSpeech: .noun)]),
            ],
            notes: "Katso myös <solukalvo> & \"tuma\".\nKaksi riviä.", related: [membraneID], difficulty: .easy, createdAt: created)
        let membrane = Concept(
            id: membraneID, terminologyID: id, categoryID: structure.id,
            sections: [
                LanguageSection(language: fi, terms: [Term("solukalvo"), Term("plasmakalvo", status: .admitted)]),
                LanguageSection(language: en, terms: [Term("cell membrane"), Term("plasma membrane", status: .admitted)]),
                LanguageSection(language: tr, terms: [], definition: Definition("Hücreyi çevreleyen zar.")),
            ],
            related: [cellID], createdAt: created)
        let atp = Concept(
            id: atpID, terminologyID: id, categoryID: respiration.id,
            sections: [
                LanguageSection(language: fi, terms: [Term("ATP", partOfSpeech: .properNoun), Term("adenosiinitrifosfaatti", status: .admitted)]),
                LanguageSection(language: en, terms: [Term("ATP"), Term("adenosine triphosphate", status: .admitted)],
                                definition: Definition("The cell's energy carrier.", source: "https://example.org/atp")),
                LanguageSection(language: tr, terms: [Term("ATP")]),
            ],
            difficulty: .hard, createdAt: created)
        let aerobic = Concept(
            id: aerobicID, terminologyID: id,
            sections: [
                LanguageSection(language: fi, terms: [Term("aerobinen", partOfSpeech: .adjective)]),
                LanguageSection(language: en, terms: [Term("aerobic", partOfSpeech: .adjective)]),
            ],
            notes: "Ei kategoriaa.", createdAt: created)
        return (terminology, [structure, respiration, evolution], [cell, membrane, atp, aerobic])
    }

    /// The parts of a concept TBX carries (no dates, no own/deprecated flags).
    static func tbxView(_ concept: Concept) -> Concept {
        var copy = concept
        copy.createdAt = created
        copy.modifiedAt = created
        copy.isOwn = false
        copy.isDeprecated = false
        copy.sections.removeAll { $0.terms.isEmpty && $0.definition == nil }
        // A definition in a language without terms is written at the concept level and read back last.
        copy.sections = copy.sections.filter { !$0.terms.isEmpty } + copy.sections.filter { $0.terms.isEmpty }
        return copy
    }

    static func tbxView(_ terminology: Terminology) -> Terminology {
        var copy = terminology
        copy.createdAt = created
        copy.modifiedAt = created
        copy.ownerRole = .teacher
        copy.origin = nil
        return copy
    }

    /// A second library in the same folder.
    func otherStore(_ name: String = "other.sqlite") throws -> TerminologyStore {
        try TerminologyStore(url: folder.appending(name))
    }
}

/// Expects `body` to throw an `ExchangeError` of `kind` whose description contains `fragment`.
func expectExchangeError<T>(
    _ kind: ExchangeError.Kind, containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) {
    do {
        _ = try body()
        Issue.record("expected an ExchangeError (\(kind)) containing '\(fragment)'", sourceLocation: sourceLocation)
    } catch let error as ExchangeError {
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.contains(fragment), "\(error.description)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected an ExchangeError, got \(error)", sourceLocation: sourceLocation)
    }
}
