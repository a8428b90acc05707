import _SanastoTestSupport
import PluralRules
import Testing

/// The rule syntax parser and the interpreter over parsed rules.
@Suite struct PluralRuleTests {
    @Test func parsesConditionsAndSamples() throws {
        let rule = try PluralRule(parsing: "v = 0 and i % 10 = 2..4, 7 and i % 100 != 12..14 or n = 1 @integer 2~4, 7, … @decimal 1.0, 1.00")
        #expect(rule.conditions == [
            [
                PluralRelation(operand: .v, ranges: [0...0]),
                PluralRelation(operand: .i, modulus: 10, ranges: [2...4, 7...7]),
                PluralRelation(operand: .i, modulus: 100, isNegated: true, ranges: [12...14]),
            ],
            [PluralRelation(operand: .n, ranges: [1...1])],
        ])
        #expect(rule.samples == PluralSamples(integers: ["2~4", "7"], decimals: ["1.0", "1.00"], integersAreOpenEnded: true))
        #expect(rule.samples.isOpenEnded)
        #expect(rule.conditionText == "v = 0 and i % 10 = 2..4,7 and i % 100 != 12..14 or n = 1")
        #expect(rule.description == "v = 0 and i % 10 = 2..4,7 and i % 100 != 12..14 or n = 1 @integer 2~4, 7, … @decimal 1.0, 1.00")
        #expect(try PluralRule(parsing: rule.description) == rule)
    }

    @Test func inconsistentOperandsNeverTrap() throws {
        let odd = PluralOperands(i: 1, v: -1, w: -2, f: 0, t: 0, c: -3)
        #expect(odd.n == 1 && odd.v == 0 && odd.w == 0 && odd.c == 0)
        #expect(try PluralRule(parsing: "v = 0 and w = 0 and c = 0").evaluate(odd))
        #expect(PluralRules(locale: "en").category(for: odd) == .one)
        #expect(PluralRules(locale: "fr").category(for: odd) == .one)
    }

    @Test func samplesOnlyRuleAlwaysHolds() throws {
        let rule = try PluralRule(parsing: " @integer 0, 2~16, 100, ... @decimal 0.0~1.5, 1.1c6, …")
        #expect(rule.conditions.isEmpty)
        #expect(rule.evaluate(PluralOperands(12_345)))
        #expect(rule.samples.integersAreOpenEnded && rule.samples.decimalsAreOpenEnded)
        #expect(try PluralRule(parsing: "").conditions.isEmpty)
    }

    @Test(arguments: [
        ("i = 1 and v = 0", "1", true), ("i = 1 and v = 0", "1.0", false),
        ("n = 1", "1.0", true), ("n = 1", "1.5", false), ("n != 1", "1.5", true),
        ("n = 1..3", "1.2", false), ("n = 1..3", "3", true),
        ("n % 10 = 1 and n % 100 != 11", "21", true), ("n % 10 = 1 and n % 100 != 11", "111", false),
        ("i % 1000000 = 0", "1234567890123456789012345678000000", true),
        ("i = 0", "1234567890123456789000000000000000000", false),
        ("f = 5", "1.5", true), ("t = 5", "1.50", true), ("f = 5", "1.50", false), ("w = 1", "1.50", true),
        ("e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "1c6", true),
        ("e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "1c3", false),
        ("e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "1000000", true),
        ("c = 3", "1.2c3", true),
        ("n % 0 = 1", "1", false), ("n % 0 != 1", "1", true),
        ("f = 0", "0." + String(repeating: "0", count: 18) + "1", false),
    ])
    func evaluate(_ text: String, _ number: String, _ expected: Bool) throws {
        let rule = try PluralRule(parsing: text)
        #expect(rule.evaluate(try PluralOperands(parsing: number)) == expected)
    }

    /// (rule, kind, column, message)
    static let errors: [(String, PluralRuleSyntaxError.Kind, Int, String)] = [
        ("i ! 10", .expectedOperator, 3, "expected '=' or '!='"),
        ("i #", .expectedOperator, 3, "expected '=' or '!='"),
        ("f = 2 or", .expectedAndCondition, 9, "expected a condition after 'or'"),
        ("f = 2 and", .expectedRelation, 10, "expected a relation after 'and'"),
        ("f = 2 and @integer 1", .expectedRelation, 11, "expected a relation after 'and'"),
        ("2 = 2", .expectedOperand, 1, "expected an operand (n, i, v, w, f, t, c, e)"),
        ("x = 1", .expectedOperand, 1, "expected an operand (n, i, v, w, f, t, c, e)"),
        ("nn = 1", .expectedOperand, 1, "expected an operand (n, i, v, w, f, t, c, e)"),
        ("n = f", .expectedValue, 5, "expected a number"),
        ("n % = 1", .expectedValue, 5, "expected a number"),
        ("n = 1..", .expectedValue, 8, "expected a number"),
        ("n = 1,", .expectedValue, 7, "expected a number"),
        ("n = 5..2", .expectedValue, 8, "range end 2 is below its start 5"),
        ("n = 99999999999999999999", .valueTooLarge, 5, "value is too large"),
        ("n = 1 x", .unexpectedText, 7, "unexpected 'x'"),
        ("ä = 1", .expectedOperand, 1, "expected an operand (n, i, v, w, f, t, c, e)"),
        ("n = 1 ä", .unexpectedText, 7, "unexpected 'ä'"),
        ("n = 1 @integer 1, a", .invalidSample, 19, "expected a sample number"),
        ("n = 1 @integer 1, …, 2", .invalidSample, 20, "'…' must end a sample list"),
        ("n = 1 @decimal 1.0 @integer 1", .invalidSample, 20, "expected '@integer' or '@decimal' (integers first)"),
        ("n = 1 @integer 1.2.3", .invalidSample, 19, "invalid sample '1.2.3': unexpected '.'"),
        ("n = 1 @integer 1~2~3", .invalidSample, 16, "invalid sample range '1~2~3'"),
        ("n = 1 @integer …", .invalidSample, 16, "expected a sample number before '…'"),
        ("@decimal…", .invalidSample, 9, "expected a sample number before '…'"),
        ("@integer 1, …, 2", .invalidSample, 14, "'…' must end a sample list"),
    ]

    @Test(arguments: errors)
    func syntaxErrorsNameTheColumn(_ text: String, _ kind: PluralRuleSyntaxError.Kind, _ column: Int, _ message: String) {
        #expect(throws: PluralRuleSyntaxError(kind: kind, column: column, message: message)) {
            try PluralRule(parsing: text)
        }
    }

    @Test(arguments: [
        ("2~5", ["2", "3", "4", "5"]),
        ("0.0~0.3", ["0.0", "0.1", "0.2", "0.3"]),
        ("0.00~0.04", ["0.00", "0.01", "0.02", "0.03", "0.04"]),
        ("1.1~1.2", ["1.1", "1.2"]),
        ("1c6", ["1c6"]),
        ("7", ["7"]),
    ])
    func sampleRangesExpand(_ text: String, _ expected: [String]) {
        #expect(PluralSamples(integers: [text]).expandedIntegers() == expected)
        #expect(PluralSamples(decimals: [text]).expandedDecimals() == expected)
    }

    @Test func longRangesStayBounded() {
        let expanded = PluralSamples(integers: ["0~100000"]).expandedIntegers(limit: 50)
        #expect(expanded.count == 50)
        #expect(expanded.first == "0" && expanded[48] == "48" && expanded.last == "100000")
    }
}

/// Random text made of rule tokens never crashes the parser; what parses prints back to itself, and errors point
/// inside the text.
@Suite struct PluralRuleParserRobustnessTests {
    static let tokens = ["n", "i", "v", "w", "f", "t", "c", "e", "x", " ", " ", "=", "!=", "%", "..", ",", "0", "1", "10", "19",
                         "and", "or", "@integer", "@decimal", "~", ".", "…", "1.5", "99999999999999999999", "ä"]

    @Test(arguments: 0..<20)
    func randomTokens(_ seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in Self.tokens.randomElement(using: &generator) ?? "" }.joined()
            do {
                let rule = try PluralRule(parsing: text)
                #expect(try PluralRule(parsing: rule.description) == rule, "\(text)")
                _ = rule.evaluate(PluralOperands(Int.random(in: 0...1000, using: &generator)))
            } catch {
                #expect((1...text.count + 1).contains(error.column), "\(text): \(error)")
            }
        }
    }

    static let numberCharacters: [Character] = ["0", "1", "5", "9", ".", "-", "+", "c", "e", "E", " ", "x", "ä"]

    @Test(arguments: 0..<10)
    func randomNumbers(_ seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 1000)
        let valid = try Regex(#"[-+]?[0-9]+(\.[0-9]+)?([cCeE]\+?[0-9]+)?"#)
        for _ in 0..<1000 {
            let count = Int.random(in: 0...8, using: &generator)
            let text = String((0..<count).map { _ in Self.numberCharacters.randomElement(using: &generator) ?? "0" })
            do {
                let operands = try PluralOperands(parsing: text)
                #expect(text.wholeMatch(of: valid) != nil, "\(text) parsed")
                #expect(operands.w <= operands.v && operands.t <= operands.f || operands.isFractionLarge, "\(text)")
            } catch {
                #expect(text.wholeMatch(of: valid) == nil, "\(text) rejected: \(error)")
                #expect((1...text.count + 1).contains(error.column), "\(text): \(error)")
            }
        }
    }
}
