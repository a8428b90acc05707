import Foundation
@testable import generate_plural_rules
import PluralRules
import Testing

/// The committed generated files are what the generator makes from CLDR 48 now.
// Needs ../shared/cldr/48; skipped (with this reason) where ../shared is absent.
@Suite(.enabled(if: SharedData.isAvailable, "../shared/cldr/48 is absent; generated-code freshness check skipped"))
struct GeneratedCodeTests {
    static let directory = SharedData.packageRoot.appendingPathComponent(PluralRuleCodeGenerator.defaultOutput)

    @Test func committedFilesAreUpToDate() throws {
        let files = try PluralRuleCodeGenerator(cldrDirectory: SharedData.cldr).generate()
        #expect(files.count == 3)
        let hint = "generated plural rules are out of date; run: \(PluralRuleCodeGenerator.command)"
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            #expect(name.hasSuffix("+Generated.swift"))
            #expect(text.hasPrefix("// generated — do not edit\n// CLDR 48 "))
            #expect(text.contains(PluralRuleCodeGenerator.command))
            let committed = try? String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            #expect(committed == text, "\(name): \(hint)")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(present) == Set(files.keys), "stale files in Generated: \(hint)")
    }

    @Test func ruleSetsAreDeduplicated() throws {
        let files = try PluralRuleCodeGenerator(cldrDirectory: SharedData.cldr).generate()
        let rules = try #require(files["PluralRuleSets+Generated.swift"])
        let functions = rules.components(separatedBy: "private static func operands").count - 1
        // 224 cardinal and 108 ordinal locales share far fewer distinct rule sets.
        #expect(functions > 20 && functions < 100)
        #expect(!rules.contains("PluralRule(parsing"))
    }

    @Test func conditionsCompileToSwift() throws {
        let generator = PluralRuleCodeGenerator(cldrDirectory: SharedData.cldr)
        let rule = try PluralRule(parsing: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f = 3")
        guard case .code(let code) = generator.condition(rule.conditions, mode: .operands) else {
            Issue.record("expected code")
            return
        }
        #expect(code == "(o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !((o.i % 100 >= 12 && o.i % 100 <= 14))) || !o.isFractionLarge && o.f == 3")
        guard case .code(let integerCode) = generator.condition(rule.conditions, mode: .integer) else {
            Issue.record("expected code")
            return
        }
        // For integers v = 0 and f = 0 are known: the second alternative folds away.
        #expect(integerCode == "((i % 10 >= 2 && i % 10 <= 4) && !((i % 100 >= 12 && i % 100 <= 14)))")
    }

    @Test func writesOnlyChangedFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plural-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["A+Generated.swift": "// a\n", "B+Generated.swift": "// b\n"]
        #expect(try PluralRuleCodeGenerator.write(files, to: directory) == ["A+Generated.swift", "B+Generated.swift"])
        #expect(try PluralRuleCodeGenerator.write(files, to: directory).isEmpty)
        #expect(try PluralRuleCodeGenerator.write(["A+Generated.swift": "// a2\n"], to: directory) == ["A+Generated.swift"])
        #expect(try String(contentsOf: directory.appendingPathComponent("A+Generated.swift"), encoding: .utf8) == "// a2\n")
    }

    @Test func unreadableInputIsAnError() {
        let generator = PluralRuleCodeGenerator(cldrDirectory: URL(fileURLWithPath: "/nonexistent"))
        #expect(throws: PluralRuleCodeGenerator.Failure.self) { try generator.generate() }
    }
}
