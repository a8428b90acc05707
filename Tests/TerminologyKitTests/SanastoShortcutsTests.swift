#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import IntentKit
import Localization
import Testing
import TerminologyKit

/// The app's phrases in en, fi and tr: the app's name inflected as each language glues it (`Sanasto'ya`,
/// `Sanasto-sovellukseen`), matched and run through the runner.
@Suite("SanastoShortcuts") struct SanastoShortcutsTests {
    @Test func thePhrasesFollowApplesRulesInEveryLanguage() {
        let findings = PhraseValidator.validate(
            provider: SanastoShortcuts.self, localizer: Localizer(bundle: TerminologyResources.bundle), developmentLanguage: "en")
        #expect(findings.isEmpty, "\(findings)")
        #expect(SanastoShortcuts.appShortcuts.count <= 10)
    }

    @Test(arguments: [
        (AppLanguage.turkish, "Sanasto'ya terim ekle", "Terim Ekle"),
        (AppLanguage.turkish, "sanastoya yeni terim ekle", "Terim Ekle"),
        (AppLanguage.turkish, "Sanasto'da Genetiikka kategorisini aç", "Kategori Aç"),
        (AppLanguage.turkish, "Sanasto ile çalış", "Şimdi Çalış"),
        (AppLanguage.turkish, "Sanasto'yla çalış", "Şimdi Çalış"),
        (AppLanguage.turkish, "Sanasto'da terim ara", "Terim Ara"),
        (AppLanguage.finnish, "Lisää termi Sanasto-sovellukseen", "Lisää termi"),
        (AppLanguage.finnish, "lisää termi sanasto sovellukseen", "Lisää termi"),
        (AppLanguage.finnish, "Avaa Genetiikka Sanasto-sovelluksessa", "Avaa kategoria"),
        (AppLanguage.finnish, "Opiskele Sanasto-sovelluksella", "Opiskele nyt"),
        (AppLanguage.finnish, "Merkitse fotosynteesi opituksi Sanasto-sovelluksessa", "Merkitse termi opituksi"),
        (AppLanguage.english, "Add a term in Sanasto", "Add Term"),
        (AppLanguage.english, "open genetiikka in sanasto", "Open Category"),
        (AppLanguage.english, "Study with Sanasto", "Study Now"),
        (AppLanguage.english, "Mark photosynthesis learned in Sanasto", "Mark Term Learned"),
    ])
    func phrasesMatchInEachLanguage(language: AppLanguage, utterance: String, title: String) async throws {
        let fixture = try AppFixture()
        let matched = try await fixture.app(language).match(utterance)
        #expect(matched.title == title)
    }

    @Test(arguments: [
        (AppLanguage.turkish, "Sanasto'ye terim ekle"),
        (AppLanguage.turkish, "Sanasto'ya terim sil"),
        (AppLanguage.finnish, "Lisää termi Sanastoon"),
        (AppLanguage.english, "Add a term in Notes"),
        (AppLanguage.english, "Sanasto'ya terim ekle"),
    ])
    func otherWordsDoNotMatch(language: AppLanguage, utterance: String) async throws {
        let fixture = try AppFixture()
        let error = await #expect(throws: AppError.self) { try await fixture.app(language).match(utterance) }
        #expect(error?.kind == .usage)
    }

    /// "Sanasto'ya fotosentez terimini ekle": the phrase gives the term, written as the user wrote it; the rest is
    /// asked for (or, in a script, listed in one error).
    @Test func thePhraseGivesTheTermAndTheRestIsAsked() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.turkish)
        let matched = try await app.match("Sanasto'ya Işık reaksiyonu terimini ekle")
        #expect(matched.missing.map(\.name) == ["category", "difficulty"])
        let script = await #expect(throws: AppError.self) { try await app.run(matched, prompter: nil) }
        #expect(script?.message == "Eksik değerler: Kategori (--category), Zorluk (--difficulty).")

        let prompter = ScriptedPrompter(answers: [.text("fotosynteesi"), .text("zor")])
        let result = try await app.run(matched, prompter: prompter)
        #expect(prompter.askedRequests.map(\.prompt) == ["Hangi kategoriye ait?", "Ne kadar zor?"])
        #expect(result.dialog == "‘Işık reaksiyonu’, Fotosynteesi kategorisine eklendi")
        #expect((result.value as? ConceptEntity)?.term == "Işık reaksiyonu")
    }

    @Test func valuesGivenByNameFillTheParameters() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        let matched = try await app.match("Add a term in Sanasto", values: ["term": "benzene ring", "category": "orgaaniset yhdisteet", "difficulty": "Hard"])
        #expect(matched.missing.isEmpty)
        let result = try await app.run(matched, prompter: nil)
        #expect(result.dialog == "Added ‘benzene ring’ to Orgaaniset yhdisteet")

        let unknownName = await #expect(throws: AppError.self) { try await app.match("Study with Sanasto", values: ["term": "x"]) }
        #expect(unknownName?.message == "“Study Now” takes no values, so --term does not apply.")
        let wrongValue = await #expect(throws: AppError.self) {
            try await app.match("Add a term in Sanasto", values: ["difficulty": "impossible"])
        }
        #expect(wrongValue?.kind == .invalidData)
        #expect(wrongValue?.message == "“impossible” is not a value for Difficulty (--difficulty); choose Easy, Medium, Hard.")
        let noParameter = await #expect(throws: AppError.self) { try await app.match("Add a term in Sanasto", values: ["query": "x"]) }
        #expect(noParameter?.message == "“Add Term” has no --query; it takes --term, --definition, --category, --difficulty.")
    }

    @Test func theOptionsOfSayAreTheIntentsParameterNames() {
        #expect(TerminologyApp.phraseParameterNames == ["term", "definition", "category", "difficulty", "query", "isLearned"])
    }

    @Test func phrasesAreListedInTheUsersLanguage() async throws {
        let fixture = try AppFixture()
        let phrases = await fixture.app(.turkish).phrases()
        #expect(phrases.first == "Sanasto'ya terim ekle")
        #expect(phrases.contains("Sanasto'da <Kategori> kategorisini aç"))
        #expect(phrases.count == 10)
    }
}
#endif

#if !canImport(AppIntents)
@Suite("SanastoIntents") struct SanastoIntentsTests {
    @Test func everyShortcutsIntentIsNamed() {
        for shortcut in SanastoShortcuts.appShortcuts {
            let name = String(describing: type(of: shortcut.intent))
            #expect(SanastoIntents.type(named: name).map { String(describing: $0) } == name)
        }
        #expect(SanastoIntents.type(named: "CourseFocusFilter") != nil)
        #expect(SanastoIntents.type(named: "DeleteEverythingIntent") == nil)
    }
}
#endif
