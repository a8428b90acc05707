import CommandLineSupport
import StringResources
import XCStringsKit

/// `xcstrings import fi.xliff --into <catalog>…`: translations back into their String Catalogs.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import translated XLIFF files (or .xcloc folders) into their String Catalogs.",
        discussion: """
            Each <file> goes to the catalog at its original path (relative to --root), or to the catalog of that \
            name among --into. Units whose target and state are what export wrote change nothing: export then import \
            leaves the catalogs as they were, byte for byte. Changed units set their string (creating the language, \
            its variations and substitutions as needed) with their state: translated, final and signed-off as \
            translated (machine_translated with state-qualifier leveraged-mt), needs-review-* as needs_review, new and \
            needs-translation as new, no state or one XLIFF does not define as translated (as Xcode reads them). A \
            unit whose format specifiers do not match the source, or whose id reads as two keys, is refused with its \
            line, and nothing is written for its catalog unless --partial; units of keys the catalog no longer has, or whose source changed since the \
            export, are skipped with a warning. Catalogs are written atomically, in Xcode's layout, only when they \
            change. Exit 65 when a unit was refused.
            """,
        examples: [
            .init("xcstrings import fi.xliff", "Into the catalogs the file names, relative to the current folder"),
            .init("xcstrings import Localizations/fi.xcloc --into Resources", "Into the catalogs in Resources"),
            .init("xcstrings import fi.xliff --into Resources --partial", "Apply what can be applied, report the rest"),
        ])

    @Argument(help: ArgumentHelp("XLIFF files or .xcloc folders.", valueName: "xliff-or-xcloc"))
    var inputs: [String]

    @Option(help: ArgumentHelp("Catalogs to import into, or folders of them; repeat for several (default: the files' original paths).", valueName: "catalog"))
    var into: [String] = []

    @Option(help: ArgumentHelp("The project folder the files' original paths are relative to (default: the current folder).", valueName: "folder"))
    var root = "."

    @Flag(help: "Write what can be applied even when other units of the same catalog are refused.")
    var partial = false

    @Flag(help: "Write nothing; print what would change.")
    var dryRun = false

    func run(console: Console) async throws -> ExitCode {
        let catalogs = into.isEmpty ? [] : try console.perform { () throws(XCStringsError) in try CatalogFormatter.catalogs(into) }
        let job = try console.perform { () throws(XCStringsError) in
            try XLIFFImportJob(inputs: inputs, into: catalogs, root: root, isPartial: partial)
        }
        for step in job.steps {
            console.printDiagnostics(step.result.errors + step.result.warnings)
        }
        if !dryRun { try console.perform { () throws(XCStringsError) in try job.write() } }
        for step in job.steps {
            let result = step.result
            let languages = result.locales.joined(separator: ", ")
            var line = "\(result.path) (\(languages)): \(result.appliedCount) applied, \(result.unchangedCount) unchanged"
            if !result.errors.isEmpty { line += ", \(result.errors.count) refused" }
            if !result.warnings.isEmpty { line += ", \(result.warnings.count) skipped" }
            if result.isChanged, !result.isWritten { line += "; not written (use --partial to write the rest)" }
            else if result.isWritten { line += dryRun ? "; would be written" : "; written" }
            console.print(line)
        }
        return job.hasErrors ? .dataError : .success
    }
}
