/// A subcommand of a command-line tool: a description to parse against and the code that runs it.
///
/// Commands only parse, call a library, and print; the work itself lives in library modules.
public protocol Command: Sendable {
    /// What the command accepts, for parsing and `--help`.
    static var spec: CommandSpec { get }

    /// Runs the command with parsed arguments, printing through `console`.
    ///
    /// Throw ``CommandFailure`` for a one-line error with an exit code; return the exit code
    /// otherwise (``ExitCode/success`` or ``ExitCode/failure``).
    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}
