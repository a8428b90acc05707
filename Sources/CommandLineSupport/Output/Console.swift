import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Where a command prints and asks: standard output, standard error, standard input, which of them are
/// terminals, and whether colour is wanted.
///
/// Colour is used only on a terminal, never when `NO_COLOR` is set to a non-empty value (no-color.org) or `TERM`
/// is `dumb`; each stream decides for itself (a command piped into a file still colours its errors on the
/// terminal). Prompts are written to standard error and read from standard input, and only when both are
/// terminals: a command run from a script is never left waiting for an answer.
public final class Console: @unchecked Sendable {
    /// Whether standard input, standard output and standard error are terminals.
    public struct Terminals: Sendable, Hashable {
        /// Standard input is a terminal.
        public var input: Bool
        /// Standard output is a terminal.
        public var output: Bool
        /// Standard error is a terminal.
        public var error: Bool

        /// Describes which streams are terminals.
        public init(input: Bool = false, output: Bool = false, error: Bool = false) {
            self.input = input
            self.output = output
            self.error = error
        }

        /// No stream is a terminal (a script, a test).
        public static let none = Terminals()
        /// Every stream is a terminal (a person at a shell).
        public static let all = Terminals(input: true, output: true, error: true)
    }

    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let readInput: @Sendable () -> String?

    /// Which streams are terminals.
    public let terminals: Terminals
    /// Whether standard output is coloured.
    public let usesColor: Bool
    /// Whether standard error is coloured.
    public let errorUsesColor: Bool
    /// The process environment the command sees.
    public let environment: [String: String]

    /// A console with its own sinks and input (for tests); colour follows ``wantsColor(isTerminal:environment:)``
    /// for each stream unless `usesColor` forces it.
    public init(
        terminals: Terminals = .none,
        usesColor: Bool? = nil,
        environment: [String: String] = [:],
        out: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void,
        input: @escaping @Sendable () -> String? = { nil }
    ) {
        self.terminals = terminals
        self.usesColor = usesColor ?? Console.wantsColor(isTerminal: terminals.output, environment: environment)
        self.errorUsesColor = usesColor ?? Console.wantsColor(isTerminal: terminals.error, environment: environment)
        self.environment = environment
        self.writeOut = out
        self.writeError = error
        self.readInput = input
    }

    /// The process's own standard output, standard error and standard input.
    public static func standard(environment: [String: String]) -> Console {
        let terminals = Terminals(
            input: isatty(FileHandle.standardInput.fileDescriptor) != 0,
            output: isatty(FileHandle.standardOutput.fileDescriptor) != 0,
            error: isatty(FileHandle.standardError.fileDescriptor) != 0)
        return Console(
            terminals: terminals,
            environment: environment,
            out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            error: { text in FileHandle.standardError.write(Data(text.utf8)) },
            input: { Swift.readLine(strippingNewline: true) }
        )
    }

    /// Whether a stream should be coloured: a terminal, `NO_COLOR` unset or empty (no-color.org), `TERM` not
    /// `dumb`.
    public static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Whether the command may ask questions: standard input and standard error are terminals.
    public var isInteractive: Bool { terminals.input && terminals.error }

    /// Prints a line (or text already ending in a newline) to standard output.
    public func print(_ text: String, terminator: String = "\n") { writeOut(text + terminator) }

    /// Prints a line to standard error.
    public func printError(_ text: String, terminator: String = "\n") { writeError(text + terminator) }

    /// Wraps `text` in an ANSI style when standard output is coloured.
    public func styled(_ text: String, _ style: Style) -> String {
        usesColor ? Self.ansiStyled(text, style) : text
    }

    /// Wraps `text` in an ANSI style when standard error is coloured.
    public func styledError(_ text: String, _ style: Style) -> String {
        errorUsesColor ? Self.ansiStyled(text, style) : text
    }

    /// `text` wrapped in an ANSI style, whatever the streams (for styles chosen once, such as a printer's).
    public static func ansiStyled(_ text: String, _ style: Style) -> String {
        "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    // MARK: Asking

    /// Asks `question` on standard error and returns the line typed (without its line break); `nil` when the
    /// console is not interactive or the input ended.
    public func prompt(_ question: String) -> String? {
        guard isInteractive else { return nil }
        writeError(question + " ")
        return readInput()
    }

    /// Asks a yes-or-no question: `y`/`yes` or `n`/`no` in any case, an empty answer taking `defaultAnswer`.
    ///
    /// - Parameters:
    ///   - assumeYes: the user answered beforehand (`--yes`): returns `true` without asking.
    ///   - flag: how the user answers beforehand, named in the error (`--yes`).
    /// - Throws: a usage error when the console is not interactive and the answer was not given beforehand, or
    ///   when the input ends.
    public func confirm(_ question: String, default defaultAnswer: Bool = false, assumeYes: Bool = false, flag: String = "--yes") throws(CommandFailure) -> Bool {
        if assumeYes { return true }
        guard isInteractive else {
            throw .usage("'\(question)' needs an answer and there is no terminal to ask on; pass \(flag) to answer yes")
        }
        let hint = defaultAnswer ? "[Y/n]" : "[y/N]"
        while true {
            guard let answer = prompt("\(question) \(hint)") else { throw .usage("no answer to '\(question)'") }
            switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
            case "": return defaultAnswer
            case "y", "yes": return true
            case "n", "no": return false
            default: writeError("Please answer yes or no.\n")
            }
        }
    }

    /// Asks the user to pick one of `choices` by number (1-based, as listed) and returns its index.
    ///
    /// - Throws: a usage error when the console is not interactive or the input ends.
    public func choose(_ question: String, from choices: [String]) throws(CommandFailure) -> Int {
        guard isInteractive, !choices.isEmpty else {
            throw .usage("'\(question)' needs a choice and there is no terminal to ask on")
        }
        writeError(question + "\n")
        for (index, choice) in choices.enumerated() { writeError("  \(index + 1)) \(choice)\n") }
        while true {
            guard let answer = prompt("Choose 1–\(choices.count):") else { throw .usage("no answer to '\(question)'") }
            if let number = Int(answer.trimmingCharacters(in: .whitespaces)), (1...choices.count).contains(number) {
                return number - 1
            }
            writeError("Please type a number from 1 to \(choices.count).\n")
        }
    }

    /// ANSI text styles.
    public enum Style: String, Sendable, CaseIterable {
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
