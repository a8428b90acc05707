#if !canImport(AppIntents)
import Foundation
import Testing
import TerminologyKit

@Suite("StudySession") struct StudySessionTests {
    @Test func theDirectionGoesFromTheSourceLanguageToTheUsers() async throws {
        let fixture = try AppFixture()
        #expect(try await fixture.app(.english).studyDirection(terminology: "Solubiologia").description == "fi→en")
        #expect(try await fixture.app(.turkish).studyDirection(terminology: "Solubiologia").description == "fi→tr")
        #expect(try await fixture.app(.finnish).studyDirection(terminology: "Solubiologia").description == "fi→en")
        #expect(try await fixture.app(.turkish).studyDirection(terminology: "Kemia").description == "fi→en")
        #expect(try await fixture.app(.english).studyDirection(from: "tr", terminology: "Solubiologia").description == "tr→en")
        let missing = await #expect(throws: AppError.self) { try await fixture.app(.english).studyDirection(to: "tr", terminology: "Kemia") }
        #expect(missing?.message == "Kemia has no language tr; its languages are fi, en.")
    }

    /// Typed answers are compared ignoring case and diacritics; Finnish ä and ö stay letters of their own.
    @Test(arguments: [
        ("photosynthesis", StudyAnswer.correct), ("  PHOTOSYNTHESIS ", .correct), ("photosynthesys", .incorrect), ("", .revealed),
    ])
    func answersAreComparedLoosely(typed: String, expected: StudyAnswer) async throws {
        let fixture = try AppFixture()
        let session = try await fixture.app(.english).studySession(terminology: "Solubiologia")
        while let prompt = session.current, prompt.prompt != "fotosynteesi" { try session.rate(.good) }
        #expect(session.current?.answers == ["photosynthesis"])
        #expect(session.check(typed) == expected)
    }

    @Test func diacriticsAreIgnoredButFinnishLettersAreNot() async throws {
        let fixture = try AppFixture()
        let session = try await fixture.app(.finnish).studySession(direction: StudyDirection(from: .turkish, to: .finnish), terminology: "Solubiologia")
        #expect(session.current?.prompt == "glikoliz")
        #expect(session.check("GLYKOLYYSI") == .correct)
        try session.rate(.good)
        try session.rate(.good)
        #expect(session.current?.prompt == "sitrik asit döngüsü")
        #expect(session.check("sitruunahappokierto") == .correct)
        let turkish = try await fixture.app(.finnish).studySession(direction: StudyDirection(from: .finnish, to: .turkish), terminology: "Solubiologia")
        try turkish.rate(.good)
        try turkish.rate(.good)
        #expect(turkish.check("sitrik asit dongusu") == .correct)
        let extra = try fixture.store.write { writer in
            try writer.addConcept(Concept(terminologyID: fixture.biology.id, sections: [
                LanguageSection(language: .finnish, terms: [Term("sää")]), LanguageSection(language: .english, terms: [Term("weather")]),
            ]))
        }
        let finnish = try await fixture.app(.english).studySession(direction: StudyDirection(from: .english, to: .finnish), terminology: "Solubiologia")
        while let prompt = finnish.current, prompt.card.conceptID != extra.id { try finnish.rate(.good) }
        #expect(finnish.check("saa") == .incorrect)
        #expect(finnish.check("SÄÄ") == .correct)
    }

    @Test(arguments: [
        (AppLanguage.english, "You studied 3 terms. You knew 2 of them."),
        (AppLanguage.finnish, "Opiskelit 3 termiä. Osasit niistä 2."),
        (AppLanguage.turkish, "3 terim çalıştınız. 2 tanesini bildiniz."),
    ])
    func ratingsAreRecordedAndSummedUpPluralCorrect(language: AppLanguage, summary: String) async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(language)
        let session = try await app.studySession(terminology: "Solubiologia", limit: 3)
        #expect(session.count == 3)
        #expect(session.current?.isNew == true)
        session.check(session.current?.answers.first ?? "")
        try session.rate(.good)
        session.check("?")
        try session.rate(.again)
        session.check(session.current?.answers.first ?? "")
        try session.rate(.easy)
        #expect(session.current == nil)
        #expect(session.summary == summary)
        #expect(session.ratings == [.good, .again, .easy])
        // The reviews are in the library: the Again card is due again within minutes, the others later.
        let direction = session.direction
        let due = try fixture.store.read { try $0.dueCards(in: .library, direction: direction, at: AppFixture.now.addingTimeInterval(3_600), limit: 10) }
        #expect(due.count == 2)
    }

    @Test func oneTermAndNoneKnownArePluralCorrectToo() async throws {
        let fixture = try AppFixture()
        let session = try await fixture.app(.finnish).studySession(terminology: "Kemia", limit: 1)
        session.check("väärin")
        try session.rate(.again)
        #expect(session.summary == "Opiskelit 1 termin. Et osannut yhtäkään.")
    }
}
#endif
