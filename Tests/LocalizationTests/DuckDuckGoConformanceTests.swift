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
            guard let formatKey = entry.formatKey, entry.variables.allSatisfy({ $0.ruleType == .plural }) else { continue }
            let format = localizer.localizedFormat(entry.key)
            #expect(format.language == language)
            let isNested = entry.variables.count > 1
            for number in 0...200 {
                // Nested entries get the number for every argument, the others strings after it.
                let arguments: [FormatArgument] = isNested
                    ? [.int(Int64(number)), .int(Int64(number))]
                    : [.int(Int64(number)), .string("A"), .string("B"), .string("C")]
                let expectedText = try Self.expand(formatKey, entry: entry, number: number, rules: rules)
                // The chosen forms rendered on their own with the same arguments.
                let expected = LocalizedFormat(
                    key: entry.key, entry: LocalizedEntry(format: expectedText), language: language, locale: language
                ).result(arguments).string
                let shown = format.result(arguments).string
                #expect(shown == expected, "\(language) \(entry.key) \(number)")
                checked += 1
            }
        }
        #expect(checked >= 13 * 201)
    }

    /// `text` with every `%#@name@` (any position) replaced by the form that variable must show for `number`:
    /// the form of the number's category, `other` when there is none, `zero` for 0 when there is one.
    static func expand(_ text: String, entry: StringsDictEntry, number: Int, rules: PluralRules, depth: Int = 0) throws -> String {
        guard depth < 4 else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "%") {
            result += rest[..<start.lowerBound]
            var cursor = start.upperBound
            while cursor < rest.endIndex, rest[cursor].isNumber || rest[cursor] == "$" { cursor = rest.index(after: cursor) }
            if rest[cursor...].hasPrefix("#@"), let close = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(rest[rest.index(cursor, offsetBy: 2)..<close])
                let variable = try #require(entry.variable(name))
                let category = rules.category(for: number).rawValue
                let formName = number == 0 && variable.form("zero") != nil
                    ? "zero" : (variable.form(category) != nil ? category : "other")
                result += try expand(try #require(variable.form(formName)), entry: entry, number: number, rules: rules, depth: depth + 1)
                rest = rest[rest.index(after: close)...]
            } else {
                result += "%"
                rest = rest[start.upperBound...]
            }
        }
        return result + rest
    }
}
