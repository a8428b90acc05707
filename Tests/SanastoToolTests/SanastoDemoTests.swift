// sanasto runs only where AppIntents is absent (see Sources/sanasto/main.swift).
#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing

/// `sanasto demo`, the README's first command: TerminologyKit's demo terminology in a fresh library, and its
/// category list with the first seed's plural lines in the user's language.
@Suite("sanasto demo") struct SanastoDemoTests {
    /// One way of asking for a language, and the category list it prints.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var environment: [String: String]
        var arguments: [String]
        var categories: [String]
        var next: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "en from LANG", environment: ["LANG": "en_US.UTF-8"], arguments: [],
            categories: ["Category has 15 terms", "Category has 14 terms", "Category has 12 terms", "Category has 18 terms",
                         "Category has 1 term", "No terms in this category"],
            next: "Next: sanasto study, sanasto search fotos, sanasto today; sanasto --help for everything.\n"),
        Case(
            name: "fi from --lang", environment: ["LANG": "C"], arguments: ["--lang", "fi"],
            categories: ["Kategoriassa on 15 termiä", "Kategoriassa on 14 termiä", "Kategoriassa on 12 termiä",
                         "Kategoriassa on 18 termiä", "Kategoriassa on yksi termi", "Ei termejä tässä kategoriassa"],
            next: "Seuraavaksi: sanasto study, sanasto search fotos, sanasto today; kaikki komennot: sanasto --help.\n"),
        Case(
            name: "tr from LANGUAGE", environment: ["LANGUAGE": "tr:en", "LANG": "en_US.UTF-8"], arguments: [],
            categories: ["Kategoride 15 terim var", "Kategoride 14 terim var", "Kategoride 12 terim var", "Kategoride 18 terim var",
                         "Kategoride 1 terim var", "Bu kategoride terim yok"],
            next: "Sırada: sanasto study, sanasto search fotos, sanasto today; tüm komutlar için sanasto --help.\n"),
    ]

    static let names = ["Solun rakenne", "Soluhengitys", "Fotosynteesi", "Perinnöllisyys", "Virukset", "Evoluutio"]

    /// The category list, as the demo prints it.
    static func listing(_ subtitles: [String]) -> String {
        "Solubiologian perustermit (BI3)\n" + zip(names, subtitles).map { "  \($0) · \($1)\n" }.joined()
    }

    @Test(arguments: cases)
    func aFreshLibraryGetsTheDemoAndShowsItsCategories(_ demo: Case) throws {
        let tool = try SanastoTool(environment: demo.environment)
        let output = try tool.run(["demo"] + demo.arguments)
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == Self.listing(demo.categories))
        #expect(output.standardError == demo.next)
        // Once more: the library keeps its one demo, and the list is the same.
        let again = try tool.run(["demo"] + demo.arguments)
        #expect(again.exitCode == 0 && again.standardOutput == output.standardOutput, "\(again)")
        let list = try tool.run(["terminology", "list", "--json"])
        let terminologies = try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [Any]
        #expect(terminologies?.count == 1, "\(list)")
    }

    /// Without `--library` (as `swift run sanasto demo` on a fresh machine): the default library under
    /// `$XDG_DATA_HOME` is made, with its folder.
    @Test func withoutLibraryItFillsTheDefaultOne() throws {
        let tool = try SanastoTool(environment: ["LANG": "fi_FI.UTF-8"])
        let output = try tool.run(["demo"], library: false)
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == Self.listing(Self.cases[1].categories))
        #expect(FileManager.default.fileExists(atPath: tool.folder.appending("data/sanasto/library.sqlite").path))
        #expect(try tool.run(["category", "list"], library: false).standardOutput.contains("Virukset · Kategoriassa on yksi termi"))
    }

    @Test func jsonHasEveryCategoryWithItsCountAndSubtitle() throws {
        let tool = try SanastoTool(environment: ["LANG": "C"])
        let output = try tool.run(["demo", "--json", "--lang", "tr"])
        #expect(output.exitCode == 0, "\(output)")
        let sections = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]]
        let categories = sections?.first?["categories"] as? [[String: Any]] ?? []
        #expect(categories.compactMap { $0["name"] as? String } == Self.names)
        #expect(categories.compactMap { $0["termCount"] as? Int } == [15, 14, 12, 18, 1, 0])
        #expect(categories.compactMap { $0["subtitle"] as? String } == Self.cases[2].categories)
    }
}
#endif
