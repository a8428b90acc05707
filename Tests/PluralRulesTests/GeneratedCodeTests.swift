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
}

/// The generator without CLDR: compiled conditions, writing, and errors on bad input that name the file, line and
/// column. Uses small inline fixtures.
@Suite struct GeneratorInputErrorTests {
    @Test func conditionsCompileToSwift() throws {
        let generator = PluralRuleCodeGenerator(cldrDirectory: URL(fileURLWithPath: "/unused"))
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
        #expect {
            try generator.generate()
        } throws: { error in
            let failure = error as? PluralRuleCodeGenerator.Failure
            return failure?.isMissingInput == true && failure?.location == "/nonexistent/plurals.json"
        }
    }

    static let ordinals = #"{"supplemental": {"version": {"_cldrVersion": "48"}, "plurals-type-ordinal": {"en": {"pluralRule-count-other": " @integer 0"}}}}"#
    static let ranges = #"{"supplemental": {"version": {"_cldrVersion": "48"}, "plurals": {"en": {"pluralRange-start-one-end-other": "other"}}}}"#

    /// Writes the three files into a fresh folder and runs the generator over them.
    static func generate(plurals: String, ordinals: String = ordinals, ranges: String = ranges) throws -> (URL, Result<[String: String], PluralRuleCodeGenerator.Failure>) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cldr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in [("plurals.json", plurals), ("ordinals.json", ordinals), ("pluralRanges.json", ranges)] {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        do {
            return (directory, .success(try PluralRuleCodeGenerator(cldrDirectory: directory).generate()))
        } catch let failure as PluralRuleCodeGenerator.Failure {
            return (directory, .failure(failure))
        }
    }

    static func plurals(_ rules: String, version: String = "48") -> String {
        """
        {
          "supplemental": {
            "version": {"_cldrVersion": "\(version)"},
            "plurals-type-cardinal": {
              "en": {
                \(rules)
              }
            }
          }
        }
        """
    }

    @Test func wellFormedInputGenerates() throws {
        let (directory, result) = try Self.generate(plurals: Self.plurals(#""pluralRule-count-one": "i = 1 and v = 0 @integer 1", "pluralRule-count-other": " @integer 0""#))
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try result.get()
        #expect(files["PluralRuleSets+Generated.swift"]?.contains("if i == 1 { return .one }") == true)
        #expect(files["PluralLocales+Generated.swift"]?.contains("\"en\": PluralLocaleEntry(ruleSet: 0, samples: 0)") == true)
        #expect(files["PluralRanges+Generated.swift"]?.contains("[(.one, .other, .other)]") == true)
    }

    /// (plurals.json text, location after the folder, message)
    @Test(arguments: [
        (plurals(#""pluralRule-count-one": "i = 1 and v = @integer 1""#), "plurals.json:6:48",
         "en one: expected a number (column 15 of the rule)"),
        (plurals(#""pluralRule-count-one": "i = 1 or""#), "plurals.json:6:42",
         "en one: expected a condition after 'or' (column 9 of the rule)"),
        (plurals(#""pluralRule-count-several": "i = 1""#), "plurals.json", "unknown plural category 'several'"),
        ("[]", "plurals.json:1:1", "expected an object with a 'supplemental' object"),
        (#"{"supplemental": {"plurals": {}}}"#, "plurals.json", "expected 'plurals-type-cardinal' in 'supplemental'"),
        (plurals(#""pluralRule-count-other": """#, version: "47"), "",
         "the files come from different CLDR versions (plurals.json 47, ordinals.json 48, pluralRanges.json 48)"),
    ])
    func badInputIsPlaced(_ plurals: String, _ location: String, _ message: String) throws {
        let (directory, result) = try Self.generate(plurals: plurals)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failure(let failure) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.location == (location.isEmpty ? directory.path : directory.appendingPathComponent(location).path))
        #expect(failure.message.hasPrefix(message), "\(failure.message)")
        #expect(!failure.isMissingInput)
    }

    /// (JSON text, line and column of the error as this platform's Foundation reports it)
    @Test(arguments: [("{\n  \"supplemental\": [1,,2]\n}", "2:22"), ("{\"supplemental\": ", "1:18")])
    func malformedJSONIsPlaced(_ text: String, _ lineAndColumn: String) throws {
        let (directory, result) = try Self.generate(plurals: text)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failure(let failure) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.message.hasPrefix("malformed JSON: "))
        let path = directory.appendingPathComponent("plurals.json").path
        #if os(Linux)
        // swift-corelibs-foundation names the byte offset ("around character 23"), which becomes a line and column.
        #expect(failure.location == path + ":" + lineAndColumn)
        #else
        #expect(failure.location.hasPrefix(path + ":"))
        #endif
    }

    @Test func malformedRangeKeyIsAnError() throws {
        let (directory, result) = try Self.generate(
            plurals: Self.plurals(#""pluralRule-count-other": """#),
            ranges: #"{"supplemental": {"version": {"_cldrVersion": "48"}, "plurals": {"en": {"pluralRange-one-other": "other"}}}}"#
        )
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failure(let failure) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.location == directory.appendingPathComponent("pluralRanges.json").path)
        #expect(failure.message == "en: unexpected key 'pluralRange-one-other'")
    }

    /// (text, byte offset, line, column)
    @Test(arguments: [
        ("abc", 0, 1, 1), ("abc", 2, 1, 3), ("a\nbc", 2, 2, 1), ("a\nbc", 3, 2, 2), ("ä\nää", 5, 2, 2), ("a\n\n", 4, 3, 1),
    ])
    func positions(_ text: String, _ offset: Int, _ line: Int, _ column: Int) {
        let position = PluralRuleCodeGenerator.position(of: offset, in: Data(text.utf8))
        #expect(position.line == line && position.column == column)
    }
}
