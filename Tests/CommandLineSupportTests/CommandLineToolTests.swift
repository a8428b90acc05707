import Foundation
import Testing
@testable import CommandLineSupport

/// Collects what a command prints, and feeds it answers, for tests.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""
    private var answers: [String]

    init(answers: [String] = []) {
        self.answers = answers
    }

    var out: String { lock.withLock { outText } }
    var error: String { lock.withLock { errorText } }

    func console(terminals: Console.Terminals = .none, environment: [String: String] = [:]) -> Console {
        Console(
            terminals: terminals, environment: environment,
            out: { text in self.lock.withLock { self.outText += text } },
            error: { text in self.lock.withLock { self.errorText += text } },
            input: { self.lock.withLock { self.answers.isEmpty ? nil : self.answers.removeFirst() } })
    }
}

/// The global options of the sample tool, as `sanasto --library PATH` will have them.
struct LibraryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The library.", valueName: "path")) var library: String?
    @Flag(help: "Print JSON.") var json = false
}

/// `tool`: a group with a global option, a leaf and a nested group.
struct Tool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool", abstract: "A test tool.", version: "1.2.3",
        subcommands: [EchoCommand.self, FailCommand.self, TermCommands.self, ForgetfulCommand.self],
        examples: [.init("tool echo a b", "Print two words")])
    @OptionGroup var global: LibraryOptions
}

/// `tool term add|list`: a nested group.
struct TermCommands: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "term", abstract: "Work with terms.", subcommands: [TermAdd.self, TermList.self])
    @OptionGroup var global: LibraryOptions
}

struct TermAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a term.")
    @OptionGroup(title: "Global options") var global: LibraryOptions
    @Argument(help: "The term.") var term: String
    @Flag(help: "Answer yes.") var yes = false

    func run(console: Console) async throws -> ExitCode {
        guard try console.confirm("Add '\(term)'?", default: true, assumeYes: yes) else { return .failure }
        // Awaits like a real command (a store, a network) would.
        await Task.yield()
        console.print("added \(term) to \(global.library ?? "default")\(global.json ? " as JSON" : "")")
        return .success
    }
}

struct TermList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List terms.")
    @OptionGroup var global: LibraryOptions

    func run(console: Console) async throws -> ExitCode {
        console.print("terms of \(global.library ?? "default")")
        return .success
    }
}

/// A subcommand that forgot the group's options.
struct ForgetfulCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "forgetful", abstract: "No global options.", shouldDisplay: false)

    func run(console: Console) async throws -> ExitCode { .success }
}

/// Prints its words and options.
struct EchoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "echo", abstract: "Print the words given.")
    @OptionGroup var global: LibraryOptions
    @Argument(help: "Words.") var words: [String] = []
    @Flag(help: "Shout.") var loud = false
    @Option(help: "Between words.") var separator = " "
    @Option(help: "A tag; repeat for several.") var tag: [String] = []

    func run(console: Console) async throws -> ExitCode {
        var text = words.joined(separator: separator)
        if loud { text = text.uppercased() }
        if !tag.isEmpty { text += " #" + tag.joined(separator: " #") }
        console.print(text)
        return .success
    }
}

/// Fails in the way its argument names.
struct FailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fail", abstract: "Fail on purpose.")
    @OptionGroup var global: LibraryOptions
    @Argument(help: "How.") var how: String

    struct Unexpected: Error, CustomStringConvertible {
        var description: String { "something broke" }
    }

    func run(console: Console) async throws -> ExitCode {
        switch how {
        case "usage": throw CommandFailure.usage("bad usage")
        case "data": throw CommandFailure.data("x.json:2:5: malformed")
        case "input": throw CommandFailure.noInput("x.json: no such file")
        case "custom": throw CommandFailure("cannot write", exitCode: .cantCreate)
        case "exit": throw ExitCode.failure
        case "findings":
            console.print("1 finding")
            return .failure
        default: throw Unexpected()
        }
    }
}

@Suite struct CommandLineToolTests {
    static let tool = CommandLineTool(root: Tool.self)

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var exitCode: ExitCode
        var out: String
        var error: String
        var testDescription: String { "tool " + arguments.joined(separator: " ") }
    }

    static let rootHelp = HelpGenerator.help(for: Tool.self, path: ["tool"])
    static let echoHelp = HelpGenerator.help(for: EchoCommand.self, path: ["tool", "echo"])
    static let echoUsage = " (usage: tool echo [<words> ...] [<options>])\n"
    static let failUsage = " (usage: tool fail <how> [<options>])\n"

    static let cases: [Case] = [
        // The tool itself.
        Case(arguments: [], exitCode: .usage, out: "", error: rootHelp),
        Case(arguments: ["--help"], exitCode: .success, out: rootHelp, error: ""),
        Case(arguments: ["-h"], exitCode: .success, out: rootHelp, error: ""),
        Case(arguments: ["help"], exitCode: .success, out: rootHelp, error: ""),
        Case(arguments: ["--version"], exitCode: .success, out: "1.2.3\n", error: ""),
        Case(arguments: ["help", "echo"], exitCode: .success, out: echoHelp, error: ""),
        Case(arguments: ["help", "term", "add"], exitCode: .success, out: HelpGenerator.help(for: TermAdd.self, path: ["tool", "term", "add"]), error: ""),
        Case(arguments: ["help", "nope"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'nope'\n"),
        Case(arguments: ["help", "ecko"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'ecko'; did you mean 'echo'?\n"),
        Case(arguments: ["nope"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'nope'; see 'tool --help'\n"),
        Case(arguments: ["ehco"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'ehco'; did you mean 'echo'?\n"),
        Case(arguments: ["--verbose"], exitCode: .usage, out: "",
             error: "tool: error: unknown option '--verbose'; to pass '--verbose' as an argument, write it after '--' (usage: tool <subcommand>)\n"),
        // A subcommand's help.
        Case(arguments: ["echo", "--help"], exitCode: .success, out: echoHelp, error: ""),
        // An unknown option is an error even next to --help.
        Case(arguments: ["echo", "a", "-h", "--nope"], exitCode: .usage, out: "",
             error: "tool echo: error: unknown option '--nope'; to pass '--nope' as an argument, write it after '--'" + echoUsage),
        // Arguments reach the command.
        Case(arguments: ["echo", "a", "b"], exitCode: .success, out: "a b\n", error: ""),
        Case(arguments: ["echo", "--loud", "a", "--separator", "-", "b"], exitCode: .success, out: "A-B\n", error: ""),
        Case(arguments: ["echo", "a", "--separator=,", "b", "--separator", "+"], exitCode: .success, out: "a+b\n", error: ""),
        // One value per occurrence: `y` is a word, not a tag.
        Case(arguments: ["echo", "a", "--tag", "x", "y", "--tag=z"], exitCode: .success, out: "a y #x #z\n", error: ""),
        Case(arguments: ["echo", "--", "--help", "--loud", "-1"], exitCode: .success, out: "--help --loud -1\n", error: ""),
        Case(arguments: ["echo", "-2", "-0.5"], exitCode: .success, out: "-2 -0.5\n", error: ""),
        Case(arguments: ["echo"], exitCode: .success, out: "\n", error: ""),
        // Usage errors print the subcommand's usage line.
        Case(arguments: ["echo", "--lod"], exitCode: .usage, out: "", error: "tool echo: error: unknown option '--lod'; did you mean '--loud'?" + echoUsage),
        Case(arguments: ["echo", "--separator"], exitCode: .usage, out: "", error: "tool echo: error: missing value for '--separator <separator>'" + echoUsage),
        Case(arguments: ["echo", "--loud=yes"], exitCode: .usage, out: "", error: "tool echo: error: '--loud' takes no value" + echoUsage),
        Case(arguments: ["fail"], exitCode: .usage, out: "", error: "tool fail: error: missing argument <how>" + failUsage),
        Case(arguments: ["fail", "a", "b"], exitCode: .usage, out: "", error: "tool fail: error: unexpected argument 'b'" + failUsage),
        // Failures a command throws: message on standard error, exit code from the failure.
        Case(arguments: ["fail", "usage"], exitCode: .usage, out: "", error: "tool fail: error: bad usage" + failUsage),
        Case(arguments: ["fail", "data"], exitCode: .dataError, out: "", error: "tool fail: error: x.json:2:5: malformed\n"),
        Case(arguments: ["fail", "input"], exitCode: .noInput, out: "", error: "tool fail: error: x.json: no such file\n"),
        Case(arguments: ["fail", "custom"], exitCode: .cantCreate, out: "", error: "tool fail: error: cannot write\n"),
        Case(arguments: ["fail", "exit"], exitCode: .failure, out: "", error: ""),
        Case(arguments: ["fail", "findings"], exitCode: .failure, out: "1 finding\n", error: ""),
        Case(arguments: ["fail", "other"], exitCode: .software, out: "", error: "tool fail: error: something broke\n"),
        // Nested groups; a global option before the subcommand's name, between names, or among its arguments.
        Case(arguments: ["term", "list"], exitCode: .success, out: "terms of default\n", error: ""),
        Case(arguments: ["--library", "/lib", "term", "list"], exitCode: .success, out: "terms of /lib\n", error: ""),
        Case(arguments: ["term", "--library=/lib", "list"], exitCode: .success, out: "terms of /lib\n", error: ""),
        Case(arguments: ["term", "list", "--library", "/lib"], exitCode: .success, out: "terms of /lib\n", error: ""),
        // Given twice, the later one wins, wherever each was written.
        Case(arguments: ["--library", "/a", "term", "list", "--library", "/b"], exitCode: .success, out: "terms of /b\n", error: ""),
        Case(arguments: ["--json", "term", "add", "--yes", "verb"], exitCode: .success, out: "added verb to default as JSON\n", error: ""),
        // A hidden subcommand runs; a subcommand that does not include the group's options cannot be given them.
        Case(arguments: ["forgetful"], exitCode: .success, out: "", error: ""),
        Case(arguments: ["--json", "forgetful"], exitCode: .software, out: "",
             error: "tool forgetful: error: '--json' is a global option that this command does not include (declare it with @OptionGroup)\n"),
        Case(arguments: ["--library"], exitCode: .usage, out: "", error: "tool: error: missing value for '--library <path>' (usage: tool <subcommand>)\n"),
        Case(arguments: ["term"], exitCode: .usage, out: "", error: HelpGenerator.help(for: TermCommands.self, path: ["tool", "term"])),
        Case(arguments: ["term", "--help"], exitCode: .success, out: HelpGenerator.help(for: TermCommands.self, path: ["tool", "term"]), error: ""),
        Case(arguments: ["term", "nope"], exitCode: .usage, out: "", error: "tool term: error: unknown subcommand 'nope'; see 'tool term --help'\n"),
        Case(arguments: ["term", "add"], exitCode: .usage, out: "",
             error: "tool term add: error: missing argument <term> (usage: tool term add <term> [<options>])\n"),
        // No terminal to ask on: the command says how to answer beforehand.
        Case(arguments: ["term", "add", "noun"], exitCode: .usage, out: "",
             error: "tool term add: error: 'Add 'noun'?' needs an answer and there is no terminal to ask on; pass --yes to answer yes (usage: tool term add <term> [<options>])\n"),
    ]

    @Test(arguments: cases)
    func runs(_ example: Case) async {
        let transcript = Transcript()
        let code = await Self.tool.run(example.arguments, console: transcript.console())
        #expect(code == example.exitCode)
        #expect(transcript.out == example.out)
        #expect(transcript.error == example.error)
    }

    @Test func asksOnATerminal() async {
        let transcript = Transcript(answers: ["maybe", "y"])
        let code = await Self.tool.run(["term", "add", "noun"], console: transcript.console(terminals: .all))
        #expect(code == .success)
        #expect(transcript.out == "added noun to default\n")
        #expect(transcript.error == "Add 'noun'? [Y/n] Please answer yes or no.\nAdd 'noun'? [Y/n] ")
        let declined = Transcript(answers: ["no"])
        #expect(await Self.tool.run(["term", "add", "noun"], console: declined.console(terminals: .all)) == .failure)
    }

    @Test func rootHelpListsOptionsSubcommandsAndExamples() {
        #expect(Self.rootHelp == """
            OVERVIEW: A test tool.

            USAGE: tool <subcommand>

            OPTIONS:
              --library <path>          The library.
              --json                    Print JSON.
              --version                 Show the version.
              -h, --help                Show help information.

            SUBCOMMANDS:
              echo                      Print the words given.
              fail                      Fail on purpose.
              term                      Work with terms.

              See 'tool help <subcommand>' for detailed help.

            EXAMPLES:
              # Print two words
              $ tool echo a b

            """)
        #expect(HelpGenerator.help(for: TermCommands.self, path: ["tool", "term"]).contains(
            "  See 'tool help term <subcommand>' for detailed help.\n"))
    }

    @Test func titledOptionGroupsHaveASectionOfTheirOwn() {
        #expect(HelpGenerator.help(for: TermAdd.self, path: ["tool", "term", "add"]) == """
            OVERVIEW: Add a term.

            USAGE: tool term add <term> [<options>]

            ARGUMENTS:
              <term>                    The term.

            OPTIONS:
              --yes                     Answer yes.
              -h, --help                Show help information.

            GLOBAL OPTIONS:
              --library <path>          The library.
              --json                    Print JSON.

            """)
    }
}
