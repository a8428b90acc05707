import Foundation
import Testing
@testable import StringResources

/// Validation of the peer projects' real catalogs and `.lproj` folders in `../shared/fixtures/strings`.
// Skipped with a message where ../shared is absent (CI always has it).
@Suite(.enabled(if: SharedCatalogFixtures.isAvailable, "../shared/fixtures is absent"))
struct ValidationConformanceTests {
    /// Every finding of a real catalog has its file and position, and none is a parse error.
    @Test(arguments: SharedCatalogFixtures.xcodeWritten)
    func findingsOfRealCatalogsHavePositions(_ path: String) {
        let file = SharedCatalogFixtures.folder.appendingPathComponent(path).path
        let report = Validation().validate(files: [file])
        #expect(!report.findings.contains { $0.rule == .parseError })
        for finding in report.findings {
            #expect(finding.file == file)
            #expect(finding.position != nil, "\(finding)")
        }
    }

    /// The xcstrings-tool fixtures its authors consider valid have no format or substitution errors;
    /// the one with a mismatching argument type has one.
    @Test func formatRulesAgreeWithXCStringsTool() {
        let formatRules: Set<ValidationRule.ID> = [
            .formatInvalid, .formatNSpecifier, .formatSpecifierMismatch, .substitutionUndefined, .substitutionMismatch,
        ]
        for path in SharedCatalogFixtures.xcodeWritten where path.hasPrefix("xcstrings-tool/") {
            let file = SharedCatalogFixtures.folder.appendingPathComponent(path).path
            let errors = Validation().validate(files: [file]).findings.filter { formatRules.contains($0.rule) }
            if path.hasSuffix("!MismatchingArgumentType.xcstrings") {
                #expect(errors.map(\.rule) == [.formatInvalid], "\(path)")
            } else if !path.contains("!") {
                #expect(errors.isEmpty, "\(path): \(errors.map(\.description))")
            }
        }
    }

    /// DuckDuckGo's `.lproj` folders: stringsdict keys are located, and `%1#@count@` counts as a reference.
    @Test func duckDuckGoFolders() throws {
        let folder = SharedCatalogFixtures.folder.appendingPathComponent("duckduckgo")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
            .sorted()
            .map { folder.appendingPathComponent($0).path }
        let report = Validation().validate(files: files)
        #expect(!report.findings.contains { $0.rule == .parseError || $0.rule == .substitutionUnused })
        #expect(report.findings.allSatisfy { $0.position != nil })
    }
}
