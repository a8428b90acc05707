import Foundation
import PluralRules
import StringResources
import Testing
@testable import Localization

/// DuckDuckGo's real `.stringsdict` files (../shared/fixtures/strings/duckduckgo): for every entry and every
/// number 0…200, the form shown must be the form of that number's CLDR category (or `other` when the entry has
/// none), or `zero` for 0 when the entry has one.
@Suite(.enabled(if: hasSharedFixtures, "../shared/fixtures is absent: the DuckDuckGo conformance suite is skipped"))
struct DuckDuckGoConformanceTests {
    static let folder = sharedFixtures.appendingPathComponent("strings/duckduckgo")

    @Test(arguments: ["en", "ru", "pl", "lt", "sl"])
    func everyNumberChoosesItsCategory(_ language: String) throws {
        let url = Self.folder.appendingPathComponent("\(language).lproj/Localizable.stringsdict")
        let dictionary = try StringsDictionary(parsing: Data(contentsOf: url), file: url.path)
        let localizer = Localizer(folder: Self.folder, developmentLanguage: "en", preferredLanguages: [language])
        let rules = PluralRules(locale: language)
        #expect(!dictionary.entries.isEmpty)
        var checked = 0
        for entry in dictionary.entries {
            let variables = entry.variables.filter { $0.ruleType == .plural }
            guard variables.count == 1, let variable = variables.first else { continue }
            let format = localizer.localizedFormat(entry.key)
            #expect(format.language == language)
            for number in 0...200 {
                let arguments: [FormatArgument] = [.int(Int64(number)), .string("A"), .string("B"), .string("C")]
                let category = rules.category(for: number)
                let formName = number == 0 && variable.form("zero") != nil
                    ? "zero" : (variable.form(category.rawValue) != nil ? category.rawValue : "other")
                let formText = try #require(variable.form(formName))
                // The chosen form rendered on its own with the same arguments.
                let expected = LocalizedFormat(
                    key: entry.key, entry: LocalizedEntry(format: formText), language: language, locale: language
                ).result(arguments).string
                let shown = format.result(arguments).string
                #expect(shown == expected, "\(language) \(entry.key) \(number): expected form \(formName)")
                checked += 1
            }
        }
        #expect(checked >= 13 * 201)
    }
}
