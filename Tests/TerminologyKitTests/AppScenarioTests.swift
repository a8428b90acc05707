#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import IntentKit
import Observation
import Testing
import TerminologyKit

/// The seeds' scenarios applied to the terminology app: quick actions and foreground intents end in one router and
/// are handled once, the focus filter restricts what the app shows, the widget's toggle marks the term of the day.
@Suite("The seeds' scenarios in the app", .serialized) struct AppScenarioTests {
    /// What the seed's view does in `.onChange(of: router.pending, initial: true)`: handle, then reset.
    @MainActor
    static func viewHandlesPending(_ router: AppRouter, into handled: inout [AppAction]) {
        guard let action = router.take() else { return }
        handled.append(action)
    }

    @Test(arguments: [
        ("fi.sanasto.addTerm", AppAction.addTerm, "Lisää termi", "Sanaston kategoriaan"),
        ("fi.sanasto.search", .search, "Hae", "Termit kaikilla kielillä"),
        ("fi.sanasto.study", .study, "Opiskele", "Erääntyneet termit"),
    ])
    @MainActor
    func aQuickActionReachesTheRouterAndIsHandledOnce(type: String, action: AppAction, title: String, subtitle: String) async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.finnish)
        let observed = Flag()
        withObservationTracking { _ = app.router.pending } onChange: { observed.set() }
        let handled = try app.handleQuickAction(type: type)
        #expect(observed.value)
        #expect(handled.title == title)
        #expect(handled.subtitle == subtitle)
        #expect(app.router.pending == action)
        var seen: [AppAction] = []
        Self.viewHandlesPending(app.router, into: &seen)
        Self.viewHandlesPending(app.router, into: &seen)
        #expect(seen == [action])
        #expect(app.router.openedCount == 1)
    }

    @Test @MainActor func anUnknownQuickActionLeavesNothingPending() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.turkish)
        let error = #expect(throws: AppError.self) { try app.handleQuickAction(type: "fi.sanasto.delete") }
        #expect(error?.kind == .usage)
        #expect(error?.message == "“fi.sanasto.delete” adlı bir hızlı eylem yok; hızlı eylemler: fi.sanasto.addTerm, fi.sanasto.search, fi.sanasto.study.")
        #expect(app.router.pending == nil)
    }

    @Test @MainActor func foregroundIntentsOpenTheSameRouter() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        var handled: [AppAction] = []
        let category = try fixture.entity("Genetiikka")
        _ = try await app.run(OpenCategoryIntent(category: category))
        Self.viewHandlesPending(app.router, into: &handled)
        let study = try await app.run(StudyNowIntent())
        Self.viewHandlesPending(app.router, into: &handled)
        #expect(handled == [.openCategory(category.id), .study])
        #expect(study.dialog == "8 terms to study")
        #expect(study.value as? Int == 8)
        #expect(OpenCategoryIntent.supportedModes == .foreground)
        #expect(AddTermIntent.supportedModes == .background)
    }

    @Test(arguments: [
        (AppLanguage.english, 0, "Nothing to study"), (AppLanguage.english, 1, "1 term to study"),
        (AppLanguage.finnish, 1, "1 opiskeltava termi"), (AppLanguage.finnish, 3, "3 opiskeltavaa termiä"),
        (AppLanguage.turkish, 3, "Çalışılacak 3 terim"),
    ])
    func studyNowSaysHowManyPluralCorrect(language: AppLanguage, waiting: Int, dialog: String) async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(language)
        // Leave `waiting` new cards in Kemia (fi→en) by focusing on it and reviewing the others far ahead.
        _ = try await app.setFocus("KEM-1")
        try fixture.store.write { writer in
            try writer.addConcept(Concept(
                terminologyID: fixture.chemistry.id, sections: [LanguageSection(language: .finnish, terms: [Term("metaani")]),
                                                                LanguageSection(language: .english, terms: [Term("methane")])]))
        }
        let direction = StudyDirection(from: .finnish, to: .english)
        let studied = try fixture.store.read { try $0.concepts(in: .terminology(fixture.chemistry.id)) }.prefix(3 - waiting)
        try fixture.store.write { writer in
            for concept in studied { try writer.review(conceptID: concept.id, direction: direction, rating: .easy, at: AppFixture.now) }
        }
        #expect(try await app.run(StudyNowIntent()).dialog == dialog)
    }

    /// "Çalışma Focus'unda sadece iş görevleri görünsün": with the course focus on, lists, search, study and the term
    /// of the day show only that course; off again, everything.
    @Test func theFocusFilterRestrictsListsSearchStudyAndToday() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        #expect(try await app.terminologySummaries().map(\.terminology.title) == ["Kemia", "Solubiologia"])
        #expect(try await app.search("ben").map(\.concept.term) == ["benzene"])

        let course = try await app.setFocus("bio-101")
        #expect(course.code == "BIO-101")
        #expect(await app.focusedCourse()?.code == "BIO-101")
        #expect(try await app.terminologySummaries().map(\.terminology.title) == ["Solubiologia"])
        #expect(try await app.categoryList().map(\.terminology.title) == ["Solubiologia"])
        #expect(try await app.termList().count == 6)
        #expect(try await app.search("ben").isEmpty)
        #expect(try await app.search("photo").map(\.concept.term) == ["photosynthesis"])
        #expect(try await app.studySession().count == 6)
        #expect(try await app.termOfTheDay()?.concept.terminologyTitle == "Solubiologia")
        #expect(try await app.perform { try await CategoryQuery().entities(matching: "yhdiste") }.isEmpty)

        // Another app on the same library (the next command) sees the same focus.
        let next = await fixture.app(.finnish)
        #expect(await next.focusedCourse()?.name == "Solubiologian perusteet")
        try await next.clearFocus()
        #expect(await app.focusedCourse() == nil)
        #expect(try await app.termList().count == 8)
        // Another learner has a focus of their own.
        _ = try await app.setFocus("Kemian perusteet")
        #expect(await fixture.app(.english, learner: LearnerID("aino")).focusedCourse() == nil)

        let unknown = await #expect(throws: AppError.self) { try await app.setFocus("MAT-2") }
        #expect(unknown?.message == "There is no course “MAT-2”; the courses are BIO-101, KEM-1.")
    }

    /// `Button(intent: ToggleTaskIntent(taskId: task.id))`: the term of the day's toggle runs the mark-learned
    /// intent, then the card shows the new state; pressed again, it clears it.
    @Test func theWidgetsToggleMarksTheTermOfTheDay() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.finnish)
        let card = try #require(try await app.termOfTheDay())
        #expect(card.heading == "Päivän termi")
        #expect(card.toggleLabel == "Opittu")
        #expect(!card.concept.isLearned)
        #expect(card.toggle.intent.isLearned)
        // The same all day, whoever asks.
        #expect(try await fixture.app(.english).termOfTheDay()?.concept.id == card.concept.id)

        let first = try #require(try await app.toggleTermOfTheDay())
        #expect(first.card.concept.id == card.concept.id)
        #expect(first.card.concept.isLearned)
        #expect(first.dialog == "‘\(card.concept.term)’ merkitty opituksi")
        #expect(try fixture.store.read { try $0.learnedDate(conceptID: card.concept.id) } != nil)
        let second = try #require(try await app.toggleTermOfTheDay())
        #expect(!second.card.concept.isLearned)
        #expect(second.dialog == "‘\(card.concept.term)’ ei ole enää merkitty opituksi")
    }

    @Test func searchTermsReturnsEntitiesWithAPluralDialog() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.turkish)
        let found = try await app.run(SearchTermsIntent(query: "KLORO"))
        #expect((found.value as? [ConceptEntity])?.map(\.term) == ["klorofil", "kloroplast"])
        #expect(found.dialog == "2 terim bulundu")
        #expect(try await app.run(SearchTermsIntent(query: "döngü")).dialog == "1 terim bulundu")
        #expect(try await app.run(SearchTermsIntent(query: "xyz")).dialog == "Terim bulunamadı")
    }

    /// "suggestedEntities": the term of the day first, then the latest terms; the mark-learned intent offers them.
    @Test func markLearnedOffersTheSuggestedTerms() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        let today = try #require(try await app.termOfTheDay())
        let suggested = try await app.perform { try await ConceptQuery().suggestedEntities() }
        #expect(suggested.first?.id == today.concept.id)
        #expect(Set(suggested.map(\.id)).count == suggested.count)
        #expect(suggested.count == 8)
        let prompter = ScriptedPrompter(answers: [.choice(0)])
        let result = try await app.run(MarkTermLearnedIntent(), prompter: prompter)
        #expect(prompter.askedRequests.first?.choices.map(\.title) == suggested.map(\.term))
        #expect(result.dialog == "Marked ‘\(today.concept.term)’ as learned")
    }
}
#endif
