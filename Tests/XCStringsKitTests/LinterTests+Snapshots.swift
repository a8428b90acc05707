import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

/// The findings of a full lint (every rule, text, JSON and SARIF) of real and hand-written inputs, against
/// snapshots recorded before lint was made faster: a faster lint must find exactly what the old one found, at
/// the same positions, and print it byte for byte the same.
extension LinterTests {
    /// One input of the snapshots: a name for its file, the folder or file, and the locales required.
    struct SnapshotInput: Sendable, CustomStringConvertible {
        var name: String
        var root: URL
        var path: String
        var locales: [String]?

        var description: String { name }
        var url: URL { root.appendingPathComponent(path) }
    }

    static let sharedStrings = TestPaths.sharedFixtures.appendingPathComponent("strings")

    /// The shared fixtures (peer projects' and hostile files), read where `../shared` is.
    static let sharedSnapshotInputs: [SnapshotInput] = [
        SnapshotInput(name: "shared-netnewswire", root: sharedStrings, path: "netnewswire"),
        SnapshotInput(name: "shared-netnewswire-locales", root: sharedStrings, path: "netnewswire", locales: ["ar", "fr"]),
        SnapshotInput(name: "shared-swift-localized-strings", root: sharedStrings, path: "swift-localized-strings"),
        SnapshotInput(name: "shared-xcstrings-tool", root: sharedStrings, path: "xcstrings-tool"),
        SnapshotInput(name: "shared-xcstrings-tool-locales", root: sharedStrings, path: "xcstrings-tool", locales: ["pl", "tr"]),
        SnapshotInput(name: "shared-duckduckgo", root: sharedStrings, path: "duckduckgo"),
        SnapshotInput(name: "shared-swiftgen", root: sharedStrings, path: "swiftgen"),
        SnapshotInput(name: "shared-hostile", root: TestPaths.sharedFixtures, path: "hostile"),
    ]

    /// The project's own catalogs and lint fixtures.
    static let ownSnapshotInputs: [SnapshotInput] = [
        SnapshotInput(name: "own-lint-fixtures", root: TestPaths.packageRoot, path: "Tests/XCStringsToolTests/Fixtures/lint"),
        SnapshotInput(name: "own-lint-fixtures-locales", root: TestPaths.packageRoot, path: "Tests/XCStringsToolTests/Fixtures/lint", locales: ["fi", "ru", "ar"]),
        SnapshotInput(name: "own-catalog-fixtures", root: TestPaths.packageRoot, path: "Tests/StringResourcesTests/Fixtures/catalog"),
        SnapshotInput(name: "own-conversion-fixtures", root: TestPaths.packageRoot, path: "Tests/StringResourcesTests/Fixtures/conversions"),
        SnapshotInput(name: "own-preview-fixtures", root: TestPaths.packageRoot, path: "Tests/XCStringsToolTests/Fixtures/preview/Files"),
        SnapshotInput(name: "own-extract-fixtures", root: TestPaths.packageRoot, path: "Tests/XCStringsKitTests/Fixtures/extract"),
        SnapshotInput(name: "own-xliff-fixtures", root: TestPaths.packageRoot, path: "Tests/XCStringsKitTests/Fixtures/xliff"),
        SnapshotInput(name: "example-terminology", root: TestPaths.packageRoot, path: "Examples/Terminology"),
        SnapshotInput(name: "terminologykit-resources", root: TestPaths.packageRoot, path: "Sources/TerminologyKit/Resources"),
        SnapshotInput(name: "terminologykit-resources-locales", root: TestPaths.packageRoot, path: "Sources/TerminologyKit/Resources", locales: ["fi", "tr", "de"]),
    ]

    static let snapshots = TestPaths.packageRoot.appendingPathComponent("Tests/XCStringsKitTests/Snapshots/lint")

    /// The report of `input` in every output format, with the input's root written as `<root>` so that the
    /// snapshot does not depend on where the checkout is.
    static func snapshotText(_ input: SnapshotInput) throws -> String {
        let linter = Linter(locales: input.locales)
        let report = try linter.lint([input.url.path])
        var sarif: String { report.sarif(toolName: "xcstrings", toolVersion: "snapshot", rules: linter.rules) }
        let root = input.root.path
        var out = "# \(input.path)" + (input.locales.map { " --locales \($0.joined(separator: ","))" } ?? "") + "\n"
        out += "## text\n" + report.text()
        // With required locales the findings are mostly missing translations: their text is enough.
        if input.locales == nil { out += "## json\n" + report.json + "\n## sarif\n" + sarif + "\n" }
        // SARIF writes file URIs percent-encoded; the root has no character that needs it here.
        return out.replacingOccurrences(of: root, with: "<root>")
    }

    @Test(.enabled(if: TestPaths.hasShared, "../shared/fixtures is absent"), arguments: sharedSnapshotInputs)
    func findingsOfSharedFixturesMatchTheirSnapshots(_ input: SnapshotInput) throws {
        try Snapshot.expect(try Self.snapshotText(input), matches: Self.snapshots.appendingPathComponent("\(input.name).txt"))
    }

    @Test(arguments: ownSnapshotInputs)
    func findingsOfOwnFixturesMatchTheirSnapshots(_ input: SnapshotInput) throws {
        try Snapshot.expect(try Self.snapshotText(input), matches: Self.snapshots.appendingPathComponent("\(input.name).txt"))
    }
}
