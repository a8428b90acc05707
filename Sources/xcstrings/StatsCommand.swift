import CommandLineSupport
import StringResources
import XCStringsKit

/// `xcstrings stats <file-or-folder>…`: per locale, how much is translated, needs review, new, stale or missing.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show per locale how many keys are translated, need review, are new, stale or missing.",
        discussion: """
            A key counts once per locale, by its least finished string (new, then needs review, then stale); a key \
            no longer in the source code (extraction state stale) is stale in every locale. Keys marked "Don't \
            translate" are not counted. Folders are searched for .xcstrings, .strings and .stringsdict files; in \
            <lang>.lproj folders a key of the development language is translated in a language that has it.
            """,
        examples: [
            .init("xcstrings stats Examples/Terminology", "A table per locale over every catalog in a folder"),
            .init("xcstrings stats Localizable.xcstrings --format json", "Machine-readable counts"),
        ])

    @Argument(help: ArgumentHelp("Catalogs, .strings/.stringsdict files, folders of them, or glob patterns.", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("The development language of .lproj folders (default: en, else Base).", valueName: "language"))
    var sourceLanguage: String?

    func run(console: Console) async throws -> ExitCode {
        let statistics = try console.perform { () throws(XCStringsError) in
            try CatalogStatistics.gather(inputs: inputs, developmentLanguage: sourceLanguage)
        }
        // Entries that could not be read were not counted: say which.
        console.printDiagnostics(statistics.skippedEntries.map {
            Diagnostic(.warning, "not counted, since it cannot be read: \($0.message)", location: $0.location)
        })
        console.print(format == .json ? statistics.json : statistics.text, terminator: "")
        return .success
    }
}
