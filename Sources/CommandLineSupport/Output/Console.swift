import Foundation

/// Where a command prints: standard output, standard error, and whether colour is wanted.
public final class Console: @unchecked Sendable {
    /// Receives text written to standard output.
    private let writeOut: (String) -> Void
    /// Receives text written to standard error.
    private let writeError: (String) -> Void
    /// Whether standard output is a terminal that wants colour (`NO_COLOR` unset, `TERM` not `dumb`).
    public let usesColor: Bool
    /// The process environment the command sees.
    public let environment: [String: String]

    /// A console that writes to custom sinks (for tests).
    public init(
        usesColor: Bool = false,
        environment: [String: String] = [:],
        out: @escaping (String) -> Void,
        error: @escaping (String) -> Void
    ) {
        self.usesColor = usesColor
        self.environment = environment
        self.writeOut = out
        self.writeError = error
    }

    /// The process's own standard output and standard error.
    public static func standard(environment: [String: String]) -> Console {
        let isTerminal = isatty(FileHandle.standardOutput.fileDescriptor) != 0
        return Console(
            usesColor: wantsColor(isTerminal: isTerminal, environment: environment),
            environment: environment,
            out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            error: { text in FileHandle.standardError.write(Data(text.utf8)) }
        )
    }

    /// Whether output should be coloured: a terminal, `NO_COLOR` unset or empty (no-color.org), `TERM` not `dumb`.
    static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Prints a line (or text already ending in a newline) to standard output.
    public func print(_ text: String, terminator: String = "\n") { writeOut(text + terminator) }

    /// Prints a line to standard error.
    public func printError(_ text: String, terminator: String = "\n") { writeError(text + terminator) }

    /// Wraps `text` in an ANSI style when colour is on.
    public func styled(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// ANSI text styles.
    public enum Style: String, Sendable {
        /// Bold or bright text.
        case bold = "1"
        /// Red text, for errors.
        case red = "31"
        /// Yellow text, for warnings.
        case yellow = "33"
        /// Blue text.
        case blue = "34"
        /// Cyan text.
        case cyan = "36"
        /// Gray text, for less important detail.
        case gray = "90"
        /// Green text, for success.
        case green = "32"
    }
}
