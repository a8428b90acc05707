import CommandLineSupport

/// The `xcstrings` tool: every subcommand is listed here and implemented in its own file.
let tool = CommandGroup(
    name: "xcstrings",
    abstract: "Lint, convert, compile and preview String Catalogs, .strings and .stringsdict files on any OS.",
    version: "0.1.0",
    commands: XCStringsCommands.all
)
tool.main()
