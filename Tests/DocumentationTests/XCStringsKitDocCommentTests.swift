import Foundation
import StringResources
import Testing
import XCStringsKit
import _SanastoTestSupport

/// The `///` example of `Linter`, as written, run in a temporary folder with its `Resources` and a baseline that
/// records the one old finding.
@Suite struct XCStringsKitDocCommentTests {
    @Test func linter() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "strings" : { "Settings" : { "localizations" : {
              "fi" : { "stringUnit" : { "state" : "translated", "value" : "Asetukset" } } } } }, "version" : "1.0" }
            """#
        let folder = try TemporaryFolder(["Resources/Localizable.xcstrings": catalog])
        let (before, after) = try WorkingDirectory.run(in: folder.url) {
            let old = try Linter(locales: ["fi", "tr"]).lint(["Resources"])
            try ValidationBaseline(report: old).write(to: URL(fileURLWithPath: "lint-baseline.json"))

            let linter = Linter(locales: ["fi", "tr"])
            let report = try linter.lint(["Resources"]).excluding(try Linter.readBaseline(at: "lint-baseline.json"))
            print(report.text())

            return (old, report)
        }
        #expect(before.findings.map(\.rule.rawValue) == ["missing-translation"], "\(before.text())")
        #expect(after.findings.isEmpty, "\(after.text())")
        #expect(after.text() == "no problems in 1 file\n", "\(after.text())")
    }
}
