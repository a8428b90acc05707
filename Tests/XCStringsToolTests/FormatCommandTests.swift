import Foundation
import Testing

/// `xcstrings format`, run end to end and compared with snapshots.
@Suite struct FormatCommandTests {
    static let fixtures = "Tests/XCStringsToolTests/Fixtures/lint"

    static let snapshots: [(String, [String])] = [
        ("format-check-clean", ["format", "--check", "Examples/Terminology"]),
        ("format-check-changes", ["format", "--check", "\(fixtures)/Unformatted.xcstrings", "\(fixtures)/Warnings.xcstrings"]),
        ("format-missing-input", ["format", "\(fixtures)/Nowhere.xcstrings"]),
        ("format-not-a-catalog", ["format", "\(fixtures)/Folder/en.lproj/Localizable.strings"]),
        ("format-no-arguments", ["format"]),
        ("format-help", ["format", "--help"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A catalog written compactly, with keys out of order, comes back byte for byte as Xcode wrote it.
    @Test func rewritesInXcodeLayout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Data(contentsOf: XCStringsTool.packageRoot.appendingPathComponent("Examples/Terminology/InfoPlist.xcstrings"))
        let object = try JSONSerialization.jsonObject(with: original)
        let compact = try JSONSerialization.data(withJSONObject: object)
        #expect(compact != original)
        let catalog = folder.appendingPathComponent("InfoPlist.xcstrings")
        try compact.write(to: catalog)

        try XCStringsTool.expectSnapshot("format-rewrite", ["format", "InfoPlist.xcstrings"], in: folder)
        #expect(try Data(contentsOf: catalog) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["InfoPlist.xcstrings"])
        // Formatting again changes nothing.
        let again = try XCStringsTool.run(["format", "--check", "InfoPlist.xcstrings"], in: folder)
        #expect(again.exitCode == 0)
        #expect(again.standardOutput.isEmpty)
    }

    @Test func checkWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Unformatted.xcstrings")
        try FileManager.default.copyItem(at: XCStringsTool.packageRoot.appendingPathComponent("\(Self.fixtures)/Unformatted.xcstrings"), to: catalog)
        let before = try Data(contentsOf: catalog)
        let output = try XCStringsTool.run(["format", "--check", "."], in: folder)
        #expect(output.exitCode == 1)
        #expect(output.standardOutput == "./Unformatted.xcstrings:1:2: error: not in Xcode's layout from here; run 'xcstrings format ./Unformatted.xcstrings'\n")
        #expect(try Data(contentsOf: catalog) == before)
    }

    /// `--check` names the first line that differs, so that a CI log shows what to look at and how to fix it.
    @Test func checkNamesTheFirstDifference() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n      \"comment\": \"x\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        try Data(text.utf8).write(to: folder.appendingPathComponent("Hand edited.xcstrings"))
        let output = try XCStringsTool.run(["format", "--check", "Hand edited.xcstrings"], in: folder)
        #expect(output.exitCode == 1)
        #expect(output.standardOutput == "Hand edited.xcstrings:5:16: error: not in Xcode's layout from here; run 'xcstrings format Hand edited.xcstrings'\n")
    }

    /// A catalog that does not parse is reported (exit 65) and left as it was; the others are still formatted.
    @Test func parseErrorLeavesTheFileUntouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Broken.xcstrings", "Unformatted.xcstrings"] {
            try FileManager.default.copyItem(
                at: XCStringsTool.packageRoot.appendingPathComponent("\(Self.fixtures)/\(name)"), to: folder.appendingPathComponent(name))
        }
        let broken = try Data(contentsOf: folder.appendingPathComponent("Broken.xcstrings"))
        try XCStringsTool.expectSnapshot("format-parse-error", ["format", "Broken.xcstrings", "Unformatted.xcstrings"], in: folder)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Broken.xcstrings")) == broken)
        let check = try XCStringsTool.run(["format", "--check", "Unformatted.xcstrings"], in: folder)
        #expect(check.exitCode == 0)
    }
}
