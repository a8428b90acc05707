import Testing

/// `xcstrings preview` end to end: the built tool's output and exit code against `Snapshots/preview-*.txt`.
@Suite struct PreviewCommandTests {
    static let files = "Tests/XCStringsToolTests/Fixtures/preview/Files"

    static let cases: [(String, [String])] = [
        ("preview-example-text", ["preview", "Examples/Terminology", "term(s) in category"]),
        ("preview-example-json", ["preview", "Examples/Terminology", "term(s) in category", "--format", "json"]),
        ("preview-args-single", ["preview", "Examples/Terminology", "term(s) in category", "--locale", "fi", "--args", "0", "--args", "1", "--args=40", "--args", "1234567"]),
        ("preview-args-multi", ["preview", "Examples/Terminology/Localizable.xcstrings", "course.summary", "--args", "Biology,1,40", "--args", "Kemia,3,1"]),
        ("preview-args-multi-json", ["preview", "Examples/Terminology", "course.summary", "--args", "Biology,1,40", "--format", "json"]),
        ("preview-several-plurals", ["preview", "Examples/Terminology", "course.summary"]),
        ("preview-locale", ["preview", "Examples/Terminology", "student.added.terms", "--locale", "tr", "-l", "fi-FI", "--locale=de"]),
        ("preview-plain", ["preview", "Examples/Terminology", "Add Category"]),
        ("preview-plain-json", ["preview", "Examples/Terminology", "Add Category", "--format", "json", "--locale", "fi"]),
        ("preview-device", ["preview", "Examples/Terminology", "Tap a term to see its definition", "--device", "mac"]),
        ("preview-unknown-device", ["preview", "Examples/Terminology", "Tap a term to see its definition", "--device", "watch"]),
        ("preview-lproj", ["preview", files, "files.count"]),
        ("preview-lproj-args", ["preview", files, "files.count", "--args", "1,Docs", "--args", "22,Docs", "--args", "5,Docs", "--locale", "ru", "--locale", "en"]),
        ("preview-lproj-mismatch", ["preview", files, "greeting", "--args", "Anna"]),
        ("preview-lproj-mismatch-strict", ["preview", files, "greeting", "--args", "Anna", "--strict"]),
        ("preview-lproj-stringsdict-file", ["preview", files + "/fi.lproj/Localizable.stringsdict", "files.count", "--locale", "fi"]),
        ("preview-missing-key", ["preview", "Examples/Terminology", "term in category"]),
        ("preview-missing-key-no-suggestion", ["preview", files, "nothing like it at all"]),
        ("preview-missing-file", ["preview", "Examples/NoSuchFolder", "title"]),
        ("preview-missing-table", ["preview", "Examples/Terminology", "title", "--table", "Main"]),
        ("preview-malformed", ["preview", "Tests/XCStringsToolTests/Fixtures/preview/Broken", "title"]),
        ("preview-bad-args-type", ["preview", "Examples/Terminology", "course.summary", "--args", "Biology,many,1"]),
        ("preview-bad-args-count", ["preview", "Examples/Terminology", "course.summary", "--args", "Biology"]),
        ("preview-bad-args-none-taken", ["preview", "Examples/Terminology", "Study", "--args", "1"]),
        ("preview-bad-format", ["preview", "Examples/Terminology", "Study", "--format", "yaml"]),
        ("preview-missing-key-argument", ["preview", "Examples/Terminology"]),
        // The locale forgotten: --locale took the key, and the error says so.
        ("preview-option-took-the-key", ["preview", "Examples/Terminology", "--locale", "term(s) in category"]),
        ("preview-unsupported-file", ["preview", "Package.swift", "title"]),
        ("preview-help", ["preview", "--help"]),
    ]

    @Test(arguments: cases)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    /// The reproduced defect: `--locale` took the key as a second locale (exit 64). An option takes one value;
    /// the key may come before or after it.
    @Test(arguments: [
        ["preview", "Examples/Terminology", "--locale", "fi", "term(s) in category"],
        ["preview", "--locale", "fi", "Examples/Terminology", "term(s) in category"],
        ["preview", "Examples/Terminology", "term(s) in category", "--locale", "fi"],
        ["preview", "Examples/Terminology", "term(s) in category", "--locale=fi"],
        ["preview", "-l", "fi", "Examples/Terminology", "--", "term(s) in category"],
    ])
    func anOptionTakesOneValueWhereverTheKeyIs(_ arguments: [String]) throws {
        let output = try XCStringsTool.run(arguments)
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == "fi  0 → Ei termejä tässä kategoriassa · 1 → Kategoriassa on yksi termi · 1000 → Kategoriassa on 1\u{A0}000 termiä\n")
        #expect(output.standardError.isEmpty)
    }

    @Test func quickStartShowsFinnishGroupingWithANoBreakSpace() throws {
        let output = try XCStringsTool.run(["preview", "Examples/Terminology", "term(s) in category", "--locale", "fi"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == "fi  0 → Ei termejä tässä kategoriassa · 1 → Kategoriassa on yksi termi · 1000 → Kategoriassa on 1\u{A0}000 termiä\n")
        #expect(output.standardError.isEmpty)
    }

    static let exitCases: [([String], Int32)] = [
        (["preview", "Examples/Terminology", "nope"], 65),
        (["preview", "Examples/Nope", "nope"], 66),
        (["preview", "Examples/Terminology", "Study", "--args", "1"], 64),
        (["preview", "Examples/Terminology", "--locale"], 64),
        (["preview", "Examples/Terminology", "Study", "--unknown"], 64),
        // Two locales after one --locale: the second word is an extra argument, not a locale.
        (["preview", "Examples/Terminology", "Study", "--locale", "fi", "tr"], 64),
    ]

    @Test(arguments: exitCases)
    func exitCodes(_ arguments: [String], _ expected: Int32) throws {
        let output = try XCStringsTool.run(arguments)
        #expect(output.exitCode == expected)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func printfStillConvertsThroughTheSharedConverter() throws {
        let output = try XCStringsTool.run(["printf", "%@ has %x items", "Box", "0x1F"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == "Box has 1f items\n")
    }
}
