import Foundation
@testable import Localization
import StringResources
import Testing

/// Rendering with typed arguments: C's printf without a locale, Foundation's localization with one,
/// and visible, reported issues instead of crashes.
@Suite struct FormatRendererTests {
    static func render(
        _ text: String, _ arguments: [FormatArgument], locale: String? = nil,
        variables: FormatVariableResolver? = nil
    ) -> FormatResult {
        FormatRenderer().render(
            FormatString(parsing: text), arguments: arguments,
            locale: locale.map(FormatLocale.init(identifier:)), variables: variables)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var arguments: [FormatArgument]
        var locale: String?
        var expected: String
        var testDescription: String { "\(locale ?? "-") \(format)" }
    }

    /// Outputs checked by hand against C and against Foundation on Linux (see the notes).
    static let cases: [Case] = [
        // C's printf without a locale.
        Case(format: "%d %5.2f %-8s| %x %#o %e %g %a %+d", arguments: [42, 3.14159, "ab", 255, 8, 12345.678, 0.0001, 1.0, 5], expected: "42  3.14 ab      | ff 010 1.234568e+04 0.0001 0x1p+0 +5"),
        Case(format: "%'d", arguments: [1_234_567], expected: "1234567"), // the C locale has no grouping
        Case(format: "%.3s|%5s|%-5s|", arguments: ["abcdef", "ab", "ab"], expected: "abc|   ab|ab   |"),
        Case(format: "%c%c%C", arguments: [.character("ä"), 65, .int(0x263A)], expected: "äA☺"),
        Case(format: "%@|%@|%@|%@", arguments: [.int(-5), .uint(7), 1.5, .double(1.0 / 3.0)], expected: "-5|7|1.5|0.3333333333333333"),
        Case(format: "%@", arguments: [.character("x")], expected: "x"),
        Case(format: "%d|%u|%hhd|%lld", arguments: [.int(4_294_967_297), .int(-1), 255, .int(Int64.min)], expected: "1|4294967295|-1|-9223372036854775808"),
        Case(format: "%lu %llx", arguments: [.uint(UInt64.max), .int(-1)], expected: "18446744073709551615 ffffffffffffffff"),
        Case(format: "%.0d|%.0x|%#.0o|%5.3d|%-#8x|", arguments: [0, 0, 0, 7, 255], expected: "||0|  007|0xff    |"),
        Case(format: "%1$d %1$@ %2$.1f", arguments: [3, 2.25], expected: "3 3 2.2"),
        Case(format: "%f %F %e", arguments: [.double(.nan), .double(.infinity), .double(-.infinity)], expected: "nan INF -inf"),
        // Localized.
        Case(format: "%d", arguments: [1_234_567], locale: "fi", expected: "1\u{A0}234\u{A0}567"),
        Case(format: "%d", arguments: [1000], locale: "de", expected: "1.000"),
        Case(format: "%d", arguments: [1000], locale: "en", expected: "1,000"),
        Case(format: "%d", arguments: [1_234_567], locale: "ar-EG", expected: "١٬٢٣٤٬٥٦٧"),
        Case(format: "%d", arguments: [12_345_678], locale: "hi-IN", expected: "1,23,45,678"),
        Case(format: "%d", arguments: [12_345_678], locale: "en-IN", expected: "1,23,45,678"),
        Case(format: "%.2f", arguments: [-1234.5], locale: "tr", expected: "-1.234,50"),
        Case(format: "%d", arguments: [-5], locale: "fi", expected: "\u{2212}5"),
        Case(format: "%x %o %X", arguments: [1_234_567, 1_234_567, 255], locale: "ar-EG", expected: "12d687 4553207 FF"),
        Case(format: "%@", arguments: [1000], locale: "en_GB", expected: "1,000"),
        Case(format: "%@ %@", arguments: [1.5, "text"], locale: "fi", expected: "1,5 text"),
        Case(format: "%u", arguments: [.int(4_000_000_000)], locale: "fi", expected: "4\u{A0}000\u{A0}000\u{A0}000"), // Foundation prints −294 967 296
        Case(format: "%lu", arguments: [.uint(UInt64.max)], locale: "en", expected: "18,446,744,073,709,551,615"), // Foundation prints -1
        Case(format: "%'d", arguments: [1_234_567], locale: "de", expected: "1.234.567"),
        Case(format: "%.1f|%.2f", arguments: [0.05, 2.675], locale: "en", expected: "0.0|2.68"), // ICU rounds the shortest decimal half-even
        Case(format: "%g", arguments: [0.5], locale: "uk", expected: "0,5"),
        Case(format: "%e", arguments: [12345.678], locale: "ar-EG", expected: "١٫٢٣٤٥٦٨أس؜+٠٤"),
        Case(format: "%f|%g", arguments: [.double(.nan), 1e-10], locale: "fi", expected: "epäluku|1E\u{2212}10"),
        Case(format: "%5d|%-6d|", arguments: [1000, 1000], locale: "fi", expected: "1\u{A0}000|1\u{A0}000 |"),
        Case(format: "%s %c", arguments: ["x", 65], locale: "fi", expected: "x A"),
    ]

    @Test(arguments: cases)
    func renders(_ testCase: Case) {
        let result = Self.render(testCase.format, testCase.arguments, locale: testCase.locale)
        #expect(result.string == testCase.expected)
        #expect(result.issues.allSatisfy { if case .truncated = $0.kind { true } else { false } }, "\(result.issues)")
    }

    @Test func missingArgumentKeepsTheSpecifierAndReportsIt() {
        let result = Self.render("%@ has %d items", ["Box"])
        #expect(result.string == "Box has %d items")
        #expect(result.issues.map(\.kind) == [.missingArgument(position: 2)])
        #expect(result.issues.first?.offset == 7)
        #expect(result.issues.first?.specifier == "%d")
        #expect(result.issues.first?.message == "missing argument 2 for '%d'")
    }

    @Test func wrongTypeNeverReadsAnotherArgument() {
        let result = Self.render("%d|%f|%s|%c|%p|%@", ["text", "x", 5, 1.5, "p", 2])
        #expect(result.string == "%d|%f|%s|%c|%p|2")
        #expect(result.issues.map(\.kind) == [
            .wrongType(position: 1, expected: .signedInteger, actual: .object),
            .wrongType(position: 2, expected: .floatingPoint, actual: .object),
            .wrongType(position: 3, expected: .cString, actual: .signedInteger),
            .wrongType(position: 4, expected: .character, actual: .floatingPoint),
            .wrongType(position: 5, expected: .pointer, actual: .object),
        ])
    }

    @Test func integersFillFloatingPointSpecifiers() {
        let result = Self.render("%.1f", [3])
        #expect(result.string == "3.0")
        #expect(result.issues.isEmpty)
    }

    @Test func truncationIsReported() {
        let result = Self.render("%d", [.int(5_000_000_000)])
        #expect(result.string == "705032704")
        #expect(result.issues.map(\.kind) == [.truncated(position: 1)])
    }

    @Test func starAmounts() {
        #expect(Self.render("%*d|%-*d|%.*f|%*.*f|", [5, 42, 5, 42, 2, 3.14159, 8, 3, 2.5]).string == "   42|42   |3.14|   2.500|")
        #expect(Self.render("%2$*1$d", [6, 7]).string == "     7")
        #expect(Self.render("%*d", [-4, 1]).string == "1   ")
        let missing = Self.render("%*d", [])
        #expect(missing.string == "%*d")
        #expect(missing.issues.map(\.kind) == [.missingArgument(position: 1)])
    }

    @Test func invalidSpecifiersStayVisible() {
        let result = Self.render("a %y b %", [1])
        #expect(result.string == "a %y b %")
        #expect(result.issues.count == 2)
        #expect(result.issues.allSatisfy { $0.kind == .invalidSpecifier })
        #expect(result.issues.first?.message.hasPrefix("column 3: ") == true)
    }

    @Test func variablesGoThroughTheResolver() {
        var seen: [String] = []
        let result = Self.render("%@: %#@terms@ and %3$#@more@", ["Kategoria", 40, 2]) { name, argument, position in
            seen.append("\(name) \(argument.map(String.init(describing:)) ?? "nil") \(position)")
            return name == "terms" ? "40 termiä" : nil
        }
        #expect(seen == ["terms 40 2", "more 2 3"])
        #expect(result.string == "Kategoria: 40 termiä and %3$#@more@")
        #expect(result.issues.map(\.kind) == [.unresolvedVariable(name: "more")])
    }

    @Test func seedExampleThroughAResolverThatRendersAForm() {
        // What the Localization run time does: pick a form by the argument, then render that form.
        let renderer = FormatRenderer()
        let locale = FormatLocale(identifier: "fi")
        func text(_ count: Int) -> String {
            renderer.render(FormatString(parsing: "%#@terms@"), arguments: [count.formatArgument], locale: locale) { _, argument, _ in
                guard case .int(let value) = argument else { return nil }
                let form = value == 0 ? "Ei termejä tässä kategoriassa" : value == 1 ? "Kategoriassa on yksi termi" : "Kategoriassa on %lld termiä"
                return renderer.render(FormatString(parsing: form), arguments: [.int(value)], locale: locale).string
            }.string
        }
        #expect(text(0) == "Ei termejä tässä kategoriassa")
        #expect(text(1) == "Kategoriassa on yksi termi")
        #expect(text(40) == "Kategoriassa on 40 termiä")
        #expect(text(1000) == "Kategoriassa on 1\u{A0}000 termiä")
    }

    @Test func substitutionArgument() {
        let format = FormatString(parsing: "%arg kohdetta")
        let specifier = FormatSpecifier(length: .ll, conversion: .d, argumentPosition: 2)
        let result = FormatRenderer().render(format, arguments: ["x", 1500], locale: FormatLocale(identifier: "fi"), substitutionArgument: specifier)
        #expect(result.string == "1\u{A0}500 kohdetta")
        let missing = FormatRenderer().render(format, arguments: [])
        #expect(missing.string == "%arg kohdetta")
        #expect(missing.issues.map(\.kind) == [.missingSubstitutionArgument])
    }

    @Test func convertibleValues() {
        #expect(Int8(-3).formatArgument == .int(-3))
        #expect(UInt16(3).formatArgument == .uint(3))
        #expect(Float(0.5).formatArgument == .double(0.5))
        #expect("ab"[...].formatArgument == .string("ab"))
        #expect(Character("é").formatArgument == .character("é"))
        #expect(true.formatArgument == .int(1))
        let arguments: [FormatArgument] = [1, 2.5, "s"]
        #expect(arguments == [.int(1), .double(2.5), .string("s")])
    }

    @Test func customSymbols() {
        let symbols = NumberSymbols(decimalSeparator: "&", primaryGroupingSize: 0)
        let locale = FormatLocale(identifier: "custom", symbols: symbols)
        let result = FormatRenderer().render(FormatString(parsing: "%d (%.1f)"), arguments: [1000, 42.0], locale: locale)
        #expect(result.string == "1000 (42&0)")
    }

    @Test(arguments: [("fi", "\u{A0}", ",", 3, 3), ("de", ".", ",", 3, 3), ("hi-IN", ",", ".", 3, 2), ("es", ".", ",", 3, 3)])
    func symbolsFromFoundation(_ identifier: String, _ grouping: String, _ decimal: String, _ primary: Int, _ secondary: Int) {
        let symbols = FormatLocale(identifier: identifier).symbols
        #expect(symbols.groupingSeparator == grouping)
        #expect(symbols.decimalSeparator == decimal)
        #expect(symbols.primaryGroupingSize == primary)
        #expect(symbols.secondaryGroupingSize == secondary)
        #expect(symbols.minimumGroupingDigits == (identifier == "es" ? 2 : 1))
    }

    /// Numbering systems: a decimal one is honoured in either spelling; spellings that stop Foundation's
    /// formatter on Linux (`en-u-nu-latn`, `th-u-nu-thai`, an algorithmic or unknown system) never reach it.
    @Test(arguments: [
        ("en-u-nu-latn", "1,234,567"),
        ("en-US-u-nu-latn", "1,234,567"),
        ("ar-u-nu-arab", "١٬٢٣٤٬٥٦٧"),
        ("th-u-nu-thai", "๑,๒๓๔,๕๖๗"),
        ("fi-u-nu-arab-ca-gregory", "١٬٢٣٤٬٥٦٧"),
        ("fi_FI@numbers=arab", "١٬٢٣٤٬٥٦٧"),
        ("en-u-nu-roman", "1,234,567"),
        ("en@numbers=xyz", "1,234,567"),
        ("zh@numbers=hans", "1,234,567"),
        ("ja-u-nu-jpan", "1,234,567"),
        ("fi_FI.UTF-8", "1\u{A0}234\u{A0}567"),
        ("de-DE-u-co-phonebk", "1.234.567"),
        ("xx", "1234567"),
    ] as [(String, String)])
    func numberingSystems(_ identifier: String, _ expected: String) {
        let result = FormatRenderer().render(FormatString(parsing: "%d"), arguments: [1_234_567], locale: FormatLocale(identifier: identifier))
        #expect(result.string == expected)
    }

    @Test(arguments: [
        ("ar-EG-u-nu-latn", "ar-EG@numbers=latn"),
        ("fi_FI.UTF-8@euro", "fi_FI"),
        ("en-u-nu-roman", "en"),
        ("sr-Latn-RS", "sr-Latn-RS"),
        ("i-klingon", "i-klingon"),
        ("en-x-private-u-nu-arab", "en"),
        ("th_TH@calendar=buddhist;numbers=thai", "th_TH@numbers=thai"),
    ] as [(String, String)])
    func foundationIdentifiers(_ identifier: String, _ expected: String) {
        #expect(NumberSymbols.foundationIdentifier(identifier) == expected)
    }

    @Test func renderingFromManyThreads() async {
        let format = FormatString(parsing: "%@ has %d items")
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let locale = FormatLocale(identifier: ["fi", "de", "en", "ar-EG"][index % 4])
                    let result = FormatRenderer().render(format, arguments: ["A", 1000], locale: locale)
                    let expected = ["A has 1\u{A0}000", "A has 1.000", "A has 1,000", "A has ١٬٠٠٠"][index % 4]
                    return result.issues.isEmpty && result.string == expected + " items"
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    @Test func variadicSwiftValues() {
        let result = FormatRenderer().render(FormatString(parsing: "%@ has %d items (%.1f%%)"), "Box", 3, 12.5, locale: FormatLocale(identifier: "fi"))
        #expect(result.string == "Box has 3 items (12,5%)")
    }

    @Test func hugeAmountsAreCapped() {
        let result = Self.render("%999999999d|%.999999999f", [1, 1.0])
        #expect(result.string.utf8.count < 30_000)
        #expect(result.string.hasSuffix("1|1.\(String(repeating: "0", count: 10_000))"))
    }

    /// Random formats built from specifier characters never crash and never lose literal text.
    @Test func randomFormatsNeverCrash() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return seed
        }
        let alphabet = Array("%%%$#@*.0123456789-+ 'hlqLzjtdiouxXfFeEgGaAcCsSp@nkarä€")
        let arguments: [FormatArgument] = [1, -2, 3.5, "s", .character("c"), .uint(7)]
        for _ in 0..<3000 {
            let length = Int(next() % 12)
            let text = String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            let format = FormatString(parsing: text)
            for locale in [nil, "fi", "ar-EG"] {
                let count = Int(next() % UInt64(arguments.count + 1))
                let result = FormatRenderer().render(format, arguments: Array(arguments.prefix(count)),
                                                     locale: locale.map(FormatLocale.init(identifier:))) { name, _, _ in name }
                #expect(result.string.utf8.count < 100_000, "\(text)")
            }
        }
    }
}
