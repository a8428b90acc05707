#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// What the store itself says when it refuses a change the app did not check first, in the user's language.
@Suite("AppError: the store's own details") struct AppErrorStoreDetailTests {
    /// A change the store refuses, on the fixture's library.
    enum Refusal: String, CaseIterable, Sendable {
        case emptyCategoryName, duplicateCategoryName, categoryWithConcepts, categoryWithOneConcept, missingConcept, emptyTerm
    }

    static let cases: [(Refusal, AppLanguage, AppError.Kind, String)] = [
        (.emptyCategoryName, .english, .invalidData, "The library refused the change: the category name is empty."),
        (.emptyCategoryName, .finnish, .invalidData, "Kirjasto hylkäsi muutoksen: kategorian nimi on tyhjä."),
        (.emptyCategoryName, .turkish, .invalidData, "Kitaplık değişikliği reddetti: kategori adı boş."),
        (.duplicateCategoryName, .finnish, .conflict, "Muutos on ristiriidassa kirjaston kanssa: sanastossa on jo kategoria 'Genetiikka'."),
        (.duplicateCategoryName, .turkish, .conflict, "Değişiklik kitaplıkla çakışıyor: terminolojide 'Genetiikka' adlı bir kategori zaten var."),
        (.categoryWithConcepts, .english, .conflict,
         "The change conflicts with the library: category 'Fotosynteesi' has 3 concepts; move them to another category or delete them with it."),
        (.categoryWithConcepts, .finnish, .conflict,
         "Muutos on ristiriidassa kirjaston kanssa: kategoriassa 'Fotosynteesi' on 3 käsitettä; siirrä ne toiseen kategoriaan tai poista ne kategorian mukana."),
        (.categoryWithOneConcept, .english, .conflict,
         "The change conflicts with the library: category 'Fotosynteesi' has 1 concept; move it to another category or delete it with the category."),
        (.categoryWithOneConcept, .finnish, .conflict,
         "Muutos on ristiriidassa kirjaston kanssa: kategoriassa 'Fotosynteesi' on 1 käsite; siirrä se toiseen kategoriaan tai poista se kategorian mukana."),
        (.categoryWithOneConcept, .turkish, .conflict,
         "Değişiklik kitaplıkla çakışıyor: 'Fotosynteesi' kategorisinde 1 kavram var; onu başka bir kategoriye taşıyın ya da kategoriyle birlikte silin."),
        (.missingConcept, .turkish, .notFound, "Bulunamadı: 00000000-0000-0000-0000-000000000001 kimlikli kavram yok."),
        (.missingConcept, .finnish, .notFound, "Ei löytynyt: ei käsitettä tunnisteella 00000000-0000-0000-0000-000000000001."),
        (.emptyTerm, .finnish, .invalidData, "Kirjasto hylkäsi muutoksen: kielen en termi on tyhjä."),
    ]

    @Test(arguments: cases)
    func theDetailIsInTheUsersLanguage(refusal: Refusal, language: AppLanguage, kind: AppError.Kind, message: String) throws {
        let fixture = try AppFixture()
        let error = #expect(throws: StoreError.self) { try Self.attempt(refusal, on: fixture) }
        let shown = try #require(error.map { AppError($0, language: language) })
        #expect(shown.kind == kind)
        #expect(shown.message.hasSuffix(message), "\(shown.message)")
    }

    /// The English detail stays what `StoreError` has always said, for logs and the API.
    @Test func theStoreErrorItselfStaysEnglish() throws {
        let fixture = try AppFixture()
        let error = #expect(throws: StoreError.self) { try Self.attempt(.categoryWithOneConcept, on: fixture) }
        #expect(error?.reason == .conflict("category 'Fotosynteesi' has 1 concept; move it to another category or delete it with the category"))
    }

    static func attempt(_ refusal: Refusal, on fixture: AppFixture) throws {
        let biology = fixture.biology.id
        try fixture.store.write { writer in
            switch refusal {
            case .emptyCategoryName: _ = try writer.addCategory(named: "  ", to: biology)
            case .duplicateCategoryName: _ = try writer.addCategory(named: "Genetiikka", to: biology)
            case .categoryWithConcepts, .categoryWithOneConcept:
                guard let category = fixture.categories["Fotosynteesi"] else { return }
                if refusal == .categoryWithOneConcept {
                    for term in ["klorofylli", "viherhiukkanen"] {
                        if let concept = fixture.concepts[term] { try writer.deleteConcept(id: concept.id) }
                    }
                }
                try writer.deleteCategory(id: category.id)
            case .missingConcept:
                try writer.deleteConcept(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID())
            case .emptyTerm:
                let concept = Concept(
                    terminologyID: biology, sections: [LanguageSection(language: AppFixture.en, terms: [Term(" ")])], createdAt: AppFixture.now)
                _ = try writer.addConcept(concept)
            }
        }
    }
}
#endif
