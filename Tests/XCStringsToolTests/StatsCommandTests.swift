import Foundation
import Testing

/// `xcstrings stats`, run end to end and compared with snapshots.
@Suite struct StatsCommandTests {
    static let fixtures = "Tests/XCStringsToolTests/Fixtures/lint"

    static let snapshots: [(String, [String])] = [
        ("stats-text", ["stats", "\(fixtures)/Defects.xcstrings", "\(fixtures)/Warnings.xcstrings"]),
        ("stats-json", ["stats", "\(fixtures)/Defects.xcstrings", "--format", "json"]),
        ("stats-folder", ["stats", "\(fixtures)/Folder"]),
        ("stats-examples", ["stats", "Examples/Terminology"]),
        ("stats-parse-error", ["stats", "\(fixtures)/Broken.xcstrings"]),
        ("stats-missing-input", ["stats", "\(fixtures)/Nowhere.xcstrings"]),
        ("stats-bad-format", ["stats", "\(fixtures)/Warnings.xcstrings", "--format", "table"]),
        ("stats-help", ["stats", "--help"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    @Test func jsonParses() throws {
        let output = try XCStringsTool.run(["stats", "Examples/Terminology", "--format", "json"])
        #expect(output.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let locales = try #require(object["locales"] as? [String: [String: Double]])
        #expect(locales.keys.sorted() == ["en", "fi", "tr"])
        #expect(locales.values.allSatisfy { $0["percentTranslated"] == 100 })
    }
}
