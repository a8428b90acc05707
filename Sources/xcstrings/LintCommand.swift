import CommandLineSupport
import StringResources
import XCStringsKit

/// `xcstrings lint <file-or-folder>…`: validates catalogs and `.strings`/`.stringsdict` tables.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check String Catalogs, .strings and .stringsdict files for missing translations, plural and format errors.",
        discussion: """
            Reads .xcstrings, .strings and .stringsdict files, folders of them (searched recursively; .strings and \
            .stringsdict files in <lang>.lproj folders are compared across languages) and glob patterns \
            ('Resources/**/*.xcstrings'). Each finding names its rule, e.g. [missing-translation]; a file that cannot \
            be parsed is one parse-error finding, and the other files are still checked. Exits 1 when there is an \
            error (or, with --strict, a warning), 65 when a file could not be parsed, else 0.

            Rules (id, usual severity, what it reports):
            """ + "\n" + LintCommand.ruleList,
        examples: [
            .init("xcstrings lint Examples/Terminology", "Lint every catalog in a folder"),
            .init("xcstrings lint Localizable.xcstrings --locales fi,tr --strict", "Require Finnish and Turkish; warnings fail too"),
            .init("xcstrings lint Resources --format sarif > lint.sarif", "SARIF for code scanning"),
            .init("xcstrings lint Resources --write-baseline lint-baseline.json", "Accept today's findings, then report only new ones"),
            .init("xcstrings lint Resources --baseline lint-baseline.json"),
            .init("xcstrings lint Resources --same-as-source-allowed Sanasto,\"Home Assistant\"", "Brand names may stay untranslated"),
        ])

    /// One line per rule the linter may report: `  missing-translation (error): A key has no translation…`.
    static var ruleList: String {
        Linter().rules.map { "  \($0.id.rawValue) (\($0.defaultSeverity.rawValue)): \($0.summary)" }.joined(separator: "\n")
    }

    /// How the findings are printed.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github
    }

    @Argument(help: ArgumentHelp("Catalogs, .strings/.stringsdict files, folders of them, or glob patterns.", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(help: "Output format; github prints workflow annotations.")
    var format: Format = .text

    @Option(parsing: .commaSeparated, help: ArgumentHelp(
        "A locale every key must be translated into; repeat the option or separate locales with commas (default: every locale present).",
        valueName: "locale"))
    var locales: [String] = []

    @Option(help: ArgumentHelp("The development language of .lproj folders (default: en, else Base).", valueName: "language"))
    var sourceLanguage: String?

    @Option(parsing: .commaSeparated, help: ArgumentHelp(
        "A word or name translations may keep as the source has it (a brand name), for same-as-source; repeat the option or separate them with commas.",
        valueName: "word"))
    var sameAsSourceAllowed: [String] = []

    @Flag(help: "Count warnings as errors for the exit code.")
    var strict = false

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write the findings to this baseline file (JSON) and exit 0.", valueName: "file"))
    var writeBaseline: String?

    func run(console: Console) async throws -> ExitCode {
        let linter = Linter(
            locales: locales.isEmpty ? nil : locales, developmentLanguage: sourceLanguage, sameAsSourceAllowed: sameAsSourceAllowed)
        let baseline = try self.baseline.map { path in try console.perform { () throws(XCStringsError) in try Linter.readBaseline(at: path) } }
        var report = try console.perform { () throws(XCStringsError) in try linter.lint(inputs) }
        if let path = writeBaseline {
            try console.perform { () throws(XCStringsError) in try Linter.writeBaseline(report, to: path) }
            console.printError("xcstrings lint: wrote \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") to \(path)")
            return .success
        }
        if let baseline { report = report.excluding(baseline) }
        switch format {
        case .json:
            console.print(report.json, terminator: "")
        case .sarif:
            console.print(report.sarif(toolName: "xcstrings", toolVersion: XCStrings.version, rules: linter.rules), terminator: "")
        case .github:
            console.print(report.githubAnnotations, terminator: "")
            console.printError(report.summary)
        case .text:
            console.print(report.text(printer: console.diagnosticPrinter()), terminator: "")
        }
        switch Linter.status(of: report, strict: strict) {
        case .passed: return .success
        case .failed: return .failure
        case .unparsed: return .dataError
        }
    }
}
