import CommandLineSupport
import Foundation
import IntentKit
import PluralRules
import StringResources

/// `xcstrings lint <file-or-folder>…`: validates catalogs and `.strings`/`.stringsdict` tables.
struct LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check String Catalogs, .strings and .stringsdict files for missing translations, plural and format errors.",
        discussion: """
            Reads .xcstrings, .strings and .stringsdict files, or folders of them (searched recursively;
            .strings and .stringsdict files in <lang>.lproj folders are compared across languages).
            Each finding names its rule, e.g. [missing-translation]; a file that cannot be parsed is one
            parse-error finding, and the other files are still checked. Exits 1 when there is an error (or,
            with --strict, a warning), 65 when a file could not be parsed, else 0.
            """,
        positionals: [
            // Checked in `run`: `--locales fi,tr Resources` reads `Resources` as a locale first.
            PositionalSpec("file-or-folder", help: "Catalogs, .strings/.stringsdict files, or folders of them.", isRequired: false, isRepeating: true),
        ],
        options: [
            .outputFormat(["text", "json", "sarif", "github"]),
            OptionSpec("locales", kind: .values, valueName: "locale", help: "Locales every key must be translated into (fi,tr or repeated); default: every locale present."),
            OptionSpec("source-language", valueName: "language", help: "The development language of .lproj folders (default: en, else Base)."),
            .flag("strict", help: "Count warnings as errors for the exit code."),
            OptionSpec("baseline", valueName: "file", help: "Report only findings that are not in this baseline file."),
            OptionSpec("write-baseline", valueName: "file", help: "Write the findings to this baseline file (JSON) and exit 0."),
        ],
        examples: [
            (command: "xcstrings lint Examples/Terminology", explanation: "Lint every catalog in a folder"),
            (command: "xcstrings lint Localizable.xcstrings --locales fi,tr --strict", explanation: "Require Finnish and Turkish; warnings fail too"),
            (command: "xcstrings lint Resources --format sarif > lint.sarif", explanation: "SARIF for code scanning"),
            (command: "xcstrings lint Resources --write-baseline lint-baseline.json", explanation: "Accept today's findings, then report only new ones"),
            (command: "xcstrings lint Resources --baseline lint-baseline.json", explanation: ""),
        ]
    )

    /// Whether `word` (`fi`, `de,pt-BR`) lists only locales of languages CLDR knows.
    static func namesLocales(_ word: String) -> Bool {
        let parts = word.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
                && !PluralRules(locale: part).isFallback
        }
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let format = try arguments.outputFormat(["text", "json", "sarif", "github"])
        // `--locales` takes every following word; one that names an existing file or folder is an input,
        // unless it names CLDR languages (a folder `de` next to the catalogs stays the locale `de`).
        var inputs = arguments.positionals
        var localeWords: [String] = []
        for word in arguments.values("locales") {
            if FileManager.default.fileExists(atPath: word), !Self.namesLocales(word) { inputs.append(word) } else { localeWords.append(word) }
        }
        guard !inputs.isEmpty else { throw CommandFailure.usage("missing argument <file-or-folder> for 'lint'") }
        let locales = localeWords
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        if arguments.options["locales"] != nil && locales.isEmpty {
            throw CommandFailure.usage("--locales needs at least one locale")
        }
        var baseline: ValidationBaseline?
        if let path = arguments.value("baseline") {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure.noInput("cannot read baseline \(path)")
            }
            do {
                baseline = try ValidationBaseline(json: data, file: path)
            } catch {
                console.printError(error.description)
                return .dataError
            }
        }
        let files = try InputFiles.find(inputs)
        if files.isEmpty {
            throw CommandFailure.noInput("no .xcstrings, .strings or .stringsdict files in \(inputs.joined(separator: ", "))")
        }
        // More rules plug in as checks: IntentKit's App Shortcuts phrase rules (on AppShortcuts.xcstrings and
        // <lang>.lproj/AppShortcuts.strings).
        var validation = Validation(options: ValidationOptions(
            locales: locales.isEmpty ? nil : locales, developmentLanguage: arguments.value("source-language")))
        validation.catalogChecks.append(AppShortcutsValidationCheck())
        validation.tableChecks.append(AppShortcutsValidationCheck())
        var report = validation.validate(files: files)
        if let path = arguments.value("write-baseline") {
            do {
                try ValidationBaseline(report: report).write(to: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure("cannot write baseline \(path): \(error.localizedDescription)", exitCode: .cantCreate)
            }
            console.printError("xcstrings lint: wrote \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") to \(path)")
            return .success
        }
        if let baseline { report = report.excluding(baseline) }
        switch format {
        case "json":
            console.print(report.json, terminator: "")
        case "sarif":
            console.print(report.sarif(toolName: "xcstrings", toolVersion: "0.1.0", rules: validation.rules), terminator: "")
        case "github":
            console.print(report.githubAnnotations, terminator: "")
            console.printError(report.summary)
        default:
            // Without colour the report is written straight, without a call per part.
            let printer = console.usesColor ? DiagnosticPrinter(style: { text, part in console.styled(text, Self.color(part)) }) : DiagnosticPrinter()
            console.print(report.text(printer: printer), terminator: "")
        }
        // A file that could not be parsed was not checked: malformed input, as the other subcommands report it.
        if report.findings.contains(where: { $0.rule == .parseError }) { return .dataError }
        return report.fails(strict: arguments.flag("strict")) ? .failure : .success
    }

    static func color(_ part: DiagnosticPrinter.Part) -> Console.Style {
        switch part {
        case .location, .summary: .bold
        case .severity(let severity): severity == .error ? .red : severity == .warning ? .yellow : .cyan
        case .keyPath, .code: .gray
        }
    }
}
