/// A process exit status, with the BSD `sysexits.h` values the tools use.
public struct ExitCode: Error, Hashable, Sendable, CustomStringConvertible {
    /// The raw status passed to `exit`.
    public var rawValue: Int32

    /// Creates an exit code from its raw status.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what it was asked.
    public static let success = ExitCode(0)
    /// The command ran and found problems (lint errors, `format --check` changes).
    public static let failure = ExitCode(1)
    /// `EX_USAGE`: the command was called with the wrong arguments.
    public static let usage = ExitCode(64)
    /// `EX_DATAERR`: the input data was malformed.
    public static let dataError = ExitCode(65)
    /// `EX_NOINPUT`: an input file did not exist or was not readable.
    public static let noInput = ExitCode(66)
    /// `EX_SOFTWARE`: an internal error.
    public static let software = ExitCode(70)
    /// `EX_CANTCREAT`: an output file could not be created.
    public static let cantCreate = ExitCode(73)
    /// `EX_IOERR`: an error while reading or writing.
    public static let ioError = ExitCode(74)

    public var description: String { String(rawValue) }
}

/// An error that ends a command with a message on standard error and an exit code.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
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

    public var description: String { message }
}
