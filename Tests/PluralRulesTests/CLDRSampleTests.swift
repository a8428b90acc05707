import PluralRules
import Testing

/// Every `@integer` and `@decimal` sample of every CLDR 48 locale, cardinal and ordinal, expanded,
/// selects its own category — through the compiled rules and through the parsed rule.
// Needs ../shared/cldr/48; skipped (with this reason) where ../shared is absent.
@Suite(.enabled(if: SharedData.isAvailable, "../shared/cldr/48 is absent; CLDR sample conformance skipped"))
struct CLDRSampleTests {
    @Test func everyLocaleIsCovered() {
        #expect(SharedData.cldrRules.count > 600)
        #expect(Set(SharedData.cldrRules.map(\.locale)).count == 224)
        // Ranges are enumerated: thousands of numbers in all, compact forms among them.
        let expanded = SharedData.cldrRules.flatMap { rule -> [String] in
            let samples = (try? PluralRule(parsing: rule.text))?.samples ?? PluralSamples()
            return samples.expandedIntegers() + samples.expandedDecimals()
        }
        #expect(expanded.count > 10_000)
        #expect(expanded.contains("1c6") && expanded.contains("1.0000001c6") && expanded.contains("0.04"))
    }

    @Test(arguments: SharedData.cldrRules)
    func samplesSelectTheirCategory(_ rule: SharedData.CLDRRule) throws {
        let type: PluralRuleType = rule.type == "cardinal" ? .cardinal : .ordinal
        let identifier = rule.locale == "und" ? "root" : rule.locale
        let rules = PluralRules(locale: identifier, type: type)
        #expect(rules.resolvedLocale == identifier.replacingOccurrences(of: "-", with: "_"))
        #expect(!rules.isFallback)
        let expected = try #require(PluralCategory(rawValue: rule.category))
        #expect(rules.categories.contains(expected))
        let parsed = try PluralRule(parsing: rule.text)
        // The samples the run-time tables carry are the ones CLDR lists.
        #expect(rules.samples(for: expected) == parsed.samples)
        let integers = parsed.samples.expandedIntegers()
        let decimals = parsed.samples.expandedDecimals()
        #expect(!integers.isEmpty || !decimals.isEmpty || type == .ordinal && expected != .other)
        for sample in integers + decimals {
            let operands = try PluralOperands(parsing: sample)
            #expect(try rules.category(forDecimal: sample) == expected, "\(sample)")
            #expect(rules.category(for: operands) == expected, "\(sample)")
            #expect(parsed.evaluate(operands), "parsed rule rejects \(sample)")
            if !sample.contains("c") && !sample.contains("e") && !sample.contains("."), let integer = UInt64(sample) {
                #expect(rules.category(for: integer) == expected, "\(sample) as an integer")
                #expect(rules.category(for: Int64(integer)) == expected, "\(sample) as Int64")
            }
        }
    }
}
