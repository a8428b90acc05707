import CommandLineSupport

/// The subcommands of `xcstrings`, in the order `--help` lists them.
enum XCStringsCommands {
    static let all: [any Command.Type] = [
        LintCommand.self,
        StatsCommand.self,
        FormatCommand.self,
        MigrateCommand.self,
        CompileCommand.self,
        ExtractCommand.self,
        PreviewCommand.self,
        PluralsCommand.self,
        PrintfCommand.self,
        InflectCommand.self,
        PhrasesCommand.self,
    ]
}
