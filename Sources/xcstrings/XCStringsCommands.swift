import CommandLineSupport

/// The subcommands of `xcstrings`, in the order `--help` lists them.
enum XCStringsCommands {
    static let all: [any Command.Type] = [
        // Each subcommand adds itself here.
        LintCommand.self,
        StatsCommand.self,
        FormatCommand.self,
        PluralsCommand.self,
        PrintfCommand.self,
        MigrateCommand.self,
        CompileCommand.self,
        PreviewCommand.self,
    ]
}
