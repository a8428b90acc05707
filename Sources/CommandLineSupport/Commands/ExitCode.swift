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

    /// The raw status as decimal digits (`64`).
    public var description: String { String(rawValue) }
}
