import Foundation
import StringResources
import Testing

/// Parsing Apple format strings: segments, argument types and diagnostics with columns.
@Suite struct FormatStringTests {
    /// A compact picture of the segments: `'text'`, `[%d 1 signed integer]`, `{name 2}`, `<arg>`, `!%y!`.
    static func sketch(_ format: FormatString) -> String {
        format.segments.map { segment in
            switch segment {
            case .literal(let text): "'\(text)'"
            case .specifier(let specifier): "[\(specifier.text) \(specifier.argumentPosition)]"
            case .variable(let name, let position): "{\(name) \(position.map(String.init) ?? "-")}"
            case .substitutionArgument: "<arg>"
            case .invalid(let text): "!\(text)!"
            }
        }.joined(separator: " ")
    }

    static let segmentCases: [(String, String)] = [
        ("", ""),
        ("plain text", "'plain text'"),
        ("100%%", "'100%'"),
        ("%%%d%%", "'%' [%d 1] '%'"),
        ("%@ has %d items", "[%@ 1] ' has ' [%d 2] ' items'"),
        ("%2$@ %1$lld", "[%2$@ 2] ' ' [%1$lld 1]"),
        ("%-+ #0'12.4lf", "[%-+ #0'12.4lf 1]"),
        ("%*d %.*f", "[%*d 2] ' ' [%.*f 4]"),
        ("%*3$.*2$f", "[%*3$.*2$f 1]"),
        ("%hhd %hd %ld %lld %qd %zd %td %jd %Lf", "[%hhd 1] ' ' [%hd 2] ' ' [%ld 3] ' ' [%lld 4] ' ' [%qd 5] ' ' [%zd 6] ' ' [%td 7] ' ' [%jd 8] ' ' [%Lf 9]"),
        ("%d%i%o%u%x%X%f%F%e%E%g%G%a%A%c%C%s%S%p%@", (1...20).map { _ in "" }.isEmpty ? "" : "[%d 1] [%i 2] [%o 3] [%u 4] [%x 5] [%X 6] [%f 7] [%F 8] [%e 9] [%E 10] [%g 11] [%G 12] [%a 13] [%A 14] [%c 15] [%C 16] [%s 17] [%S 18] [%p 19] [%@ 20]"),
        ("%#@terms@", "{terms 1}"),
        ("%1$#@files@ in %2$#@folders@", "{files 1} ' in ' {folders 2}"),
        ("%@ and %#@count@", "[%@ 1] ' and ' {count 2}"),
        ("%arg items", "<arg> ' items'"),
        ("%y", "!%y!"),
        ("abc %", "'abc ' !%!"),
        ("%5", "!%5!"),
        ("%n", "!%n!"),
        ("%0$@", "!%0$! '@'"),
        ("%#@open", "!%#@! 'open'"),
        ("%%%foo", "'%' [%f 1] 'oo'"),
        ("%_9d", "!%_! '9d'"),
        ("äö %d €", "'äö ' [%d 1] ' €'"),
        ("%1$@ %1$@", "[%1$@ 1] ' ' [%1$@ 1]"),
    ]

    @Test(arguments: segmentCases)
    func segments(_ text: String, _ expected: String) {
        #expect(Self.sketch(FormatString(parsing: text)) == expected)
    }

    @Test func specifierParts() throws {
        let format = FormatString(parsing: "ab%3$-+08.3lldx")
        guard case .specifier(let specifier) = format.segments[1] else {
            Issue.record("no specifier in \(format.segments)")
            return
        }
        #expect(specifier.flags == [.leftJustify, .plusSign, .zeroPad])
        #expect(specifier.width == .fixed(8))
        #expect(specifier.precision == .fixed(3))
        #expect(specifier.length == .ll)
        #expect(specifier.conversion == .d)
        #expect(specifier.position == 3)
        #expect(specifier.argumentPosition == 3)
        #expect(specifier.offset == 2)
        #expect(specifier.text == "%3$-+08.3lld")
        #expect(format.segments[2] == .literal("x"))
        let star = FormatString(parsing: "%-*.*2$f").specifiers.first
        #expect(star?.width == .argument(position: nil))
        #expect(star?.precision == .argument(position: 2))
        #expect(FormatString(parsing: "%.f").specifiers.first?.precision == .fixed(0))
    }

    @Test func substitutionArgumentCanBeTurnedOff() {
        #expect(Self.sketch(FormatString(parsing: "%arg", allowsSubstitutionArgument: false)) == "[%a 1] 'rg'")
        #expect(FormatString(parsing: "%arg").hasSubstitutionArgument)
    }

    static let typeCases: [(String, [Int: FormatArgumentType])] = [
        ("%@ %d %u %f %c %s %p", [1: .object, 2: .signedInteger, 3: .unsignedInteger, 4: .floatingPoint, 5: .character, 6: .cString, 7: .pointer]),
        ("%x %o %X %i", [1: .unsignedInteger, 2: .unsignedInteger, 3: .unsignedInteger, 4: .signedInteger]),
        ("%e %E %g %G %a %A %F %C %S", [1: .floatingPoint, 2: .floatingPoint, 3: .floatingPoint, 4: .floatingPoint, 5: .floatingPoint, 6: .floatingPoint, 7: .floatingPoint, 8: .character, 9: .cString]),
        ("%2$d-%4$f-%3$@-%c", [1: .character, 2: .signedInteger, 3: .object, 4: .floatingPoint]),
        ("%*.*f", [1: .signedInteger, 2: .signedInteger, 3: .floatingPoint]),
        ("%#@x@ %d", [2: .signedInteger]),
        ("%1$d %1$x", [1: .signedInteger]),
    ]

    @Test(arguments: typeCases)
    func argumentTypes(_ text: String, _ expected: [Int: FormatArgumentType]) {
        let format = FormatString(parsing: text)
        #expect(format.argumentTypes == expected)
        #expect(!format.hasErrors, "\(format.diagnostics)")
    }

    @Test func variableTypesComeFromTheirDefinitions() {
        let format = FormatString(parsing: "%@ has %#@items@")
        #expect(format.argumentCount == 2)
        #expect(format.variables.map(\.name) == ["items"])
        #expect(format.variables.first?.argumentPosition == 2)
        #expect(format.variables.first?.text == "%#@items@")
        let types = format.argumentTypes { $0 == "items" ? FormatArgumentType(valueType: "lld") : nil }
        #expect(types == [1: .object, 2: .signedInteger])
    }

    @Test func variablePositionWithoutDollarIsReadAsAPosition() {
        // DuckDuckGo's stringsdicts ship `%1#@count@`, which Apple reads as argument 1.
        let format = FormatString(parsing: "%2#@files@ in %1$@")
        #expect(format.segments.first == .variable(name: "files", position: 2))
        #expect(format.variables.first?.position == 2)
        #expect(format.variables.first?.text == "%2#@files@")
        #expect(!format.hasErrors)
        #expect(format.diagnostics.map(\.kind) == [.positionWithoutDollar])
    }

    static let valueTypes: [(String, FormatArgumentType?)] = [
        ("d", .signedInteger), ("lld", .signedInteger), ("%ld", .signedInteger), ("u", .unsignedInteger),
        ("@", .object), ("f", .floatingPoint), ("lf", .floatingPoint), ("c", .character), ("", nil), ("k", nil), ("dd", nil),
    ]

    @Test(arguments: valueTypes)
    func valueType(_ text: String, _ expected: FormatArgumentType?) {
        #expect(FormatArgumentType(valueType: text) == expected)
    }

    struct DiagnosticCase: Sendable, CustomTestStringConvertible {
        var format: String
        var kind: FormatDiagnostic.Kind
        var severity: Severity
        var line = 1
        var column: Int
        var testDescription: String { format }
    }

    static let diagnosticCases: [DiagnosticCase] = [
        DiagnosticCase(format: "abc %", kind: .incompleteSpecifier, severity: .error, column: 5),
        DiagnosticCase(format: "total: %-5.2l", kind: .incompleteSpecifier, severity: .error, column: 8),
        DiagnosticCase(format: "a %y b", kind: .unknownConversion("y"), severity: .error, column: 3),
        DiagnosticCase(format: "äö %k", kind: .unknownConversion("k"), severity: .error, column: 4),
        DiagnosticCase(format: "%d %n", kind: .refusedConversion, severity: .error, column: 4),
        DiagnosticCase(format: "x %0$@", kind: .invalidPosition, severity: .error, column: 3),
        DiagnosticCase(format: "%#@abc", kind: .unterminatedVariable, severity: .error, column: 1),
        DiagnosticCase(format: "%#@@", kind: .unterminatedVariable, severity: .error, column: 1),
        DiagnosticCase(format: "Found %1#@count@", kind: .positionWithoutDollar, severity: .warning, column: 7),
        DiagnosticCase(format: "Text: %1$@; %1$ld.", kind: .typeConflict(position: 1, first: .object, firstOffset: 6, second: .signedInteger), severity: .error, column: 13),
        DiagnosticCase(format: "%@ %1$d", kind: .typeConflict(position: 1, first: .object, firstOffset: 0, second: .signedInteger), severity: .error, column: 4),
        DiagnosticCase(format: "%@ %1$d", kind: .mixedPositions, severity: .warning, column: 4),
        DiagnosticCase(format: "one\n%d %1$f", kind: .typeConflict(position: 1, first: .signedInteger, firstOffset: 4, second: .floatingPoint), severity: .error, line: 2, column: 4),
        DiagnosticCase(format: "%2$@", kind: .unusedPosition(1), severity: .warning, column: 1),
        DiagnosticCase(format: "%1$@ %3$d", kind: .unusedPosition(2), severity: .warning, column: 6),
        DiagnosticCase(format: "%5%", kind: .unknownConversion("%"), severity: .error, column: 1),
        DiagnosticCase(format: "ab %10000$@", kind: .invalidPosition, severity: .error, column: 4),
    ]

    @Test(arguments: diagnosticCases)
    func diagnostics(_ testCase: DiagnosticCase) {
        let format = FormatString(parsing: testCase.format)
        let match = format.diagnostics.first { $0.kind == testCase.kind }
        #expect(match != nil, "\(format.diagnostics)")
        #expect(match?.severity == testCase.severity)
        #expect(match?.position == SourcePosition(line: testCase.line, column: testCase.column))
        #expect(match?.column == testCase.column)
        #expect(match?.message.isEmpty == false)
    }

    @Test func conflictMessageNamesBothColumns() {
        let diagnostic = FormatString(parsing: "Text: %1$@; %1$ld.").diagnostics.first
        #expect(diagnostic?.message == "argument 1 is used as signed integer here but as object at column 7")
        #expect(diagnostic?.description == "<format>:1:13: error: argument 1 is used as signed integer here but as object at column 7")
    }

    @Test func validateThrowsTheFirstError() {
        #expect(throws: ResourceError(.formatString, position: SourcePosition(line: 1, column: 5), message: "'%n' is not allowed in a format string")) {
            try FormatString.validate("abc %n")
        }
        #expect(throws: Never.self) { try FormatString.validate("%@ %1$@") }
        #expect(FormatString(parsing: "%d %@ %2$@").hasErrors == false)
    }

    @Test func manyGapsReportOnlyTheFirstFew() {
        let format = FormatString(parsing: "%9999$@")
        #expect(format.argumentCount == 9999)
        #expect(format.diagnostics.count == 10)
    }

    @Test func cleanFormatsHaveNoDiagnostics() {
        for text in ["%@ has %d items", "%1$@ %2$d", "%#@a@ %#@b@", "100%% sure", "%arg"] {
            #expect(FormatString(parsing: text).diagnostics.isEmpty, "\(text)")
        }
    }
}
