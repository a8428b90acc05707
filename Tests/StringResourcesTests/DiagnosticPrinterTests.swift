import Testing
@testable import StringResources

@Suite struct DiagnosticPrinterTests {
    static let plural = ["strings", "item_count", "localizations", "ru", "variations", "plural", "few"]

    @Test(arguments: [
        (Diagnostic(.error, "expected a string", location: DiagnosticLocation(file: "a.xcstrings", position: SourcePosition(line: 3, column: 7))),
         "a.xcstrings:3:7: error: expected a string"),
        (Diagnostic(.warning, "lacks 'few'", location: DiagnosticLocation(file: "L.xcstrings", position: SourcePosition(line: 9, column: 2), keyPath: plural),
                    code: "plural-missing-category"),
         "L.xcstrings:9:2: warning: lacks 'few' (strings › item_count › localizations › ru › variations › plural › few) [plural-missing-category]"),
        // A file without a position, a position without a file.
        (Diagnostic(.note, "left out", location: DiagnosticLocation(file: "en.lproj/A.strings")), "en.lproj/A.strings: note: left out"),
        (Diagnostic(.error, "bad", location: DiagnosticLocation(position: SourcePosition(line: 1, column: 4))), "<input>:1:4: error: bad"),
        // No location at all: the printer's default location.
        (Diagnostic(.warning, "no rules for 'xx'"), "<input>: warning: no rules for 'xx'"),
        // Line breaks (from keys) stay inside the one line, in the message and in the key path.
        (Diagnostic(.error, "\"a\nb\r\" is empty", location: DiagnosticLocation(file: "f", keyPath: ["strings", "a\nb"])),
         "f: error: \"a\\nb\\r\" is empty (strings › a\\nb)"),
        // So do the characters other tools take for line breaks (Python's splitlines, editors).
        (Diagnostic(.note, "'a\u{2028}b\u{85}c\u{0B}d\u{1E}e\u{2029}' (fi): left out", location: DiagnosticLocation(file: "f")),
         "f: note: 'a\\u{2028}b\\u{85}c\\u{0B}d\\u{1E}e\\u{2029}' (fi): left out"),
        (Diagnostic(.warning, "ääkköset 😀", location: DiagnosticLocation(file: "fi/ä.strings", position: SourcePosition(line: 120, column: 1_000_003))),
         "fi/ä.strings:120:1000003: warning: ääkköset 😀"),
    ])
    func printsOneLine(_ diagnostic: Diagnostic, _ expected: String) {
        #expect(DiagnosticPrinter().line(diagnostic) == expected)
        #expect(diagnostic.description == expected)
        // The styled path writes the same text when the style changes nothing.
        #expect(DiagnosticPrinter(style: { text, _ in text }).line(diagnostic) == expected)
    }

    @Test func defaultLocationStandsInForAMissingFile() {
        let printer = DiagnosticPrinter(defaultLocation: "xcstrings plurals")
        #expect(printer.line(Diagnostic(.warning, "using root's rules")) == "xcstrings plurals: warning: using root's rules")
        let format = DiagnosticPrinter(defaultLocation: "<format>")
        #expect(format.line(Diagnostic(.error, "unknown conversion 'y'", location: DiagnosticLocation(position: SourcePosition(line: 1, column: 11))))
            == "<format>:1:11: error: unknown conversion 'y'")
    }

    @Test func stylesEachPart() {
        let printer = DiagnosticPrinter(style: { text, part in "<\(part)>\(text)</>" })
        let diagnostic = Diagnostic(.error, "m", location: DiagnosticLocation(file: "a", position: SourcePosition(line: 1, column: 2), keyPath: ["k"]), code: "r")
        #expect(printer.line(diagnostic) == "<location>a:1:2:</> <severity(error)>error:</> m <keyPath>(k)</> <code>[r]</>")
    }

    @Test func linesEndEachDiagnostic() {
        let diagnostics = [Diagnostic(.error, "one"), Diagnostic(.note, "two")]
        #expect(DiagnosticPrinter().lines(diagnostics) == "<input>: error: one\n<input>: note: two\n")
        #expect(DiagnosticPrinter().lines([]) == "")
    }

    /// Every diagnostic type of the module prints through the one printer.
    @Test func diagnosticTypesPrintThroughThePrinter() {
        let error = ResourceError(.schema, file: "a.xcstrings", position: SourcePosition(line: 3, column: 7), keyPath: ["strings", "k"], message: "expected a string")
        #expect(error.description == "a.xcstrings:3:7: error: expected a string (strings › k)")
        let finding = ValidationFinding(
            severity: .warning, rule: .stateNew, file: "a.xcstrings", position: SourcePosition(line: 2, column: 1), key: "k",
            locale: "fi", keyPath: ["strings", "k", "localizations", "fi"], message: "new")
        #expect(finding.description == "a.xcstrings:2:1: warning: new (strings › k › localizations › fi) [state-new]")
        let note = ConversionNote(file: "en.lproj/A.strings", key: "k", language: "en", message: "left out")
        #expect(note.description == "en.lproj/A.strings: note: 'k' (en): left out")
        let strings = StringsDiagnostic(kind: .duplicateKey, key: "a", position: SourcePosition(line: 3, column: 3), previousPosition: SourcePosition(line: 1, column: 1))
        #expect(strings.description == "<input>:3:3: warning: duplicate key \"a\" (first defined at 1:1); the last value wins")
        let format = FormatString(parsing: "x %y").diagnostics.first
        #expect(format?.description == "<format>:1:3: error: unknown conversion 'y' in '%y'")
    }

    @Test(arguments: Severity.allCases)
    func severityOrderPutsErrorsFirst(_ severity: Severity) {
        #expect(Severity.error <= severity)
        #expect(severity <= Severity.note)
        #expect(severity.description == severity.rawValue)
    }
}
