import Testing

/// `xcstrings printf` end to end: the built tool's output and exit code against `Snapshots/printf-*.txt`.
@Suite struct PrintfCommandTests {
    static let cases: [(String, [String])] = [
        ("printf-localized-fi", ["printf", "--locale", "fi", "%@ has %d items", "Kategoria", "1234567"]),
        ("printf-localized-de", ["printf", "-l", "de", "%d Stück, %.2f €", "1000", "1234.5"]),
        ("printf-localized-ar-EG", ["printf", "--locale", "ar-EG", "%d | %.1f | %x", "1234567", "-2.25", "255"]),
        ("printf-localized-hi-IN", ["printf", "--locale", "hi-IN", "%d", "12345678"]),
        ("printf-c", ["printf", "%d %5.2f %-8s| %x %#o %e %g %+d %c", "42", "3.14159", "ab", "255", "8", "12345.678", "0.0001", "5", "A"]),
        ("printf-positional", ["printf", "%2$@: %1$05.1f", "3.14159", "pi"]),
        ("printf-parse-error", ["printf", "Total: %d %y and %n", "1"]),
        ("printf-type-conflict", ["printf", "%1$@ %1$d", "x"]),
        ("printf-bad-argument", ["printf", "%@ has %d items", "Box", "abc"]),
        ("printf-missing-argument", ["printf", "%@ has %d items", "Box"]),
        ("printf-unresolved-variable", ["printf", "%#@terms@", "3"]),
        ("printf-help", ["printf", "--help"]),
        ("printf-no-format", ["printf"]),
    ]

    @Test(arguments: cases)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    @Test func localizedOutputUsesNoBreakSpaces() throws {
        let output = try XCStringsTool.run(["printf", "--locale", "fi", "%d", "1000"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == "1\u{A0}000\n")
    }

    @Test func badArgumentNamesItsPositionAndExits65() throws {
        let output = try XCStringsTool.run(["printf", "%@ has %d items", "Box", "abc"])
        #expect(output.exitCode == 65)
        #expect(output.standardError.contains("argument 2 'abc' is not a signed integer for '%d' at column 8"))
    }
}
