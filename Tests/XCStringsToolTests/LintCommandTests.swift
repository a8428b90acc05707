import Foundation
import Testing

/// `xcstrings lint`, run end to end and compared with snapshots.
@Suite struct LintCommandTests {
    static let fixtures = "Tests/XCStringsToolTests/Fixtures/lint"

    static let snapshots: [(String, [String])] = [
        ("lint-text", ["lint", "\(fixtures)/Defects.xcstrings"]),
        ("lint-json", ["lint", "\(fixtures)/Defects.xcstrings", "--format", "json"]),
        ("lint-sarif", ["lint", "\(fixtures)/Defects.xcstrings", "--format", "sarif"]),
        ("lint-github", ["lint", "\(fixtures)/Defects.xcstrings", "--format=github"]),
        ("lint-locales", ["lint", "\(fixtures)/Defects.xcstrings", "--locales", "fi,de"]),
        ("lint-locales-repeated-before-input", ["lint", "--locales", "fi", "--locales", "de", "\(fixtures)/Defects.xcstrings"]),
        ("lint-folder", ["lint", "\(fixtures)/Folder"]),
        ("lint-parse-error-keeps-going", ["lint", "\(fixtures)/Broken.xcstrings", "\(fixtures)/Warnings.xcstrings"]),
        ("lint-warnings", ["lint", "\(fixtures)/Warnings.xcstrings"]),
        ("lint-warnings-strict", ["lint", "\(fixtures)/Warnings.xcstrings", "--strict"]),
        ("lint-examples", ["lint", "Examples/Terminology"]),
        ("lint-missing-input", ["lint", "\(fixtures)/Nowhere.xcstrings"]),
        ("lint-no-arguments", ["lint"]),
        ("lint-unknown-option", ["lint", "\(fixtures)/Warnings.xcstrings", "--fix"]),
        ("lint-bad-format", ["lint", "\(fixtures)/Warnings.xcstrings", "--format", "xml"]),
        ("lint-missing-baseline", ["lint", "\(fixtures)/Warnings.xcstrings", "--baseline", "\(fixtures)/none.json"]),
        ("lint-malformed-baseline", ["lint", "\(fixtures)/Warnings.xcstrings", "--baseline", "\(fixtures)/Warnings.xcstrings"]),
        ("lint-help", ["lint", "--help"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try ToolRunner.expectSnapshot(name, arguments)
    }

    @Test func exitCodes() throws {
        #expect(try ToolRunner.run(["lint", "\(Self.fixtures)/Defects.xcstrings"]).exitCode == 1)
        #expect(try ToolRunner.run(["lint", "\(Self.fixtures)/Warnings.xcstrings"]).exitCode == 0)
        #expect(try ToolRunner.run(["lint", "\(Self.fixtures)/Warnings.xcstrings", "--strict"]).exitCode == 1)
        #expect(try ToolRunner.run(["lint", "Examples/Terminology", "--strict"]).exitCode == 0)
        #expect(try ToolRunner.run(["lint", "\(Self.fixtures)/Nowhere"]).exitCode == 66)
    }

    @Test func jsonAndSarifParse() throws {
        let json = try ToolRunner.run(["lint", "\(Self.fixtures)/Defects.xcstrings", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count > 5)
        #expect(findings.allSatisfy { ["error", "warning", "note"].contains($0["severity"] as? String ?? "") })
        let sarif = try ToolRunner.run(["lint", "\(Self.fixtures)/Defects.xcstrings", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == findings.count)
    }

    /// Writes a baseline, lints clean against it, then finds only what a later edit adds, although the
    /// edit moves every old finding to another line.
    @Test func baselineRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = ToolRunner.packageRoot.appendingPathComponent("\(Self.fixtures)/Defects.xcstrings")
        let catalog = folder.appendingPathComponent("Defects.xcstrings")
        try FileManager.default.copyItem(at: fixture, to: catalog)

        try ToolRunner.expectSnapshot("lint-write-baseline", ["lint", "Defects.xcstrings", "--write-baseline", "baseline.json"], in: folder)
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"format-specifier-mismatch\""))
        #expect(!baseline.contains("\"line\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Defects.xcstrings", "baseline.json"])

        try ToolRunner.expectSnapshot("lint-baseline-clean", ["lint", "Defects.xcstrings", "--baseline", "baseline.json"], in: folder)

        // A new key first in the file, without a Russian translation: every old finding moves down.
        var text = try String(contentsOf: catalog, encoding: .utf8)
        let newKey = """
              "Cancel" : {
                "localizations" : {
                  "fi" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Peruuta"
                    }
                  }
                }
              },

            """
        let start = try #require(text.range(of: "  \"strings\" : {\n"))
        text.insert(contentsOf: newKey, at: start.upperBound)
        try Data(text.utf8).write(to: catalog)
        try ToolRunner.expectSnapshot("lint-baseline-new", ["lint", "Defects.xcstrings", "--baseline", "baseline.json"], in: folder)
    }
}
