import CommandLineSupport

/// The subcommands of `xcstrings`, in the order `--help` lists them.
enum XCStringsCommands {
    static let all: [any Command.Type] = [
        // Each subcommand adds itself here.
        PluralsCommand.self,
        PrintfCommand.self,
        PreviewCommand.self,
    ]
}
