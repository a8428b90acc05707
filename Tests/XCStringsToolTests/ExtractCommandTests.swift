import Foundation
import Testing
import _SanastoTestSupport

/// `xcstrings extract`, run end to end on sources and catalogs in a temporary folder.
@Suite struct ExtractCommandTests {
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/XCStringsKitTests/Fixtures/extract")

    static let snapshots: [(String, [String])] = [
        ("extract-help", ["extract", "--help"]),
        ("extract-no-output", ["extract", "Sources"]),
        ("extract-missing-source", ["extract", "Nowhere", "--output", "Resources"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    /// A folder holding `Sources/<file>` and, when given, `Resources/Localizable.xcstrings`.
    private func project(_ source: String, catalog: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(Data(contentsOf: Self.fixtures.appendingPathComponent(source)), to: "Sources/\(source)")
        if let catalog {
            try folder.write(Data(contentsOf: Self.fixtures.appendingPathComponent(catalog)), to: "Resources/Localizable.xcstrings")
        }
        return folder
    }

    /// Catalogs are created in the output folder, one per table, as Xcode writes them; again, nothing changes.
    @Test func createsCatalogs() throws {
        let folder = try project("Added.swift")
        let output = try XCStringsTool.run(["extract", "Sources", "--output", "Resources"], in: folder.url)
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == "Resources/Localizable.xcstrings: 3 added\nResources/Sync.xcstrings: 1 added\n")
        #expect(output.standardError.isEmpty)
        let written = try String(contentsOf: folder.appending("Resources/Localizable.xcstrings"), encoding: .utf8)
        #expect(written == (try String(contentsOf: Self.fixtures.appendingPathComponent("Added.expected.xcstrings"), encoding: .utf8)))
        let check = try XCStringsTool.run(["extract", "Sources", "--output", "Resources", "--check"], in: folder.url)
        #expect(check.exitCode == 0)
        #expect(check.standardOutput.isEmpty)
    }

    /// `--dry-run` lists the changes and writes nothing; `--check` fails; a real run writes the expected catalog.
    @Test func dryRunCheckAndUpdate() throws {
        let folder = try project("Updated.swift", catalog: "Updated.before.xcstrings")
        let catalog = folder.appending("Resources/Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        let dryRun = try XCStringsTool.run(["extract", "Sources", "--output", "Resources/Localizable.xcstrings", "--dry-run"], in: folder.url)
        #expect(dryRun.exitCode == 0)
        #expect(dryRun.standardOutput == """
            Resources/Localizable.xcstrings: no longer stale "Back"
            Resources/Localizable.xcstrings: comment changed "Save"
            Resources/Localizable.xcstrings: default value changed "welcome.title"
            Resources/Localizable.xcstrings: added "%@ of %@"
            Resources/Localizable.xcstrings: added "%lld%% done"
            Resources/Localizable.xcstrings: became stale "Removed"

            """)
        #expect(try Data(contentsOf: catalog) == before)
        let check = try XCStringsTool.run(["extract", "Sources", "--output", "Resources", "--check"], in: folder.url)
        #expect(check.exitCode == 1)
        #expect(check.standardOutput == "Resources/Localizable.xcstrings: out of date with the sources (6 changes); run 'xcstrings extract'\n")
        #expect(try Data(contentsOf: catalog) == before)
        let update = try XCStringsTool.run(["extract", "Sources", "--output", "Resources"], in: folder.url)
        #expect(update.exitCode == 0)
        let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent("Updated.expected.xcstrings"))
        #expect(try Data(contentsOf: catalog) == expected)
        // What extract writes is what format writes.
        let format = try XCStringsTool.run(["format", "--check", "Resources"], in: folder.url)
        #expect(format.exitCode == 0)
    }

    /// Malformed Swift is reported with its position and nothing is written (exit 65); notes do not fail.
    @Test func malformedSourceWritesNothing() throws {
        let folder = try TemporaryFolder(["Sources/Bad.swift": "Text(\"fine \\(count)\")\nlet s = \"open\n"])
        let output = try XCStringsTool.run(["extract", "Sources", "--output", "Resources"], in: folder.url)
        #expect(output.exitCode == 65)
        #expect(output.standardError == """
            Sources/Bad.swift:1:12: note: cannot tell the type of 'count'; its key uses %@ (Xcode may use another specifier) [extract-unknown-type]
            Sources/Bad.swift:2:9: error: unterminated string literal [extract-malformed-source]

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.appending("Resources").path))
    }
}
