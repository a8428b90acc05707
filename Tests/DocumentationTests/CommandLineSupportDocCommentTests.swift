import CommandLineSupport
import Testing

// The `///` examples of CommandLineSupport's main types (those the articles link to), as written.

/// `ParsableCommand`'s example.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check catalogs.")
    @Argument(help: "Catalogs or folders.") var inputs: [String]
    @Flag(help: "Count warnings as errors.") var strict = false
    func run(console: Console) async throws -> ExitCode {
        console.print("checking \(inputs.joined(separator: ", "))\(strict ? ", strictly" : "")")
        return .success
    }
}

@Suite struct CommandLineSupportDocCommentTests {
    @Test(arguments: [
        (["a.xcstrings", "Resources"], "checking a.xcstrings, Resources\n"),
        (["--strict", "a.xcstrings"], "checking a.xcstrings, strictly\n"),
    ])
    func parsableCommand(arguments: [String], printed: String) async {
        let transcript = Transcript()
        let code = await CommandLineTool(root: Lint.self).run(arguments, console: Console(out: transcript.append, error: transcript.append))
        #expect(code == .success)
        #expect(transcript.text == printed)
    }

    @Test func theCommandsHelpComesFromItsDeclarations() async {
        let transcript = Transcript()
        let code = await CommandLineTool(root: Lint.self).run(["--help"], console: Console(out: transcript.append, error: transcript.append))
        #expect(code == .success)
        #expect(transcript.text.contains("Check catalogs."))
        #expect(transcript.text.contains("Count warnings as errors."))
    }
}
