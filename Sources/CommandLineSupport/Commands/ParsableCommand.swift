/// A command of a command-line tool: its arguments (declared as properties), its configuration, and what it does.
///
/// A leaf command implements ``run(console:)``; a command group lists ``CommandConfiguration/subcommands`` and
/// may declare global options (options and flags only), which its subcommands include with ``OptionGroup``.
/// Commands only parse, call a library and print; the work itself lives in library modules.
///
/// ```swift
/// struct Lint: ParsableCommand {
///     static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check catalogs.")
///     @Argument(help: "Catalogs or folders.") var inputs: [String]
///     @Flag(help: "Count warnings as errors.") var strict = false
///     func run(console: Console) async throws -> ExitCode {
///         console.print("checking \(inputs.joined(separator: ", "))\(strict ? ", strictly" : "")")
///         return .success
///     }
/// }
/// ```
public protocol ParsableCommand: ParsableArguments {
    /// The command's name, help and subcommands.
    static var configuration: CommandConfiguration { get }

    /// Runs the parsed command, printing through `console`.
    ///
    /// Throw ``CommandFailure`` for a one-line error with an exit code; return the exit code otherwise
    /// (``ExitCode/success`` or ``ExitCode/failure``).
    func run(console: Console) async throws -> ExitCode
}

extension ParsableCommand {
    /// A command without a configuration of its own: its name from its type's name.
    public static var configuration: CommandConfiguration { CommandConfiguration() }

    /// A command group does not run itself (``CommandLineTool`` shows its help); a leaf must implement this.
    public func run(console: Console) async throws -> ExitCode {
        throw CommandFailure("'\(Self.commandName)' does not implement run(console:)", exitCode: .software)
    }

    /// The name typed for the command.
    public static var commandName: String {
        if let name = configuration.commandName { return name }
        var name = String(describing: Self.self)
        if name.hasSuffix("Command"), name.count > "Command".count { name.removeLast("Command".count) }
        return NameSpecification.kebabCase(name)
    }

    /// Runs the command as a tool's root with the process's arguments and environment, then exits.
    public static func main() async -> Never {
        await CommandLineTool(root: Self.self).main()
    }
}
