import _SanastoTestSupport
import Foundation
import Testing
@testable import StringResources

@Suite struct ValidationReportTests {
    static let findings = [
        ValidationFinding(
            severity: .error, rule: .missingTranslation, file: "Res/A b.xcstrings", position: SourcePosition(line: 4, column: 7),
            key: "k", locale: "fi", message: "\"k\" has no \"fi\" translation"),
        ValidationFinding(severity: .warning, rule: .duplicateKey, file: "x,y:z.strings", position: nil, key: nil, locale: nil, message: "100% sure\nnext"),
        ValidationFinding(severity: .note, rule: .stateStale, file: "/abs/C.xcstrings", position: SourcePosition(line: 2, column: 1), key: "s", locale: nil, message: "stale \"quoted\" \\ tab\t"),
    ]
    static let report = ValidationReport(findings: findings, fileCount: 3)

    @Test func textHasOneLinePerFindingAndASummary() {
        #expect(Self.report.text() == """
            Res/A b.xcstrings:4:7: error: "k" has no "fi" translation [missing-translation]
            x,y:z.strings: warning: 100% sure\\nnext [duplicate-key]
            /abs/C.xcstrings:2:1: note: stale "quoted" \\ tab\t [state-stale]
            1 error, 1 warning and 1 note in 3 files

            """)
        #expect(ValidationReport(findings: [], fileCount: 1).text() == "no problems in 1 file\n")
    }

    @Test func textStylesEachPart() {
        let printer = DiagnosticPrinter(style: { text, part in "<\(part)>\(text)</>" })
        let styled = ValidationReport(findings: [Self.findings[0]], fileCount: 1).text(printer: printer)
        #expect(styled == "<location>Res/A b.xcstrings:4:7:</> <severity(error)>error:</> \"k\" has no \"fi\" translation <code>[missing-translation]</>\n<summary>1 error, 0 warnings and 0 notes in 1 file</>\n")
        // A line break in a key stays inside the one line of its finding, styled or not.
        let broken = ValidationReport(findings: [Self.findings[1]], fileCount: 1).text(printer: DiagnosticPrinter(style: { text, _ in text }))
        #expect(broken.hasPrefix("x,y:z.strings: warning: 100% sure\\nnext [duplicate-key]\n"))
    }

    @Test func jsonIsValidAndHasNullsWhereFieldsDoNotApply() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.report.json.utf8))
        let top = try #require(object as? [String: Any])
        #expect(Set(top.keys) == ["findings", "summary"])
        let findings = try #require(top["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        for finding in findings {
            #expect(Set(finding.keys) == ["severity", "rule", "file", "line", "column", "key", "locale", "message"])
        }
        #expect(findings[0]["severity"] as? String == "error")
        #expect(findings[0]["rule"] as? String == "missing-translation")
        #expect(findings[0]["line"] as? Int == 4)
        #expect(findings[0]["column"] as? Int == 7)
        #expect(findings[0]["locale"] as? String == "fi")
        #expect(findings[1]["line"] is NSNull)
        #expect(findings[1]["key"] is NSNull)
        #expect(findings[1]["message"] as? String == "100% sure\nnext")
        #expect(findings[2]["message"] as? String == "stale \"quoted\" \\ tab\t")
        let summary = try #require(top["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 1, "notes": 1, "files": 3])
    }

    @Test func sarifHasRulesResultsAndLocations() throws {
        let text = Self.report.sarif(toolName: "xcstrings", toolVersion: "1.2.3", rules: ValidationRule.builtIn)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(top["version"] as? String == "2.1.0")
        #expect((top["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((top["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "xcstrings")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ValidationRule.builtIn.map(\.id.rawValue))
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        // Code scanning refuses a result without a location.
        #expect(results.allSatisfy { ($0["locations"] as? [Any])?.isEmpty == false })
        #expect(results[0]["ruleId"] as? String == "missing-translation")
        let index = try #require(results[0]["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "missing-translation")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Res/A%20b.xcstrings")
        #expect((location["region"] as? [String: Int]) == ["startLine": 4, "startColumn": 7])
        let absolute = try #require((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((absolute["artifactLocation"] as? [String: Any])?["uri"] as? String == "file:///abs/C.xcstrings")
        #expect((results[0]["message"] as? [String: String])?["text"] == "\"k\" has no \"fi\" translation")
    }

    /// (path as given, SARIF URI): normalized so that code scanning matches it to the file.
    @Test(arguments: [
        ("Res/A b.xcstrings", "Res/A%20b.xcstrings"),
        ("./Res/./A.xcstrings", "Res/A.xcstrings"),
        ("Res//Base.lproj/../fi.lproj/L.strings", "Res/fi.lproj/L.strings"),
        ("../shared/L.xcstrings", "../shared/L.xcstrings"),
        ("a/../../b.strings", "../b.strings"),
        ("Res\\fi.lproj\\L.strings", "Res/fi.lproj/L.strings"),
        ("/abs/./x/../C.xcstrings", "file:///abs/C.xcstrings"),
        ("/../C.xcstrings", "file:///C.xcstrings"),
        ("C:\\Work\\App\\L.xcstrings", "file:///C:/Work/App/L.xcstrings"),
        ("100%/a:b#c?.strings", "100%25/a%3Ab%23c%3F.strings"),
        ("Resurssit/Käännös.xcstrings", "Resurssit/K%C3%A4%C3%A4nn%C3%B6s.xcstrings"),
    ])
    func sarifURIsAreNormalized(_ path: String, _ uri: String) {
        #expect(ValidationReport.uri(path) == uri)
    }

    @Test func githubAnnotationsAreEscaped() {
        #expect(Self.report.githubAnnotations == """
            ::error file=Res/A b.xcstrings,line=4,col=7,title=missing-translation::"k" has no "fi" translation
            ::warning file=x%2Cy%3Az.strings,title=duplicate-key::100%25 sure%0Anext
            ::notice file=/abs/C.xcstrings,line=2,col=1,title=state-stale::stale "quoted" \\ tab\t

            """)
    }

    @Test(arguments: [(false, true), (true, true)])
    func failsOnErrorsAndInStrictModeOnWarnings(strict: Bool, expected: Bool) {
        #expect(Self.report.fails(strict: strict) == expected)
        let warningsOnly = ValidationReport(findings: [Self.findings[1], Self.findings[2]], fileCount: 1)
        #expect(warningsOnly.fails(strict: strict) == strict)
        let notesOnly = ValidationReport(findings: [Self.findings[2]], fileCount: 1)
        #expect(notesOnly.fails(strict: true) == false)
    }
}

@Suite struct ValidationFindingTests {
    /// Findings in several files, at shared and distinct positions, with ties broken by rule, key, locale, message.
    static func findings() -> [ValidationFinding] {
        var findings: [ValidationFinding] = []
        for file in ["b.xcstrings", "a.xcstrings", nil] as [String?] {
            for line in [3, 1, 2] {
                for locale in ["tr", "fi", nil] as [String?] {
                    findings.append(ValidationFinding(
                        severity: .error, rule: line == 2 ? .emptyValue : .missingTranslation, file: file,
                        position: line == 3 && locale == nil ? nil : SourcePosition(line: line, column: 5 - line),
                        key: "k\(line % 2)", locale: locale, message: "m\(locale ?? "")"))
                }
            }
        }
        return findings
    }

    @Test(arguments: [0, 1, 2, 3])
    func sortedAgreesWithTheOrderOfFindings(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 0x9E37_79B9)
        let shuffled = Self.findings().shuffled(using: &generator)
        let expected = shuffled.sorted(by: ValidationFinding.sortsBefore)
        #expect(ValidationFinding.sorted(shuffled) == expected)
        #expect(ValidationFinding.sorted(Array(shuffled.filter { $0.file == "a.xcstrings" })) == expected.filter { $0.file == "a.xcstrings" })
    }
}

/// The plain report copies the parts a line shares with the one before: it must print what the styled path
/// (which never copies) prints with a style that changes nothing.
@Suite struct ValidationReportPlainTextTests {
    static let file = "Sources/Feature/Resources/Localizable.xcstrings"
    static let longKey = "Settings › a key long enough to be stored apart"
    static let brokenKey = "Line 1\nLine 2\u{2028}and more text after the break"

    static func missing(_ key: String, _ locale: String, file: String? = file, line: Int? = 12, keyPath: [String]? = nil) -> ValidationFinding {
        ValidationFinding(
            severity: .error, rule: .missingTranslation, file: file, position: line.map { SourcePosition(line: $0, column: 5) }, key: key,
            locale: locale, keyPath: keyPath ?? ["strings", key], message: .missingTranslation)
    }

    static let reports: [[ValidationFinding]] = {
        let sharedPath = ["strings", longKey]
        let equalFile = String(decoding: Array(file.utf8), as: UTF8.self)
        return [
            // One key, many locales, one shared key path: every part but the locale repeats.
            ["da", "de", "fi", "sv"].map { missing(longKey, $0, keyPath: sharedPath) },
            // Keys with line breaks, repeated and alternating.
            [missing(brokenKey, "fi"), missing(brokenKey, "sv"), missing("short\n", "fi"), missing(brokenKey, "tr")],
            // Equal bytes in different strings (a file path, a key), nil files and positions, empty key paths.
            [missing(longKey, "fi"), missing(longKey, "sv", file: equalFile), missing(longKey, "sv", file: nil), missing(longKey, "sv", file: nil, line: nil),
             missing(longKey, "tr", keyPath: []), missing(longKey, "tr", line: 13), missing(String(decoding: Array(longKey.utf8), as: UTF8.self), "tr")],
            // Other rules, severities and messages between the repeats.
            [missing(longKey, "fi"),
             ValidationFinding(severity: .warning, rule: .stateNew, file: file, position: SourcePosition(line: 12, column: 5), key: longKey, locale: "fi", message: "new\nstate"),
             ValidationFinding(severity: .note, rule: .stateStale, file: file, position: SourcePosition(line: 12, column: 5), key: nil, locale: nil, message: "stale"),
             missing(longKey, "sv")],
        ]
    }()

    @Test(arguments: reports)
    func plainTextIsTheUnstyledText(_ findings: [ValidationFinding]) {
        let report = ValidationReport(findings: findings, fileCount: 1)
        let styled = report.text(printer: DiagnosticPrinter(style: { text, _ in text }))
        #expect(report.text() == styled)
        #expect(report.text(printer: DiagnosticPrinter(defaultLocation: "<here>")) == report.text(printer: DiagnosticPrinter(defaultLocation: "<here>", style: { text, _ in text })))
    }
}
