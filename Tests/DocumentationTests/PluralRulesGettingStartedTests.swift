import Foundation
import PluralRules
import Testing

/// The examples of PluralRules' "Getting started" article, as written, with what their comments say asserted.
@Suite struct PluralRulesGettingStartedTests {
    @Test func categoriesOfALocale() {
        let russian = PluralRules(locale: "ru")
        russian.category(for: 1)      // .one    ("1 файл")
        russian.category(for: 3)      // .few    ("3 файла")
        russian.category(for: 5)      // .many   ("5 файлов")
        russian.category(for: 21)     // .one    ("21 файл")
        russian.categories            // [.one, .few, .many, .other]

        let finnish = PluralRules(locale: "fi_FI")
        finnish.category(for: 1)      // .one
        finnish.category(for: 1000)   // .other

        #expect([1, 3, 5, 21].map { russian.category(for: $0) } == [.one, .few, .many, .one])
        #expect(russian.categories == [.one, .few, .many, .other])
        #expect(finnish.category(for: 1) == .one)
        #expect(finnish.category(for: 1000) == .other)
        #expect(!finnish.isFallback)
    }

    @Test func decimalsAsTheyAreWritten() throws {
        let english = PluralRules(locale: "en")
        try english.category(forDecimal: "1")       // .one    ("1 mile")
        try english.category(forDecimal: "1.0")     // .other  ("1.0 miles")
        english.category(for: PluralOperands(1.0, fractionDigits: 1))   // .other

        do {
            _ = try english.category(forDecimal: "1.2.3")
        } catch {
            print(error)    // names the column where the number stops being a number
        }

        #expect(try english.category(forDecimal: "1") == .one)
        #expect(try english.category(forDecimal: "1.0") == .other)
        #expect(english.category(for: PluralOperands(1.0, fractionDigits: 1)) == .other)
        let error = #expect(throws: (any Error).self) { try english.category(forDecimal: "1.2.3") }
        #expect("\(error.map { "\($0)" } ?? "")".contains("column 4"), "\(String(describing: error))")
    }

    @Test func ordinalsAndRanges() {
        let english = PluralRules(locale: "en")

        let ordinals = PluralRules(locale: "en", type: .ordinal)
        ordinals.category(for: 1)     // .one    ("1st")
        ordinals.category(for: 2)     // .two    ("2nd")
        ordinals.category(for: 3)     // .few    ("3rd")
        ordinals.category(for: 11)    // .other  ("11th")

        english.category(forRange: .one, .other)   // .other  ("1–2 days")

        #expect([1, 2, 3, 11].map { ordinals.category(for: $0) } == [.one, .two, .few, .other])
        #expect(english.category(forRange: .one, .other) == .other)
    }

    @Test func readingARule() throws {
        let russian = PluralRules(locale: "ru")

        let one = try PluralRule(parsing: "i = 1 and v = 0")
        one.evaluate(PluralOperands(1))                   // true
        one.evaluate(try PluralOperands(parsing: "1.0"))  // false: one fraction digit, v = 1

        russian.samples(for: .few).integers.first         // "2~4"

        #expect(one.evaluate(PluralOperands(1)))
        #expect(try !one.evaluate(PluralOperands(parsing: "1.0")))
        #expect(try PluralOperands(parsing: "1.0").v == 1)
        #expect(russian.samples(for: .few).integers.first == "2~4")
    }
}
