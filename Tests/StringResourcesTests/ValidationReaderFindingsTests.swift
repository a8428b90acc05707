import Foundation
import Testing
import _SanastoTestSupport
@testable import StringResources

/// The findings of what the readers meet: a key that cannot be read, a width the renderers cap.
@Suite struct ValidationReaderFindingsTests {
    static func catalog(_ strings: String) -> String {
        "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\(strings)\n},\n\"version\" : \"1.0\"\n}\n"
    }

    @Test(arguments: [
        // (catalog strings, rule, severity, line)
        ("\"a\" : {\"localizations\" : {\"fi\" : {\"stringUnit\" : {\"state\" : \"new\"}}}},\n\"b\" : {}", ValidationRule.ID.malformedEntry, Severity.error, 4),
        ("\"%999999999d items\" : {\"localizations\" : {\"fi\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"%999999999d\"}}}}",
         .formatExcessiveAmount, .warning, 4),
    ] as [(String, ValidationRule.ID, Severity, Int)])
    func readerFindingsAreReportedAndTheRestIsChecked(strings: String, rule: ValidationRule.ID, severity: Severity, line: Int) throws {
        let folder = try TemporaryFolder(["Localizable.xcstrings": Self.catalog(strings)])
        let report = Validation().validate(files: [folder.appending("Localizable.xcstrings").path])
        let found = try #require(report.findings.first { $0.rule == rule }, "\(report.findings)")
        #expect(found.severity == severity)
        #expect(found.position?.line == line)
        #expect(!report.findings.contains { $0.rule == .parseError })
        #expect(Validation().rules.contains { $0.id == rule })
    }
}
