import Foundation
import Testing
import _SanastoTestSupport

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
        ("lint-folder-missing-table-json", ["lint", "\(fixtures)/Folder", "--locales", "fi,de", "--format", "json"]),
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
        ("lint-standard-input", ["lint", "-"]),
        // One file given twice (a folder and a file in it, `./`) is linted and counted once.
        ("lint-same-file-twice", ["lint", "\(fixtures)/Folder", "./\(fixtures)/Folder/en.lproj/Localizable.strings", "\(fixtures)/Defects.xcstrings", "\(fixtures)/../lint/Defects.xcstrings"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    @Test func exitCodes() throws {
        #expect(try XCStringsTool.run(["lint", "\(Self.fixtures)/Defects.xcstrings"]).exitCode == 1)
        #expect(try XCStringsTool.run(["lint", "\(Self.fixtures)/Warnings.xcstrings"]).exitCode == 0)
        #expect(try XCStringsTool.run(["lint", "\(Self.fixtures)/Warnings.xcstrings", "--strict"]).exitCode == 1)
        #expect(try XCStringsTool.run(["lint", "Examples/Terminology", "--strict"]).exitCode == 0)
        #expect(try XCStringsTool.run(["lint", "\(Self.fixtures)/Nowhere"]).exitCode == 66)
        #expect(try XCStringsTool.run(["lint", "\(Self.fixtures)/Broken.xcstrings", "--format", "json"]).exitCode == 65)
    }

    /// The reproduced defect: `lint --locales fi de` looked at the file system to decide whether `de` was a locale.
    /// An option takes one value per occurrence: `de` is an input, whether or not a folder `de` exists, and a
    /// locale is required only when written as one (`--locales de`, `--locales fi,de`).
    @Test func nothingIsGuessedFromTheFileSystem() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: XCStringsTool.packageRoot.appendingPathComponent("\(Self.fixtures)/Warnings.xcstrings"),
            to: folder.appending("Warnings.xcstrings"))
        // No folder `de`: the input does not exist, and the error says how to require the locale.
        let missing = try XCStringsTool.run(["lint", "Warnings.xcstrings", "--locales", "fi", "de"], in: folder.url)
        #expect(missing.exitCode == 66)
        #expect(missing.standardError == "xcstrings lint: error: no such file or folder: de; to require the locale de, write --locales de (one value per --locales, or a comma-separated list)\n")
        // A folder `de` (as fastlane's metadata has): an input, still not a locale.
        try FileManager.default.createDirectory(at: folder.appending("de"), withIntermediateDirectories: true)
        let input = try XCStringsTool.run(["lint", "Warnings.xcstrings", "--locales", "fi", "de"], in: folder.url)
        #expect(input.exitCode == 0, "\(input)")
        #expect(!input.standardOutput.contains("\"de\""))
        // Written as locales, whatever the folders.
        for arguments in [["lint", "Warnings.xcstrings", "--locales", "de"], ["lint", "--locales", "fi,de", "Warnings.xcstrings"],
                          ["lint", "--locales", "fi", "Warnings.xcstrings", "--locales=de"]] {
            let output = try XCStringsTool.run(arguments, in: folder.url)
            #expect(output.exitCode == 1, "\(arguments)")
            #expect(output.standardOutput.contains("\"Save\" has no \"de\" translation"), "\(arguments)")
        }
        try XCStringsTool.expectSnapshot("lint-locale-named-like-a-folder", ["lint", "Warnings.xcstrings", "--locales", "de"], in: folder.url)
        // A comma list that lists nothing is an error, not a locale named ",".
        let empty = try XCStringsTool.run(["lint", "Warnings.xcstrings", "--locales", ","], in: folder.url)
        #expect(empty.exitCode == 64)
        #expect(empty.standardError.hasPrefix("xcstrings lint: error: '--locales <locale>' needs a value"))
    }

    @Test func jsonAndSarifParse() throws {
        let json = try XCStringsTool.run(["lint", "\(Self.fixtures)/Defects.xcstrings", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count > 5)
        #expect(findings.allSatisfy { ["error", "warning", "note"].contains($0["severity"] as? String ?? "") })
        let sarif = try XCStringsTool.run(["lint", "\(Self.fixtures)/Defects.xcstrings", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == findings.count)
        // Code scanning needs a location on every result, also for a table missing in a language.
        let folder = try XCStringsTool.run(["lint", "\(Self.fixtures)/Folder", "--locales", "fi,de", "--format", "sarif"])
        let folderLog = try #require(try JSONSerialization.jsonObject(with: Data(folder.standardOutput.utf8)) as? [String: Any])
        let folderResults = try #require((folderLog["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(folderResults.count == 4)
        #expect(folderResults.allSatisfy { ($0["locations"] as? [Any])?.isEmpty == false })
    }

    /// Runs `xcstrings lint` on a pseudo-terminal (through util-linux `script`), so that colour is wanted;
    /// `noColor` is what NO_COLOR is set to (nil: unset) inside the terminal.
    static func runOnTerminal(noColor: String?) throws -> String {
        let script = try #require(ToolRunner.installed("script"))
        let tool = XCStringsTool.productsDirectory.appendingPathComponent("xcstrings").path
        // The runner sets NO_COLOR=1 for what it starts; `env` inside the terminal sets it as this test wants.
        let setting = noColor.map { "NO_COLOR='\($0)'" } ?? "-u NO_COLOR"
        let command = "env \(setting) '\(tool)' lint \(fixtures)/Warnings.xcstrings"
        let result = try script.run(["-qec", command, "/dev/null"], environment: ["TERM": "xterm"])
        return result.standardOutput
    }

    // `script` makes the terminal; without it (not util-linux) colour cannot be observed end to end.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourOnATerminalUnlessNoColor() throws {
        let coloured = try Self.runOnTerminal(noColor: nil)
        #expect(coloured.contains("\u{1B}[33mwarning:\u{1B}[0m"), "\(coloured)")
        #expect(coloured.contains("\u{1B}[90m[state-needs-review]\u{1B}[0m"))
        // NO_COLOR set to anything but the empty string turns colour off (no-color.org).
        let plain = try Self.runOnTerminal(noColor: "1")
        #expect(!plain.contains("\u{1B}["), "\(plain)")
        #expect(plain.contains("warning: the \"fi\" translation of \"Save\" needs review (strings › Save › localizations › fi › stringUnit) [state-needs-review]"))
        let empty = try Self.runOnTerminal(noColor: "")
        #expect(empty.contains("\u{1B}[33mwarning:"))
    }

    /// Writes a baseline, lints clean against it, then finds only what a later edit adds, although the
    /// edit moves every old finding to another line.
    @Test func baselineRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = XCStringsTool.packageRoot.appendingPathComponent("\(Self.fixtures)/Defects.xcstrings")
        let catalog = folder.appendingPathComponent("Defects.xcstrings")
        try FileManager.default.copyItem(at: fixture, to: catalog)

        try XCStringsTool.expectSnapshot("lint-write-baseline", ["lint", "Defects.xcstrings", "--write-baseline", "baseline.json"], in: folder)
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"format-specifier-mismatch\""))
        #expect(!baseline.contains("\"line\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Defects.xcstrings", "baseline.json"])

        try XCStringsTool.expectSnapshot("lint-baseline-clean", ["lint", "Defects.xcstrings", "--baseline", "baseline.json"], in: folder)

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
        try XCStringsTool.expectSnapshot("lint-baseline-new", ["lint", "Defects.xcstrings", "--baseline", "baseline.json"], in: folder)
    }
}
