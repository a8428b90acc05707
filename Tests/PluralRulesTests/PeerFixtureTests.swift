import Foundation
import PluralRules
import Testing

/// Conformance with the peer fixtures in ../shared/fixtures/plurals (ICU4X and make-plural), read in place.
// Needs ../shared; skipped (with this reason) where it is absent.
@Suite(.enabled(if: SharedData.isAvailable, "../shared/fixtures/plurals is absent; peer fixture conformance skipped"))
struct PeerFixtureTests {
    static func icu4x(_ name: String) -> Any? {
        SharedData.json(SharedData.fixtures.appendingPathComponent("icu4x/\(name)"))
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    static func expect(_ operands: PluralOperands, _ output: [Double], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(operands.n - output[0]) <= 1e-12 * max(1, output[0]), "n of \(label)", sourceLocation: sourceLocation)
        #expect(Double(operands.i) == output[1], "i of \(label)", sourceLocation: sourceLocation)
        #expect(Double(operands.v) == output[2], "v of \(label)", sourceLocation: sourceLocation)
        #expect(Double(operands.w) == output[3], "w of \(label)", sourceLocation: sourceLocation)
        #expect(Double(operands.f) == output[4], "f of \(label)", sourceLocation: sourceLocation)
        #expect(Double(operands.t) == output[5], "t of \(label)", sourceLocation: sourceLocation)
    }

    @Test func icu4xOperandsFromStrings() throws {
        let object = try #require(Self.icu4x("operands.json") as? [String: Any])
        let cases = try #require(object["string"] as? [[String: Any]])
        #expect(cases.count >= 10)
        for entry in cases {
            let input = try #require(entry["input"] as? String)
            let output = try #require((entry["output"] as? [Any])?.compactMap(Self.number))
            let operands = try PluralOperands(parsing: input)
            #expect(Double(operands.c) == output[6], "c of \(input)")
            if output[6] == 0 {
                Self.expect(operands, output, input)
            } else {
                // ICU4X reports the exponent but leaves n and i unscaled; UTS #35 (and we) scale them
                // ("1.2c3" has n = 1200). The mantissa alone has ICU4X's other operands.
                let mantissa = String(input.prefix { $0 != "e" && $0 != "c" })
                Self.expect(try PluralOperands(parsing: mantissa), output, input)
                #expect(operands.n == (try PluralOperands(parsing: mantissa)).n * pow(10, output[6]))
            }
        }
    }

    @Test func icu4xOperandsFromNumbers() throws {
        let object = try #require(Self.icu4x("operands.json") as? [String: Any])
        for key in ["int", "floats"] {
            let cases = try #require(object[key] as? [[String: Any]])
            #expect(!cases.isEmpty)
            for entry in cases {
                let input = try #require(Self.number(entry["input"]))
                let output = try #require((entry["output"] as? [Any])?.compactMap(Self.number))
                if key == "int" {
                    Self.expect(PluralOperands(Int64(input)), output, "\(key) \(input)")
                } else {
                    Self.expect(PluralOperands(input, fractionDigits: Int(output[2])), output, "\(key) \(input)")
                }
            }
        }
    }

    @Test func icu4xOperandsFromScaledIntegers() throws {
        let object = try #require(Self.icu4x("operands.json") as? [String: Any])
        let cases = try #require(object["from_test"] as? [[String: Any]])
        #expect(cases.count >= 5)
        for entry in cases {
            let input = try #require(entry["input"] as? [String: Any])
            let expected = try #require(entry["expected"] as? [String: Any])
            let from = try #require((input["from"] as? NSNumber)?.int64Value)
            let power = try #require((input["pow10"] as? NSNumber)?.intValue)
            var digits = String(from.magnitude)
            if power >= 0 {
                digits += String(repeating: "0", count: power)
            } else {
                if digits.count <= -power { digits = String(repeating: "0", count: -power - digits.count + 1) + digits }
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: power))
            }
            let operands = try PluralOperands(parsing: digits)
            let output = try ["n", "i", "v", "w", "f", "t"].map { try #require(Self.number(expected[$0])) } + [0]
            if output[2] > 18 || power < -18 {
                // ICU4X keeps at most 18 fraction digits; we keep them all.
                #expect(operands.v == -power)
                continue
            }
            if power > 0 && operands.isIntegerPartLarge {
                // ICU4X keeps the last 18 integer digits, as our `i` does, flagging the rest.
                #expect(Double(operands.i) == output[1], "i of \(digits)")
                continue
            }
            Self.expect(operands, output, digits)
        }
    }

    @Test func icu4xRules() throws {
        let cases = try #require(Self.icu4x("rules.json") as? [[String: Any]])
        #expect(cases.count >= 20)
        for entry in cases {
            let text = try #require(entry["rule"] as? String)
            let operands: PluralOperands
            switch entry["input"] {
            case let string as String:
                operands = try PluralOperands(parsing: string)
            case let fields as [String: Any]:
                func field(_ name: String) -> UInt64? { (fields[name] as? NSNumber)?.uint64Value }
                let n = Self.number(fields["n"])
                operands = PluralOperands(
                    i: field("i") ?? n.map { UInt64($0) } ?? 0,
                    v: Int(field("v") ?? 0), w: Int(field("w") ?? 0), f: field("f") ?? 0, t: field("t") ?? 0,
                    c: Int(field("c") ?? field("e") ?? 0), n: n
                )
            case let number as NSNumber:
                operands = PluralOperands(number.int64Value)
            default:
                Issue.record("unknown input in \(entry)")
                continue
            }
            switch entry["output"] {
            case let kind as String:
                #expect {
                    try PluralRule(parsing: text)
                } throws: { error in
                    let kindName = (error as? PluralRuleSyntaxError)?.kind.rawValue ?? ""
                    return kindName.prefix(1).uppercased() + kindName.dropFirst() == kind
                }
            case let expected as Bool:
                #expect(try PluralRule(parsing: text).evaluate(operands) == expected, "\(text)")
            default:
                Issue.record("unknown output in \(entry)")
            }
        }
    }

    @Test func icu4xCategories() throws {
        let cases = try #require(Self.icu4x("categories.json") as? [[String: Any]])
        #expect(!cases.isEmpty)
        for entry in cases {
            let locale = try #require(entry["langid"] as? String)
            let type: PluralRuleType = entry["plural_type"] as? String == "Ordinal" ? .ordinal : .cardinal
            let names = try #require(entry["categories"] as? [String])
            #expect(PluralRules(locale: locale, type: type).categories.map(\.rawValue) == names, "\(locale) \(type)")
        }
    }

    @Test func makePluralExamples() throws {
        let url = SharedData.fixtures.appendingPathComponent("make-plural/examples.json")
        let locales = try #require(SharedData.json(url) as? [String: [String: [String: [String]]]])
        #expect(locales.count == 224)
        var checked = 0
        for (locale, types) in locales.sorted(by: { $0.key < $1.key }) {
            for (typeName, categories) in types {
                let type: PluralRuleType = typeName == "ordinal" ? .ordinal : .cardinal
                let rules = PluralRules(locale: locale, type: type)
                if !categories.isEmpty {
                    #expect(rules.categories.map(\.rawValue) == PluralCategory.allCases.map(\.rawValue).filter { categories[$0] != nil },
                            "\(locale) \(typeName)")
                }
                for (name, examples) in categories {
                    for example in examples {
                        #expect(try rules.category(forDecimal: example).rawValue == name, "\(locale) \(typeName) \(example)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 3000)
    }
}
