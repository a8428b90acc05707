import Foundation
import Testing
import _SanastoTestSupport

/// `generate-plural-rules`, run as the built executable: exit codes and messages.
@Suite struct GeneratorToolTests {
    static let tool = ToolRunner("generate-plural-rules")

    static func run(_ arguments: [String]) throws -> (code: Int32, out: String, error: String) {
        let result = try tool.run(arguments, in: SharedData.packageRoot)
        return (result.exitCode, result.standardOutput, result.standardError)
    }

    static let usage = " (usage: generate-plural-rules <cldr-dir> [<output-dir>])\n"

    @Test(arguments: [
        ([], 64, "generate-plural-rules: error: missing argument <cldr-dir>" + usage),
        (["a", "b", "c"], 64, "generate-plural-rules: error: unexpected argument 'c'" + usage),
        (["--output", "x"], 64, "generate-plural-rules: error: unknown option '--output'; to pass '--output' as an argument, write it after '--'" + usage),
        (["/nonexistent-cldr"], 66, "/nonexistent-cldr/plurals.json: error: cannot read the file\n"),
    ] as [([String], Int32, String)])
    func failures(_ arguments: [String], _ code: Int32, _ message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.code == code)
        #expect(result.error == message)
        #expect(result.out.isEmpty)
    }

    @Test func helpShowsTheCommand() throws {
        let result = try Self.run(["--help"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("OVERVIEW: Compile CLDR plural rules"))
        #expect(result.out.contains("$ swift run generate-plural-rules ../shared/cldr/48\n"))
        #expect(result.error.isEmpty)
    }

    @Test func malformedRuleIsPlacedInTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cldr-tool-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = [
            ("plurals.json", GeneratorInputErrorTests.plurals(#""pluralRule-count-one": "i = 1 and""#)),
            ("ordinals.json", GeneratorInputErrorTests.ordinals),
            ("pluralRanges.json", GeneratorInputErrorTests.ranges),
        ]
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        let output = directory.appendingPathComponent("out")
        let result = try Self.run([directory.path, output.path])
        #expect(result.code == 65)
        #expect(result.error == "\(directory.path)/plurals.json:6:43: error: en one: expected a relation after 'and' (column 10 of the rule)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path), "a failed run writes nothing")
    }

    // Needs ../shared/cldr/48; skipped (with this reason) where ../shared is absent.
    @Test(.enabled(if: SharedData.isAvailable, "../shared/cldr/48 is absent; generator run skipped"))
    func writesTheCommittedFilesThenIsUpToDate() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try Self.run([SharedData.cldr.path, output.path])
        #expect(first.code == 0)
        #expect(first.out == "generate-plural-rules: wrote PluralLocales+Generated.swift, PluralRanges+Generated.swift, PluralRuleSets+Generated.swift\n")
        let committed = SharedData.packageRoot.appendingPathComponent("Sources/PluralRules/Generated")
        for name in ["PluralLocales+Generated.swift", "PluralRanges+Generated.swift", "PluralRuleSets+Generated.swift"] {
            let written = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(written == (try Data(contentsOf: committed.appendingPathComponent(name))), "\(name)")
        }
        let second = try Self.run([SharedData.cldr.path, output.path])
        #expect(second.code == 0)
        #expect(second.out == "generate-plural-rules: up to date\n")
    }
}
