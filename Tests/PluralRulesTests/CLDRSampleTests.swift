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

/// The compiled rules agree with the interpreter over parsed CLDR rules, for every locale and many numbers.
// Needs ../shared/cldr/48; skipped (with this reason) where ../shared is absent.
@Suite(.enabled(if: SharedData.isAvailable, "../shared/cldr/48 is absent; compiled-versus-interpreted check skipped"))
struct CompiledRulesTests {
    struct LocaleRules: CustomStringConvertible, Sendable {
        var locale: String
        var type: PluralRuleType
        var rules: [(PluralCategory, String)]
        var description: String { "\(locale) \(type)" }
    }

    static let locales: [LocaleRules] = {
        var grouped: [String: LocaleRules] = [:]
        for rule in SharedData.cldrRules {
            let key = rule.locale + " " + rule.type
            let type: PluralRuleType = rule.type == "cardinal" ? .cardinal : .ordinal
            guard let category = PluralCategory(rawValue: rule.category) else { continue }
            grouped[key, default: LocaleRules(locale: rule.locale == "und" ? "root" : rule.locale, type: type, rules: [])]
                .rules.append((category, rule.text))
        }
        return grouped.values.sorted { $0.description < $1.description }
    }()

    /// Integers, decimals with one to three fraction digits, compact forms and very long numbers.
    static let inputs: [String] = {
        var result = (0...1_100).map(String.init)
        result += (0...250).map { "\($0 / 10).\($0 % 10)" }
        result += ["0.00", "0.01", "0.10", "1.00", "1.01", "1.10", "2.50", "11.00", "0.001", "1.000", "21.21", "0.11", "3.14"]
        result += ["1c3", "1c6", "2c6", "1.1c6", "1.0000001c6", "1.2c3", "1000000", "2000000", "100000000", "1e9"]
        result += ["1000000000000000000001", "1234567890123456789012345678901", "0.123456789012345678901234567890"]
        result += ["10000000000000000000000000000000000000000", "12345678901234567890.5", "101.101", "1000.0"]
        return result
    }()

    @Test(arguments: locales)
    func compiledAgreesWithInterpreter(_ locale: LocaleRules) throws {
        let parsed = try locale.rules.sorted { $0.0 < $1.0 }.map { ($0.0, try PluralRule(parsing: $0.1)) }
        let rules = PluralRules(locale: locale.locale, type: locale.type)
        #expect(rules.categories == parsed.map(\.0))
        for input in Self.inputs {
            let operands = try PluralOperands(parsing: input)
            let interpreted = parsed.first { $0.1.evaluate(operands) }?.0 ?? .other
            #expect(rules.category(for: operands) == interpreted, "\(input)")
            if let integer = UInt64(input) {
                #expect(rules.category(for: integer) == interpreted, "\(input) as an integer")
            }
        }
    }
}
