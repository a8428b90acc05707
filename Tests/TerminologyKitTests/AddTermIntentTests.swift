#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import IntentKit
import Testing
import TerminologyKit

@Suite("AddTermIntent") struct AddTermIntentTests {
    @Test(arguments: [
        (AppLanguage.english, "Added ‘photosynthesis’ to Fotosynteesi"),
        (AppLanguage.finnish, "Lisätty ‘photosynthesis’ kategoriaan Fotosynteesi"),
        (AppLanguage.turkish, "‘photosynthesis’, Fotosynteesi kategorisine eklendi"),
    ])
    func theDialogIsLocalized(language: AppLanguage, dialog: String) async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(language)
        let intent = AddTermIntent(term: "photosynthesis", definition: nil, category: try fixture.entity("Fotosynteesi"), difficulty: .easy)
        // The category already reads "photosynthesis" (in English): the user confirms the second one.
        let result = try await app.run(intent, prompter: ScriptedPrompter(confirmations: [true]))
        #expect(result.dialog == dialog)
        let added = try #require(result.value as? ConceptEntity)
        #expect(added.categoryName == "Fotosynteesi")
        #expect(added.difficulty == .easy)
    }

    @Test func theTermIsInTheUsersLanguageWhenTheTerminologyHasIt() async throws {
        let fixture = try AppFixture()
        let turkish = try await fixture.app(.turkish).run(
            AddTermIntent(term: "ışık reaksiyonu", category: try fixture.entity("Fotosynteesi"), difficulty: .hard))
        let concept = try #require(fixture.store.read { try $0.concept(id: (turkish.value as? ConceptEntity)?.id ?? UUID()) })
        #expect(concept.sections.map(\.language) == [.turkish])
        #expect(concept.displayTerm(in: .turkish)?.text == "ışık reaksiyonu")
        // Kemia has no Turkish: the term is in its first language.
        let chemistry = try await fixture.app(.turkish).run(
            AddTermIntent(term: "metaani", category: try fixture.entity("Orgaaniset yhdisteet"), difficulty: .easy))
        #expect((chemistry.value as? ConceptEntity)?.language == .finnish)
    }

    /// "Siri çağrısında parametre eksikse kullanıcıya soru soruyor": the missing difficulty is asked for with its
    /// cases in the user's language, and answered by a case's name.
    @Test(arguments: [
        (AppLanguage.english, "How difficult is it?", ["Easy", "Medium", "Hard"], "hard", Difficulty.hard),
        (AppLanguage.finnish, "Kuinka vaikea se on?", ["Helppo", "Keskitaso", "Vaikea"], "HELPPO", .easy),
        (AppLanguage.turkish, "Ne kadar zor?", ["Kolay", "Orta", "Zor"], "orta", .medium),
    ])
    func aMissingDifficultyIsAskedWithItsLocalizedCases(
        language: AppLanguage, prompt: String, cases: [String], answer: String, expected: Difficulty
    ) async throws {
        let fixture = try AppFixture()
        let intent = AddTermIntent()
        intent.term = NewTermEntity("ribosomi")
        intent.category = try fixture.entity("Soluhengitys")
        let prompter = ScriptedPrompter(answers: [.text(answer)])
        let result = try await fixture.app(language).run(intent, prompter: prompter)
        let request = try #require(prompter.askedRequests.first)
        #expect(prompter.askedRequests.count == 1)
        #expect(request.parameterName == "difficulty")
        #expect(request.prompt == prompt)
        #expect(request.choices.map(\.title) == cases)
        #expect((result.value as? ConceptEntity)?.difficulty == expected)
    }

    @Test func aScriptGetsOneErrorListingEveryMissingValue() async throws {
        let fixture = try AppFixture()
        let error = await #expect(throws: IntentRunError.self) { try await fixture.app(.finnish).run(AddTermIntent()) }
        #expect(error == .missingParameters([
            .init(name: "term", title: "Termi"), .init(name: "category", title: "Kategoria"), .init(name: "difficulty", title: "Vaikeus"),
        ]))
    }

    /// The category's suggested entities are the focus's categories, offered by name.
    @Test func aMissingCategoryOffersTheCategories() async throws {
        let fixture = try AppFixture()
        let intent = AddTermIntent()
        intent.term = NewTermEntity("ATP")
        intent.difficulty = .medium
        let prompter = ScriptedPrompter(answers: [.choice(1)])
        let result = try await fixture.app(.english).run(intent, prompter: prompter)
        #expect(prompter.askedRequests.first?.choices.map(\.title) == ["Orgaaniset yhdisteet", "Soluhengitys", "Fotosynteesi", "Genetiikka"])
        #expect(result.dialog == "Added ‘ATP’ to Soluhengitys")
    }

    @Test func aDuplicateIsAddedOnlyWhenConfirmed() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.finnish)
        let intent = AddTermIntent(term: "Fotosynteesi", category: try fixture.entity("Fotosynteesi"), difficulty: .easy)
        let refused = ScriptedPrompter(confirmations: [false])
        await #expect(throws: IntentRunError.cancelled) { try await app.run(intent, prompter: refused) }
        #expect(refused.askedConfirmations == ["‘Fotosynteesi’ on jo kategoriassa Fotosynteesi. Lisätäänkö se uudelleen?"])
        #expect(try fixture.store.read { try $0.conceptCount(in: .terminology(fixture.biology.id)) } == 6)
        await #expect(throws: IntentRunError.self) { try await app.run(intent) }
        _ = try await app.run(intent, prompter: ScriptedPrompter(confirmations: [true]))
        #expect(try fixture.store.read { try $0.conceptCount(in: .terminology(fixture.biology.id)) } == 7)
    }
}
#endif
