import Foundation
import StringResources
import Testing
@testable import XCStringsKit

@Suite struct ValidationBaselineTests {
    static let findings = [
        ValidationFinding(
            severity: .error, rule: .missingTranslation, file: "Res/A b.xcstrings", position: SourcePosition(line: 4, column: 7),
            key: "k", locale: "fi", message: "\"k\" has no \"fi\" translation"),
        ValidationFinding(severity: .warning, rule: .duplicateKey, file: "x,y:z.strings", position: nil, key: nil, locale: nil, message: "100% sure\nnext"),
        ValidationFinding(severity: .note, rule: .stateStale, file: "/abs/C.xcstrings", position: SourcePosition(line: 2, column: 1), key: "s", locale: nil, message: "stale \"quoted\" \\ tab\t"),
    ]
    static let report = ValidationReport(findings: findings, fileCount: 3)

    @Test func writesOneFindingPerLine() {
        let baseline = ValidationBaseline(report: ValidationReport(findings: [Self.findings[0], Self.findings[1]], fileCount: 2))
        #expect(baseline.json == """
            {
              "version": 1,
              "findings": [
                {"rule": "missing-translation", "file": "Res/A b.xcstrings", "key": "k", "locale": "fi", "message": "\\"k\\" has no \\"fi\\" translation"},
                {"rule": "duplicate-key", "file": "x,y:z.strings", "key": null, "locale": null, "message": "100% sure\\nnext"}
              ]
            }

            """)
        #expect(ValidationBaseline(entries: []).json == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    @Test func aMalformedBaselineSaysWhere() {
        let error = #expect(throws: ResourceError.self) { try ValidationBaseline(json: Data("{\"findings\": [\n  {\"rule\": 1}\n]}".utf8), file: "b.json") }
        #expect(error?.kind == .schema)
        #expect(error?.position == SourcePosition(line: 2, column: 3))
        #expect(error?.keyPath == ["findings", "0"])
        let syntax = #expect(throws: ResourceError.self) { try ValidationBaseline(json: Data("{\"findings\": [}".utf8), file: "b.json") }
        #expect(syntax?.kind == .malformedJSON)
        #expect(syntax?.file == "b.json")
    }

    @Test func roundTripAbsorbsEveryFindingWhateverItsPosition() throws {
        let baseline = ValidationBaseline(report: Self.report)
        let read = try ValidationBaseline(json: Data(baseline.json.utf8))
        #expect(read == baseline)
        var moved = Self.report
        moved.findings = moved.findings.map { finding in
            var copy = finding
            copy.position = SourcePosition(line: (finding.position?.line ?? 0) + 10, column: 3)
            return copy
        }
        #expect(moved.excluding(read).findings.isEmpty)
    }

    @Test func onlyNewFindingsRemain() throws {
        let baseline = ValidationBaseline(report: ValidationReport(findings: [Self.findings[0]], fileCount: 1))
        let remaining = Self.report.excluding(baseline)
        #expect(remaining.findings == Array(Self.findings.dropFirst()))
        // Each baseline entry absorbs one finding: a second identical finding is new.
        let twice = ValidationReport(findings: [Self.findings[0], Self.findings[0]], fileCount: 1)
        #expect(twice.excluding(baseline).findings.count == 1)
    }

    @Test func aLeadingDotSlashDoesNotMatter() {
        var dotted = Self.findings[0]
        dotted.file = "./" + (dotted.file ?? "")
        let baseline = ValidationBaseline(report: ValidationReport(findings: [dotted], fileCount: 1))
        #expect(ValidationReport(findings: [Self.findings[0]], fileCount: 1).excluding(baseline).findings.isEmpty)
    }

    @Test func aDifferentLocaleIsNotAbsorbed() {
        let baseline = ValidationBaseline(report: ValidationReport(findings: [Self.findings[0]], fileCount: 1))
        var changed = Self.findings[0]
        changed.locale = "tr"
        #expect(ValidationReport(findings: [changed], fileCount: 1).excluding(baseline).findings == [changed])
    }

    @Test(arguments: ["", "[]", "{\"findings\": 3}", "{\"findings\": [{\"rule\": 1}]}"])
    func malformedBaselinesAreErrors(_ text: String) {
        #expect(throws: ResourceError.self) { try ValidationBaseline(json: Data(text.utf8), file: "b.json") }
    }
}
