#if !canImport(AppIntents)
import Foundation
import Testing
import TerminologyKit

@Suite("TerminologyApp+Categories") struct TerminologyAppCategoryTests {
    /// The first seed's subtitle, plural-correct in each language, numbers grouped for it.
    @Test(arguments: [
        (AppLanguage.english, 0, "No terms in this category"),
        (AppLanguage.english, 1, "Category has 1 term"),
        (AppLanguage.english, 40, "Category has 40 terms"),
        (AppLanguage.english, 1_000, "Category has 1,000 terms"),
        (AppLanguage.finnish, 0, "Ei termejä tässä kategoriassa"),
        (AppLanguage.finnish, 1, "Kategoriassa on yksi termi"),
        (AppLanguage.finnish, 40, "Kategoriassa on 40 termiä"),
        (AppLanguage.finnish, 1_000, "Kategoriassa on 1\u{A0}000 termiä"),
        (AppLanguage.turkish, 0, "Bu kategoride terim yok"),
        (AppLanguage.turkish, 1, "Kategoride 1 terim var"),
        (AppLanguage.turkish, 1_000, "Kategoride 1.000 terim var"),
    ])
    func theSubtitleIsTheSeedsPluralLine(language: AppLanguage, count: Int, expected: String) async throws {
        let fixture = try AppFixture()
        #expect(await fixture.app(language).categorySubtitle(count) == expected)
    }

    @Test func theListShowsEachTerminologysCategoriesWithTheirCounts() async throws {
        let fixture = try AppFixture()
        let sections = try await fixture.app(.finnish).categoryList()
        #expect(sections.map(\.terminology.title) == ["Kemia", "Solubiologia"])
        let biology = try #require(sections.last)
        #expect(biology.rows.map { "\($0.category.name) · \($0.subtitle)" } == [
            "Soluhengitys · Kategoriassa on 3 termiä",
            "Fotosynteesi · Kategoriassa on 3 termiä",
            "Genetiikka · Ei termejä tässä kategoriassa",
        ])
        #expect(biology.uncategorizedCount == 0)
        let chemistry = try await fixture.app(.english).categoryList(terminology: "kemia")
        #expect(chemistry.map { $0.rows.map(\.subtitle) } == [["Category has 2 terms"]])
    }

    @Test func addRenameAndDeleteCheckNamesAndTerms() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.finnish)
        let added = try await app.addCategory(named: "  Solun rakenne ", terminology: "Solubiologia", position: 1)
        #expect(added.name == "Solun rakenne")
        #expect(try await app.categoryList(terminology: "BIO-101").first?.rows.first?.category.name == "Solun rakenne")

        let duplicate = await #expect(throws: AppError.self) { try await app.addCategory(named: "Genetiikka", terminology: "Solubiologia") }
        #expect(duplicate?.kind == .conflict)
        #expect(duplicate?.message == "Sanastossa Solubiologia on jo kategoria Genetiikka.")
        let blank = await #expect(throws: AppError.self) { try await app.addCategory(named: " ", terminology: "Solubiologia") }
        #expect(blank?.message == "Kategorian nimi on tyhjä.")

        #expect(try await app.renameCategory("genetiikka", to: "Perinnöllisyys", terminology: nil).name == "Perinnöllisyys")
        let notEmpty = await #expect(throws: AppError.self) {
            try await app.deleteCategory("Soluhengitys", terminology: nil, terms: .refuse)
        }
        #expect(notEmpty?.kind == .conflict)
        #expect(notEmpty?.message == "Kategoriassa Soluhengitys on 3 termiä: siirrä ne (--move-to) tai poista ne sen mukana (--delete-terms).")
        let moved = try await app.deleteCategory("Soluhengitys", terminology: nil, terms: .move(to: "Fotosynteesi"))
        #expect(moved.termCount == 3)
        #expect(try await app.categoryList(terminology: "Solubiologia").first?.rows.map(\.termCount) == [0, 6, 0])
        let unknown = await #expect(throws: AppError.self) { try await app.category("Kasvit", terminology: nil) }
        #expect(unknown?.kind == .notFound)
        #expect(unknown?.message == "Kategoriaa “Kasvit” ei ole.")
    }
}
#endif
