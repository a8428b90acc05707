import CommandLineSupport

/// The `xcstrings` tool: every subcommand is listed here and implemented in its own file.
struct XCStrings: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "xcstrings",
        abstract: "Lint, convert, compile and preview String Catalogs, .strings and .stringsdict files on any OS.",
        version: version,
        subcommands: [
            LintCommand.self,
            StatsCommand.self,
            FormatCommand.self,
            MigrateCommand.self,
            CompileCommand.self,
            ExtractCommand.self,
            GenerateCommand.self,
            ExportCommand.self,
            ImportCommand.self,
            PreviewCommand.self,
            PluralsCommand.self,
            PrintfCommand.self,
            InflectCommand.self,
            PhrasesCommand.self,
        ],
        examples: [
            .init("xcstrings lint Examples/Terminology", "Check every catalog in a folder"),
            .init("xcstrings help preview", "The help of one subcommand"),
        ])
}

await XCStrings.main()
