import Foundation
import StringResources
import Testing
@testable import Localization

/// DuckDuckGo's real `.stringsdict` files (../shared/fixtures/strings/duckduckgo): for every entry and every
/// number 0…200, the form shown must be the form of that number's CLDR category (or `other` when the entry has
/// none), or `zero` for 0 when the entry has one.
///
/// The expected strings never come from the code under test: a table written down by hand from the files' text and
/// CLDR's rules, and for the sweep the forms chosen by CLDR's rules — written out in this file for the five
/// languages, not taken from PluralRules — with the arguments substituted by plain text replacement (the files'
/// forms use only `%d`, `%1$d`, `%2$d` and `%N$@`).
@Suite(.enabled(if: hasSharedFixtures, "../shared/fixtures is absent: the DuckDuckGo conformance suite is skipped"))
struct DuckDuckGoConformanceTests {
    static let folder = sharedFixtures.appendingPathComponent("strings/duckduckgo")

    /// Written down from the files: (language, key, number, the string shown).
    static let writtenDown: [(String, String, Int, String)] = [
        // Russian: one for 1, 21 (but not 11); few for 2–4, 22–24; many for 0, 5–20, 25…; no zero form.
        ("ru", "autofill.delete.all.passwords.completion", 1, "Удален 1 пароль"),
        ("ru", "autofill.delete.all.passwords.completion", 21, "Удален 21 пароль"),
        ("ru", "autofill.delete.all.passwords.completion", 11, "Удалено 11 паролей"),
        ("ru", "autofill.delete.all.passwords.completion", 2, "Удалено 2 пароля"),
        ("ru", "autofill.delete.all.passwords.completion", 24, "Удалено 24 пароля"),
        ("ru", "autofill.delete.all.passwords.completion", 0, "Удалено 0 паролей"),
        ("ru", "autofill.delete.all.passwords.completion", 112, "Удалено 112 паролей"),
        ("ru", "autofill.delete.all.passwords.confirmation.body", 1,
         "Ваши пароли будут удалены с этого устройства. Убедитесь, что вы по-прежнему можете войти в свою учетную запись."),
        ("ru", "autofill.delete.all.passwords.confirmation.body", 5,
         "Ваши пароли будут удалены с этого устройства. Убедитесь, что вы по-прежнему можете войти в свои учетные записи."),
        // Polish: one for 1 only; few for 2–4, 22–24 (not 12–14); many for 0, 5–21, 25…
        ("pl", "autofill.delete.all.passwords.completion", 1, "Usunięto 1 hasło"),
        ("pl", "autofill.delete.all.passwords.completion", 22, "Usunięto 22 hasła"),
        ("pl", "autofill.delete.all.passwords.completion", 12, "Usunięto 12 haseł"),
        ("pl", "autofill.delete.all.passwords.completion", 21, "Usunięto 21 haseł"),
        ("pl", "autofill.delete.all.passwords.confirmation.body", 5,
         "Twoje hasła zostaną usunięte z tego urządzenia. Upewnij się, że nadal masz możliwość dostępu do swoich kont."),
        // Lithuanian: one for 1, 21 (not 11); few for 2–9, 22–29; other for 0, 10–20, 30…
        ("lt", "autofill.delete.all.passwords.completion", 21, "21 slaptažodis ištrintas"),
        ("lt", "autofill.delete.all.passwords.completion", 9, "9 slaptažodžiai ištrinti"),
        ("lt", "autofill.delete.all.passwords.completion", 11, "11 slaptažodžių ištrinti"),
        ("lt", "autofill.delete.all.passwords.completion", 0, "0 slaptažodžių ištrinti"),
        // Slovenian: one for …01, two for …02, few for …03–04, other for the rest.
        ("sl", "autofill.delete.all.passwords.completion", 101, "101 geslo je bilo izbrisano"),
        ("sl", "autofill.delete.all.passwords.completion", 2, "2 gesli sta bili izbrisani"),
        ("sl", "autofill.delete.all.passwords.completion", 104, "104 gesla so bila izbrisana"),
        ("sl", "autofill.delete.all.passwords.completion", 11, "11 gesel je bilo izbrisanih"),
        // English: one for 1, other for everything else (0 included: the entry has no zero form).
        ("en", "alertMessageCloseTabs.withCount", 1, "Are you sure you want to close this tab?"),
        ("en", "alertMessageCloseTabs.withCount", 0, "Are you sure you want to close 0 tabs?"),
        ("en", "alertMessageCloseOtherTabs.withCount", 2, "Are you sure you want to close 2 other tabs?"),
    ]

    @Test(arguments: writtenDown)
    func theWrittenDownStringsAreShown(_ language: String, _ key: String, _ number: Int, _ expected: String) {
        let localizer = Localizer(folder: Self.folder, developmentLanguage: "en", preferredLanguages: [language])
        let result = localizer.localizedFormat(key).result([.int(Int64(number)), .int(Int64(number))])
        #expect(result.string == expected)
    }

    @Test(arguments: ["en", "ru", "pl", "lt", "sl"])
    func everyNumberChoosesItsCategory(_ language: String) throws {
        let url = Self.folder.appendingPathComponent("\(language).lproj/Localizable.stringsdict")
        let dictionary = try StringsDictionary(parsing: Data(contentsOf: url), file: url.path)
        let localizer = Localizer(folder: Self.folder, developmentLanguage: "en", preferredLanguages: [language])
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
                let chosen = try Self.expand(formatKey, entry: entry, number: number, language: language)
                let expected = try Self.substitute(chosen, number: number)
                let shown = format.result(arguments).string
                #expect(shown == expected, "\(language) \(entry.key) \(number)")
                checked += 1
            }
        }
        #expect(checked >= 13 * 201)
    }

    /// `text` with each `%d`, `%1$d` or `%2$d` replaced by `number` (every numeric argument is `number`; below 1000
    /// no language here groups digits), each `%N$@` by the string argument at position N (`A`, `B`, `C` at 2, 3,
    /// 4) and `%%` by `%`. Any other specifier fails the test: the sweep's expectation would no longer be plain text
    /// replacement.
    static func substitute(_ text: String, number: Int) throws -> String {
        let replacements = ["d": String(number), "1$d": String(number), "2$d": String(number), "2$@": "A", "3$@": "B", "4$@": "C"]
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            let specifier = replacements.keys.sorted { $0.count > $1.count }.first { after.hasPrefix($0) }
            let found = try #require(specifier, "unexpected specifier in \(text)")
            result += replacements[found] ?? ""
            rest = after.dropFirst(found.count)
        }
        return result + rest
    }

    /// The cardinal category of a non-negative integer (v = 0, so the rules' `v`, `f` and `t` conditions drop out), as
    /// CLDR 48's `plurals.json` states it for each language of the fixtures; written here so that the sweep does not
    /// trust PluralRules, which the renderer under test uses.
    static func cldrCategory(_ language: String, _ number: Int) -> String {
        let (i10, i100) = (number % 10, number % 100)
        switch language {
        case "en":
            // one: i = 1 and v = 0
            return number == 1 ? "one" : "other"
        case "ru":
            // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
            // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14): every other integer.
            if i10 == 1 && i100 != 11 { return "one" }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
            return "many"
        case "pl":
            // one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: every other integer.
            if number == 1 { return "one" }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
            return "many"
        case "lt":
            // one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0 (never
            // for an integer).
            if (11...19).contains(i100) { return "other" }
            if i10 == 1 { return "one" }
            if (2...9).contains(i10) { return "few" }
            return "other"
        case "sl":
            // one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and i % 100 = 3..4 or v != 0.
            switch i100 {
            case 1: return "one"
            case 2: return "two"
            case 3, 4: return "few"
            default: return "other"
            }
        default:
            Issue.record("no CLDR rules written down for \(language)")
            return "other"
        }
    }

    /// `text` with every `%#@name@` (any position) replaced by the form that variable must show for `number`:
    /// the form of the number's category, `other` when there is none, `zero` for 0 when there is one.
    static func expand(_ text: String, entry: StringsDictEntry, number: Int, language: String, depth: Int = 0) throws -> String {
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
                let category = Self.cldrCategory(language, number)
                let formName = number == 0 && variable.form("zero") != nil
                    ? "zero" : (variable.form(category) != nil ? category : "other")
                result += try expand(try #require(variable.form(formName)), entry: entry, number: number, language: language, depth: depth + 1)
                rest = rest[rest.index(after: close)...]
            } else {
                result += "%"
                rest = rest[start.upperBound...]
            }
        }
        return result + rest
    }
}
