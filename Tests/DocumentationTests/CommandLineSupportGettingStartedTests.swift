import CommandLineSupport
import Foundation
import Testing

// The examples of CommandLineSupport's "Getting started" article, as written: the declarations at file scope, the
// statements in the tests below, with what their comments and the article's text say asserted.

enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

struct GreetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "greet", abstract: "Greet people in their language.",
        examples: [.init("tool greet Anna Mehmet --locale tr", "Greet two people in Turkish")])

    @Argument(help: "Who to greet.") var names: [String]
    @Option(name: .shortAndLong, help: "A locale; repeat for several.") var locale: [String] = []
    @Option(help: "How to print.") var format: OutputFormat = .text
    @Flag(help: "Print nothing but errors.") var quiet = false

    func run(console: Console) async throws -> ExitCode {
        guard !names.isEmpty else { throw CommandFailure.usage("name someone to greet") }
        if !quiet {
            for name in names { console.print(format == .json ? "{\"hello\": \"\(name)\"}" : "Hello, \(name)!") }
        }
        return .success
    }
}

struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The library to use.", valueName: "path")) var library: String?
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List a library's terms.")
    @OptionGroup var global: GlobalOptions

    func run(console: Console) async throws -> ExitCode {
        console.print("Terms of \(global.library ?? "the default library")")
        return .success
    }
}

struct Tool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool", abstract: "An example tool.", version: "0.1.0", subcommands: [ListCommand.self])
    @OptionGroup var global: GlobalOptions
}

/// `GreetCommand` as a subcommand of a group with global options it does not include, as the article warns.
struct ToolWithGreet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tool", subcommands: [GreetCommand.self])
    @OptionGroup var global: GlobalOptions
}

/// Not run: `main()` parses the test process's own arguments and exits the process.
func toolMain() async -> Never {
    // main.swift
    await Tool.main()     // parses CommandLine.arguments, runs the subcommand, exits with its code
}

/// What a command printed, collected from the console's sinks (which may be called from any thread).
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""
    var text: String { lock.withLock { collected } }
    func append(_ text: String) { lock.withLock { collected += text } }
}

@Suite struct CommandLineSupportGettingStartedTests {
    @Test func testACommand() async {
        let transcript = Transcript()
        let console = Console(out: transcript.append, error: transcript.append)
        let code = await CommandLineTool(root: Tool.self).run(["list", "--library", "School.sqlite"], console: console)
        // code == .success, transcript.text == "Terms of School.sqlite\n"

        #expect(code == .success)
        #expect(transcript.text == "Terms of School.sqlite\n")
    }

    /// What the text after the second example says: a global option before or after the subcommand's name; a
    /// subcommand that does not include the group's options fails when one is given, naming the declaration.
    @Test(arguments: [
        (["--library", "School.sqlite", "list"], ExitCode.success, "Terms of School.sqlite\n"),
        (["list", "--library", "School.sqlite"], ExitCode.success, "Terms of School.sqlite\n"),
        (["list"], ExitCode.success, "Terms of the default library\n"),
        (["--version"], ExitCode.success, "0.1.0\n"),
    ])
    func theToolsCommandLine(arguments: [String], exitCode: ExitCode, printed: String) async {
        let transcript = Transcript()
        let code = await CommandLineTool(root: Tool.self).run(arguments, console: Console(out: transcript.append, error: transcript.append))
        #expect(code == exitCode)
        #expect(transcript.text == printed)
    }

    @Test func aSubcommandWithoutTheGlobalOptionsFailsWhenOneIsGiven() async {
        let transcript = Transcript()
        let console = Console(out: transcript.append, error: transcript.append)
        #expect(await CommandLineTool(root: ToolWithGreet.self).run(["greet", "Anna"], console: console) == .success)
        let code = await CommandLineTool(root: ToolWithGreet.self).run(["--library", "x", "greet", "Anna"], console: console)
        #expect(code != .success)
        #expect(transcript.text.contains("'--library' is a global option that this command does not include (declare it with @OptionGroup)"), "\(transcript.text)")
    }

    /// What the text after the first example says of its command line.
    @Test(arguments: [
        (["greet", "Anna", "-l", "fi", "--locale=tr", "--format", "json"], ExitCode.success, "{\"hello\": \"Anna\"}\n"),
        (["greet", "--fromat", "json"], ExitCode(64), "error: unknown option '--fromat'; did you mean '--format'?"),
        (["greet", "--format", "xml"], ExitCode(64), "text"),
        (["greet", "--help"], ExitCode.success, "Who to greet."),
    ])
    func theGreetCommandLine(arguments: [String], exitCode: ExitCode, printed: String) async {
        let transcript = Transcript()
        let console = Console(out: transcript.append, error: transcript.append)
        let code = await CommandLineTool(root: GreetCommand.self).run(arguments, console: console)
        #expect(code == exitCode, "\(transcript.text)")
        #expect(transcript.text.contains(printed), "\(transcript.text)")
        if arguments.contains("xml") { #expect(transcript.text.contains("json"), "\(transcript.text)") }
    }

    @Test func askTheUser() throws {
        let answers = Transcript()
        let input = LockedLines(["y", "2"])
        let console = Console(terminals: .all, out: answers.append, error: answers.append, input: input.next)
        let yes = false

        if try console.confirm("Delete 3 terms?", default: false, assumeYes: yes) {
            // …
        }
        let choice = try console.choose("Which library?", from: ["School", "Home"])

        // confirm read the "y", choose the "2".
        #expect(choice == 1)
        #expect(input.next() == nil)
        #expect(answers.text.contains("Delete 3 terms? [y/N]"))
        #expect(answers.text.contains("  1) School\n  2) Home\n"))
    }

    /// Without a terminal, confirm fails naming the flag to pass instead, as the article says.
    @Test func confirmWithoutATerminalNamesTheFlag() {
        let console = Console(out: { _ in }, error: { _ in })
        #expect(throws: CommandFailure.self) { try console.confirm("Delete 3 terms?", default: false, assumeYes: false) }
        do {
            _ = try console.confirm("Delete 3 terms?", default: false, assumeYes: false)
        } catch {
            #expect("\(error)".contains("pass --yes"), "\(error)")
        }
    }
}

/// Lines typed at a console, one per read.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    func next() -> String? { lock.withLock { lines.isEmpty ? nil : lines.removeFirst() } }
}

