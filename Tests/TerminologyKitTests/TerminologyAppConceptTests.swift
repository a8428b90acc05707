#if !canImport(AppIntents)
import Foundation
import Testing
import TerminologyKit

@Suite("TerminologyApp+Concepts") struct TerminologyAppConceptTests {
    static let fi = AppFixture.fi, en = AppFixture.en

    @Test func aDraftIsSavedWithEveryTermAndItsFacts() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.finnish)
        let draft = ConceptDraft(sections: [
            LanguageSection(language: Self.en, terms: [Term(" benzene ")]),
            LanguageSection(language: Self.fi, terms: [
                Term("bentseeni", partOfSpeech: .noun, context: " Bentseeni on rengas. "), Term("bentsoli", status: .admitted), Term(" "),
                Term("fenyylivety", status: .deprecated, context: ""),
            ], definition: Definition("Aromaattinen hiilivety.", source: " ")),
        ], notes: "Syöpävaarallinen.", categoryID: fixture.categories["Orgaaniset yhdisteet"]?.id, difficulty: .hard)
        let added = try app.addConcept(draft, terminologyID: fixture.chemistry.id)
        #expect(added.term == "bentseeni")
        #expect(added.synonyms.map(\.text) == ["bentsoli"])
        let concept = try #require(try fixture.store.read { try $0.concept(id: added.id) })
        // In the terminology's language order, trimmed, empty terms and sources left out.
        #expect(concept.sections.map(\.language) == [Self.fi, Self.en])
        #expect(concept.section(Self.fi)?.terms == [
            Term("bentseeni", partOfSpeech: .noun, context: "Bentseeni on rengas."), Term("bentsoli", status: .admitted), Term("fenyylivety", status: .deprecated),
        ])
        #expect(concept.section(Self.fi)?.definition == Definition("Aromaattinen hiilivety."))
        #expect(concept.section(Self.en)?.terms == [Term("benzene")])
        #expect(concept.notes == "Syöpävaarallinen." && concept.difficulty == .hard && !concept.isOwn)
        #expect(concept.categoryID == fixture.categories["Orgaaniset yhdisteet"]?.id)
    }

    @Test func replacingKeepsTheConceptsIdentityAndProgress() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        let original = try #require(fixture.concepts["etanoli"])
        try app.setLearned(true, conceptID: original.id)
        let number = try #require(try fixture.store.read { try $0.conceptNumber(of: original.id) })
        let edited = try await app.replaceConcept(original.id.uuidString, with: ConceptDraft(sections: [
            LanguageSection(language: Self.fi, terms: [Term("etanoli"), Term("etyylialkoholi", status: .admitted)]),
        ]))
        #expect(edited.id == original.id && edited.number == number && edited.isLearned)
        #expect(edited.term == "etanoli" && edited.translations.isEmpty)
        #expect(edited.synonyms.map { "\($0.language.rawValue):\($0.text)" } == ["fi:etyylialkoholi"])
        let stored = try #require(try fixture.store.read { try $0.concept(id: original.id) })
        #expect(stored.section(Self.en) == nil && stored.categoryID == nil)
        // Search finds it by the synonym.
        #expect(try await app.search("etyylialkoholi").map(\.concept.id) == [original.id])
    }

    /// Drafts the use cases refuse, with the message (in Finnish), for adding and for replacing alike.
    static let refused: [(name: String, sections: [LanguageSection], message: String)] = [
        ("two preferred terms", [LanguageSection(language: fi, terms: [Term("a"), Term("b")])], "Vain yksi termi (fi) voi olla suositeltava."),
        ("a language twice", [LanguageSection(language: fi, terms: [Term("a")]), LanguageSection(language: fi, terms: [Term("b")])], "Kieli fi on annettu kahdesti."),
        ("no term", [LanguageSection(language: fi, terms: [Term("  ")])], "Termillä on oltava tekstiä ainakin yhdellä kielellä."),
        ("a language the terminology lacks", [LanguageSection(language: .turkish, terms: [Term("benzen")])], ""),
    ]

    @Test(arguments: refused.indices)
    func refusedDraftsChangeNothing(index: Int) async throws {
        let refused = Self.refused[index]
        let fixture = try AppFixture()
        let app = await fixture.app(.finnish)
        let before = try fixture.store.read { try $0.concepts(in: .terminology(fixture.chemistry.id)) }
        let adding = #expect(throws: AppError.self) { try app.addConcept(ConceptDraft(sections: refused.sections), terminologyID: fixture.chemistry.id) }
        let original = try #require(fixture.concepts["bentseeni"])
        let replacing = await #expect(throws: AppError.self) {
            try await app.replaceConcept(original.id.uuidString, with: ConceptDraft(sections: refused.sections))
        }
        if !refused.message.isEmpty {
            #expect(adding?.message == refused.message)
            #expect(replacing?.message == refused.message)
        }
        #expect(adding?.kind == .usage)
        #expect(try fixture.store.read { try $0.concepts(in: .terminology(fixture.chemistry.id)) } == before)
    }

    @Test func aCategoryOfAnotherTerminologyIsRefused() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        let error = #expect(throws: AppError.self) {
            try app.addConcept(ConceptDraft(sections: [LanguageSection(language: Self.fi, terms: [Term("x")])], categoryID: fixture.categories["Genetiikka"]?.id),
                               terminologyID: fixture.chemistry.id)
        }
        #expect(error?.kind == .notFound)
    }
}
#endif
