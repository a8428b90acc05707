import Foundation
import PluralRules
import Testing

/// Hand-written tables for a set of languages with very different rules, plus locale resolution and ranges.
@Suite struct PluralRulesTests {
    struct Table: CustomStringConvertible, Sendable {
        var locale: String
        var type: PluralRuleType
        var categories: [PluralCategory]
        var numbers: [(String, PluralCategory)]
        var description: String { "\(locale) \(type)" }
    }

    static let tables: [Table] = [
        Table(locale: "en", type: .cardinal, categories: [.one, .other], numbers: [
            ("0", .other), ("1", .one), ("2", .other), ("1.0", .other), ("1.5", .other), ("-1", .one), ("21", .other),
        ]),
        Table(locale: "en", type: .ordinal, categories: [.one, .two, .few, .other], numbers: [
            ("1", .one), ("2", .two), ("3", .few), ("4", .other), ("11", .other), ("12", .other), ("13", .other),
            ("21", .one), ("22", .two), ("23", .few), ("101", .one), ("111", .other), ("112", .other), ("1000003", .few),
        ]),
        Table(locale: "fi", type: .cardinal, categories: [.one, .other], numbers: [
            ("0", .other), ("1", .one), ("2", .other), ("1.0", .other), ("0.5", .other), ("101", .other),
        ]),
        Table(locale: "fi", type: .ordinal, categories: [.other], numbers: [("1", .other), ("2", .other)]),
        Table(locale: "tr", type: .cardinal, categories: [.one, .other], numbers: [
            ("0", .other), ("1", .one), ("1.0", .one), ("1.5", .other), ("2", .other),
        ]),
        Table(locale: "tr", type: .ordinal, categories: [.other], numbers: [("1", .other), ("3", .other)]),
        Table(locale: "ar", type: .cardinal, categories: [.zero, .one, .two, .few, .many, .other], numbers: [
            ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("10", .few), ("11", .many), ("99", .many),
            ("100", .other), ("101", .other), ("102", .other), ("103", .few), ("111", .many), ("1000", .other),
            ("0.0", .zero), ("1.0", .one), ("0.5", .other), ("3.5", .other),
        ]),
        Table(locale: "ar", type: .ordinal, categories: [.other], numbers: [("1", .other), ("3", .other)]),
        Table(locale: "ru", type: .cardinal, categories: [.one, .few, .many, .other], numbers: [
            ("1", .one), ("21", .one), ("11", .many), ("2", .few), ("22", .few), ("12", .many), ("5", .many),
            ("0", .many), ("111", .many), ("101", .one), ("1.5", .other), ("1.0", .other),
        ]),
        Table(locale: "ru", type: .ordinal, categories: [.other], numbers: [("1", .other), ("2", .other)]),
        Table(locale: "pl", type: .cardinal, categories: [.one, .few, .many, .other], numbers: [
            ("1", .one), ("2", .few), ("4", .few), ("5", .many), ("12", .many), ("21", .many), ("22", .few),
            ("0", .many), ("101", .many), ("1.5", .other),
        ]),
        Table(locale: "pl", type: .ordinal, categories: [.other], numbers: [("1", .other)]),
        Table(locale: "lv", type: .cardinal, categories: [.zero, .one, .other], numbers: [
            ("0", .zero), ("10", .zero), ("11", .zero), ("19", .zero), ("1", .one), ("21", .one), ("111", .zero),
            ("2", .other), ("0.1", .one), ("0.11", .zero), ("0.21", .one), ("1.5", .other), ("0.0", .zero),
        ]),
        Table(locale: "lv", type: .ordinal, categories: [.other], numbers: [("1", .other)]),
        Table(locale: "he", type: .cardinal, categories: [.one, .two, .other], numbers: [
            ("1", .one), ("2", .two), ("3", .other), ("0", .other), ("20", .other), ("0.5", .one), ("1.0", .other), ("2.0", .other),
        ]),
        Table(locale: "he", type: .ordinal, categories: [.other], numbers: [("1", .other)]),
        Table(locale: "mt", type: .cardinal, categories: [.one, .two, .few, .many, .other], numbers: [
            ("1", .one), ("2", .two), ("0", .few), ("3", .few), ("10", .few), ("103", .few), ("11", .many),
            ("19", .many), ("111", .many), ("20", .other), ("100", .other), ("1.5", .other),
        ]),
        Table(locale: "mt", type: .ordinal, categories: [.other], numbers: [("1", .other), ("2", .other)]),
        Table(locale: "ro", type: .cardinal, categories: [.one, .few, .other], numbers: [
            ("1", .one), ("0", .few), ("2", .few), ("19", .few), ("20", .other), ("101", .few), ("119", .few),
            ("120", .other), ("1.5", .few), ("1.0", .few),
        ]),
        Table(locale: "ro", type: .ordinal, categories: [.one, .other], numbers: [("1", .one), ("2", .other), ("21", .other)]),
        Table(locale: "fr", type: .cardinal, categories: [.one, .many, .other], numbers: [
            ("0", .one), ("1", .one), ("1.5", .one), ("2", .other), ("1000", .other), ("1000000", .many),
            ("2000000", .many), ("1000001", .other), ("1c6", .many), ("1.1c6", .many), ("1c3", .other),
            ("1000000.0", .other), ("1000000000000000000000000", .many),
        ]),
        Table(locale: "fr", type: .ordinal, categories: [.one, .other], numbers: [("1", .one), ("2", .other), ("11", .other)]),
        Table(locale: "cy", type: .cardinal, categories: [.zero, .one, .two, .few, .many, .other], numbers: [
            ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("4", .other), ("5", .other), ("6", .many), ("7", .other),
            ("1.0", .one), ("1.5", .other),
        ]),
        Table(locale: "cy", type: .ordinal, categories: [.zero, .one, .two, .few, .many, .other], numbers: [
            ("0", .zero), ("7", .zero), ("8", .zero), ("9", .zero), ("1", .one), ("2", .two), ("3", .few), ("4", .few),
            ("5", .many), ("6", .many), ("10", .other), ("11", .other),
        ]),
        Table(locale: "ga", type: .cardinal, categories: [.one, .two, .few, .many, .other], numbers: [
            ("1", .one), ("2", .two), ("3", .few), ("6", .few), ("7", .many), ("10", .many), ("11", .other), ("0", .other),
            ("2.0", .two), ("2.5", .other),
        ]),
        Table(locale: "ga", type: .ordinal, categories: [.one, .other], numbers: [("1", .one), ("2", .other), ("21", .other)]),
    ]

    @Test(arguments: tables)
    func handWrittenTables(_ table: Table) throws {
        let rules = PluralRules(locale: table.locale, type: table.type)
        #expect(rules.categories == table.categories)
        // CLDR 48 has no ordinal rules for Maltese, so mt ordinals use root's.
        #expect(rules.isFallback == (table.locale == "mt" && table.type == .ordinal))
        for (number, expected) in table.numbers {
            #expect(try rules.category(forDecimal: number) == expected, "\(number)")
            if let integer = Int(number) {
                #expect(rules.category(for: integer) == expected, "\(number) as Int")
                #expect(rules.category(for: PluralOperands(integer)) == expected, "\(number) as operands")
            }
        }
    }

    @Test func integersOfAnyWidthAndSign() throws {
        let ru = PluralRules(locale: "ru")
        #expect(ru.category(for: Int8(-21)) == .one)
        #expect(ru.category(for: UInt16(22)) == .few)
        #expect(ru.category(for: Int.min) == .many)  // …808
        #expect(ru.category(for: UInt64.max) == .many)  // …615
        #expect(try ru.category(forDecimal: "-0") == .many)
        #expect(try ru.category(forDecimal: "0.00") == .other)
        #expect(try ru.category(forDecimal: "1234567890123456789012345678901") == .one)
        #expect(try ru.category(forDecimal: "1.000000000000000000000000000000") == .other)
        let fr = PluralRules(locale: "fr")
        #expect(fr.category(for: 1_000_000) == .many)
        #expect(fr.category(for: UInt64(1_000_000_000_000_000_000)) == .many)
        #expect(fr.category(for: UInt64(1_000_000_000_000_000_001)) == .other)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            #expect(fr.category(for: Int128(0)) == .one)
            #expect(fr.category(for: -Int128(UInt64.max) * 1_000_000 - 1_000_000) == .many)
            #expect(ru.category(for: UInt128(UInt64.max) * 10 + 1) == .one)
        }
    }

    @Test func malformedDecimalThrowsWithColumn() {
        #expect(throws: PluralOperandsError(column: 4, message: "unexpected '.'")) {
            try PluralRules(locale: "en").category(forDecimal: "1.2.3")
        }
    }

    /// (identifier, type, resolved CLDR locale, is fallback)
    static let resolutions: [(String, PluralRuleType, String, Bool)] = [
        ("fi", .cardinal, "fi", false),
        ("fi_FI", .cardinal, "fi", false),
        ("fi-FI", .cardinal, "fi", false),
        ("FI-fi", .cardinal, "fi", false),
        ("pt", .cardinal, "pt", false),
        ("pt-PT", .cardinal, "pt_PT", false),
        ("pt_PT", .cardinal, "pt_PT", false),
        ("pt-pt", .cardinal, "pt_PT", false),
        ("pt_BR", .cardinal, "pt", false),
        ("pt-AO", .cardinal, "pt_PT", false),
        ("pt-Latn-MZ", .cardinal, "pt_PT", false),
        ("zh-Hant-TW", .cardinal, "zh", false),
        ("zh_Hans", .cardinal, "zh", false),
        ("sr-Latn", .cardinal, "sr", false),
        ("sr-Latn-RS", .cardinal, "sr", false),
        ("en-US-u-nu-latn", .cardinal, "en", false),
        ("en_US@calendar=gregorian", .cardinal, "en", false),
        ("en_US.UTF-8", .cardinal, "en", false),
        ("es-419", .cardinal, "es", false),
        ("iw", .cardinal, "he", false),
        ("iw-IL", .cardinal, "he", false),
        ("in", .cardinal, "id", false),
        ("ji", .cardinal, "yi", false),
        ("no", .cardinal, "no", false),
        ("nb-NO", .cardinal, "nb", false),
        ("kok-Latn-IN", .cardinal, "kok_Latn", false),
        ("kok-IN", .cardinal, "kok", false),
        ("und", .cardinal, "root", false),
        ("root", .cardinal, "root", false),
        ("xx", .cardinal, "root", true),
        ("", .cardinal, "root", true),
        ("123", .cardinal, "root", true),
        ("-", .cardinal, "root", true),
        ("en_US_POSIX", .cardinal, "en", false),
        ("EN-us", .cardinal, "en", false),
        ("de-CH-1996", .cardinal, "de", false),
        ("zh-Hant-HK", .cardinal, "zh", false),
        ("zh-yue", .cardinal, "zh", false),
        ("sr_Latn_BA", .cardinal, "sr", false),
        ("sh", .cardinal, "sh", false),
        ("mo", .cardinal, "mo", false),
        ("tl-PH", .cardinal, "tl", false),
        ("fil", .cardinal, "fil", false),
        ("pt-PT", .ordinal, "pt", false),  // CLDR has no pt-PT ordinals: pt's
        ("pt-MZ", .cardinal, "pt_PT", false),
        ("pt-BR", .cardinal, "pt", false),
        ("und-Latn", .cardinal, "root", false),
        ("x-klingon", .cardinal, "root", true),
        ("i-klingon", .cardinal, "root", true),
        ("en-", .cardinal, "en", false),
        ("_", .cardinal, "root", true),
        ("ja\u{301}", .cardinal, "root", true),
        ("en", .ordinal, "en", false),
        ("en-GB", .ordinal, "en", false),
        ("ak", .ordinal, "root", true),
        ("xx", .ordinal, "root", true),
    ]

    @Test(arguments: resolutions)
    func localeResolution(_ identifier: String, _ type: PluralRuleType, _ resolved: String, _ isFallback: Bool) {
        let rules = PluralRules(locale: identifier, type: type)
        #expect(rules.localeIdentifier == identifier)
        #expect(rules.resolvedLocale == resolved)
        #expect(rules.isFallback == isFallback)
        #expect(rules.type == type)
    }

    @Test func rootHasOnlyOther() {
        let rules = PluralRules(locale: "xx")
        #expect(rules.categories == [.other])
        #expect(rules.category(for: 1) == .other)
        #expect(rules.samples(for: .other).integers.first == "0~15")
        #expect(rules.samples(for: .one) == PluralSamples())
    }

    @Test func pt_PTDiffersFromPt() {
        #expect(PluralRules(locale: "pt-PT").category(for: 0) == .other)
        #expect(PluralRules(locale: "pt_BR").category(for: 0) == .one)
    }

    @Test func foundationLocale() {
        let rules = PluralRules(locale: Locale(identifier: "pl_PL"), type: .cardinal)
        #expect(rules.resolvedLocale == "pl")
        #expect(rules.category(for: 3) == .few)
    }

    @Test func samples() {
        let en = PluralRules(locale: "en")
        #expect(en.samples(for: .one) == PluralSamples(integers: ["1"], decimals: []))
        let ordinal = PluralRules(locale: "en", type: .ordinal)
        #expect(ordinal.samples(for: .two).integers.prefix(3) == ["2", "22", "32"])
        #expect(ordinal.samples(for: .two).integersAreOpenEnded)
        #expect(PluralRules.cldrVersion == "48")
    }

    @Test func rulesAreValues() {
        #expect(PluralRules(locale: "fi") == PluralRules(locale: "fi"))
        #expect(PluralRules(locale: "fi") != PluralRules(locale: "fi", type: .ordinal))
        #expect(PluralRules(locale: "fi") != PluralRules(locale: "fi_FI"))
    }

    /// (locale, start, end, expected)
    static let ranges: [(String, PluralCategory, PluralCategory, PluralCategory)] = [
        ("en", .one, .other, .other),
        ("en", .other, .other, .other),
        ("fr", .one, .one, .one),
        ("fr", .one, .other, .other),
        ("ru", .one, .few, .few),
        ("ru", .few, .one, .one),
        ("ru", .many, .other, .other),
        ("pl", .other, .one, .one),
        ("ro", .few, .one, .few),
        ("lv", .zero, .zero, .other),
        ("lv", .one, .zero, .other),
        ("ar", .zero, .one, .zero),
        ("ar", .one, .two, .other),
        ("he", .one, .two, .other),
        ("pt-PT", .one, .other, .other),
        ("xx", .one, .few, .few),  // no ranges: the end's category
    ]

    @Test(arguments: ranges)
    func pluralRanges(_ locale: String, _ start: PluralCategory, _ end: PluralCategory, _ expected: PluralCategory) {
        #expect(PluralRules(locale: locale).category(forRange: start, end) == expected)
    }

    @Test func categoryOrder() {
        #expect(PluralCategory.allCases.sorted() == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory.few < .many && !(PluralCategory.other < .zero))
    }
}
