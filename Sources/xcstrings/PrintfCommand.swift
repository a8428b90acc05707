import CommandLineSupport
import XCStringsKit

/// `xcstrings printf`: renders a format string as `String(format:locale:)` would.
struct PrintfCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "printf",
        abstract: "Render an Apple format string with arguments, optionally for a locale.",
        discussion: """
            Each argument is converted to the type its specifier reads: %d %i %u %x %o → integer, %f %e %g %a → \
            floating point, %@ %s → string, %c → one character. Without --locale numbers print as C's printf prints \
            them; with one, %d %f %e %g and %@ of a number use the locale's digits, grouping and decimal separator. \
            Problems (a missing argument, a variable) are printed to standard error; a malformed format or an \
            argument that does not convert exits with 65. A negative number is an argument; write any other \
            argument that starts with '-' after '--'.
            """,
        examples: [
            .init("xcstrings printf --locale fi '%@ has %d items' Kategoria 1234567", "Prints 'Kategoria has 1 234 567 items'."),
            .init("xcstrings printf '%2$@: %1$05.1f' 3.14159 pi", "Positional arguments, as C prints them."),
            .init("xcstrings printf '%d°' -- -40", "An argument after '--'"),
        ])

    @Argument(help: ArgumentHelp("The format string, e.g. '%@ has %d items'.", valueName: "format"))
    var text: String

    @Argument(help: ArgumentHelp("The arguments, in order.", valueName: "argument"))
    var arguments: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Localize numbers for this locale (fi, de, ar-EG…).", valueName: "identifier"))
    var locale: String?

    func run(console: Console) async throws -> ExitCode {
        let rendering = PrintfRendering(text)
        console.printDiagnostics(rendering.diagnostics)
        // The diagnostics said what is wrong.
        if rendering.format.hasErrors { throw ExitCode.dataError }
        let output = try console.perform { () throws(XCStringsError) in try rendering.render(arguments, locale: locale) }
        console.print(output.result.string)
        for warning in output.warnings { console.warn(warning, command: "printf") }
        return output.result.issues.isEmpty ? .success : .failure
    }
}
