import CommandLineSupport
import StringResources

/// `xcstrings stats <file-or-folder>…`: per locale, how much is translated, needs review, new, stale or missing.
struct StatsCommand: Command {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Show per locale how many keys are translated, need review, are new, stale or missing.",
        discussion: """
            A key counts once per locale, by its least finished string (new, then needs review, then stale);
            a key no longer in the source code (extraction state stale) is stale in every locale. Keys
            marked "Don't translate" are not counted. Folders are searched for .xcstrings, .strings and
            .stringsdict files; in <lang>.lproj folders a key of the development language is translated
            in a language that has it.
            """,
        positionals: [
            PositionalSpec("file-or-folder", help: "Catalogs, .strings/.stringsdict files, or folders of them.", isRepeating: true),
        ],
        options: [
            .outputFormat(),
            OptionSpec("source-language", valueName: "language", help: "The development language of .lproj folders (default: en, else Base)."),
        ],
        examples: [
            (command: "xcstrings stats Examples/Terminology", explanation: "A table per locale over every catalog in a folder"),
            (command: "xcstrings stats Localizable.xcstrings --format json", explanation: "Machine-readable counts"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let format = try arguments.outputFormat()
        let files = try InputFiles.find(arguments.positionals)
        if files.isEmpty {
            throw CommandFailure.noInput("no .xcstrings, .strings or .stringsdict files in \(arguments.positionals.joined(separator: ", "))")
        }
        let statistics: CatalogStatistics
        do {
            statistics = try CatalogStatistics.gather(files: files, developmentLanguage: arguments.value("source-language"))
        } catch {
            console.printError(error.description)
            return .dataError
        }
        console.print(format == "json" ? statistics.json : statistics.text, terminator: "")
        return .success
    }
}
