import CommandLineSupport
import StringResources
import XCStringsKit

extension Console {
    /// Runs a library call, turning its failure into the exit code and message the tool gives for it.
    func perform<T>(_ body: () throws(XCStringsError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw exitError(error)
        }
    }

    /// Runs an asynchronous library call, turning its failure into the tool's exit code and message.
    func perform<T>(_ body: () async throws(XCStringsError) -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw exitError(error)
        }
    }

    /// The error that ends the command for a library failure: a usage error (64), missing input (66), an
    /// unwritable output (73); malformed input prints its files' errors as diagnostics and exits 65.
    func exitError(_ error: XCStringsError) -> any Error {
        switch error.kind {
        case .invalidRequest: return CommandFailure.usage(error.message)
        case .inputNotFound: return CommandFailure.noInput(error.message)
        case .cannotWrite: return CommandFailure(error.message, exitCode: .cantCreate)
        case .malformedInput:
            guard !error.errors.isEmpty else { return CommandFailure.data(error.message) }
            let printer = diagnosticPrinter(forErrors: true)
            for resourceError in error.errors { printError(DisplayPath.relative(printer.line(resourceError.diagnostic))) }
            return ExitCode.dataError
        }
    }

    /// The printer for diagnostics on standard output (or standard error), coloured when that stream is.
    func diagnosticPrinter(forErrors: Bool = false, defaultLocation: String = "<input>") -> DiagnosticPrinter {
        guard forErrors ? errorUsesColor : usesColor else { return DiagnosticPrinter(defaultLocation: defaultLocation) }
        // Only a coloured stream gets here, so the style is applied unconditionally.
        return DiagnosticPrinter(defaultLocation: defaultLocation, style: { text, part in Console.ansiStyled(text, Console.color(of: part)) })
    }

    /// The colour of each part of a diagnostic.
    static func color(of part: DiagnosticPrinter.Part) -> Console.Style {
        switch part {
        case .location, .summary: .bold
        case .severity(let severity): severity == .error ? .red : severity == .warning ? .yellow : .cyan
        case .keyPath, .code: .gray
        }
    }

    /// Prints a warning of the command on standard error: `xcstrings plurals: warning: …`.
    func warn(_ message: String, command: String) {
        printError(diagnosticPrinter(forErrors: true, defaultLocation: "xcstrings \(command)").line(Diagnostic(.warning, message)))
    }

    /// Prints diagnostics on standard error, one per line.
    func printDiagnostics(_ diagnostics: [Diagnostic]) {
        let printer = diagnosticPrinter(forErrors: true)
        for diagnostic in diagnostics { printError(DisplayPath.relative(printer.line(diagnostic))) }
    }
}
