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

/// `Option`'s example, in a command.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "compile")
    @Option(help: "The table of a folder.") var table = "Localizable"
    @Option(name: .shortAndLong, help: "A locale to show; repeat for several.") var locale: [String] = []
    @Option(help: "Where to write.") var output: String           // required
    @Option(help: "The development language.") var developmentLanguage: String?

    func run(console: Console) async throws -> ExitCode {
        console.print("\(table) \(locale) \(output) \(developmentLanguage ?? "-")")
        return .success
    }
}

@Suite struct CommandLineSupportDocCommentTests {
    @Test(arguments: [
        (["--output", "Build"], ExitCode.success, "Localizable [] Build -\n"),
        (["--output=Build", "-l", "fi", "--locale", "tr", "--table", "InfoPlist", "--development-language", "fi"],
         ExitCode.success, "InfoPlist [\"fi\", \"tr\"] Build fi\n"),
        ([], ExitCode(64), "--output"),
    ])
    func option(arguments: [String], exitCode: ExitCode, printed: String) async {
        let transcript = Transcript()
        let code = await CommandLineTool(root: Compile.self).run(arguments, console: Console(out: transcript.append, error: transcript.append))
        #expect(code == exitCode, "\(transcript.text)")
        #expect(transcript.text.contains(printed), "\(transcript.text)")
    }

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
