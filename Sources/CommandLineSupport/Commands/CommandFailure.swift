/// An error that ends a command with a message on standard error and an exit code.
public struct CommandFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The one-line message printed after `<tool>: error: `.
    public var message: String
    /// The exit status of the process.
    public var exitCode: ExitCode

    /// Creates a failure with a message and an exit code.
    public init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A usage error (exit 64).
    public static func usage(_ message: String) -> CommandFailure { CommandFailure(message, exitCode: .usage) }
    /// A data error (exit 65).
    public static func data(_ message: String) -> CommandFailure { CommandFailure(message, exitCode: .dataError) }
    /// A missing or unreadable input (exit 66).
    public static func noInput(_ message: String) -> CommandFailure { CommandFailure(message, exitCode: .noInput) }

    /// The message alone, without tool name or exit code.
    public var description: String { message }
}
