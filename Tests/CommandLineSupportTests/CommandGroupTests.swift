import Testing
@testable import CommandLineSupport

/// Collects what a command prints, for tests.
final class Transcript {
    var out = ""
    var error = ""

    var console: Console {
        Console(out: { self.out += $0 }, error: { self.error += $0 })
    }
}

/// Prints its words and options.
struct EchoCommand: Command {
    static let spec = CommandSpec(
        name: "echo",
        abstract: "Print the words given.",
        positionals: [PositionalSpec("word", help: "Words.", isRequired: false, isRepeating: true)],
        options: [.flag("loud", help: "Shout."), OptionSpec("separator", help: "Between words."), OptionSpec("tag", kind: .values, help: "Tags.")]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        var text = arguments.positionals.joined(separator: arguments.value("separator") ?? " ")
        if arguments.flag("loud") { text = text.uppercased() }
        if !arguments.values("tag").isEmpty { text += " #" + arguments.values("tag").joined(separator: " #") }
        console.print(text)
        return .success
    }
}

/// Fails in the way its argument names.
struct FailCommand: Command {
    static let spec = CommandSpec(name: "fail", abstract: "Fail on purpose.", positionals: [PositionalSpec("how", help: "How.")])

    struct Unexpected: Error, CustomStringConvertible {
        var description: String { "something broke" }
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        switch arguments.positionals[0] {
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

@Suite struct CommandGroupTests {
    static var group: CommandGroup { CommandGroup(name: "tool", abstract: "A test tool.", version: "1.2.3", commands: [EchoCommand.self, FailCommand.self]) }

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var exitCode: ExitCode
        var out: String
        var error: String
        var testDescription: String { "tool " + arguments.joined(separator: " ") }
    }

    static let echoHelp = HelpFormatter.help(for: EchoCommand.spec, toolName: "tool")
    static let echoUsage = " (usage: tool echo [<word> ...] [<options>])\n"
    static let failUsage = " (usage: tool fail <how>)\n"

    static let cases: [Case] = [
        // The tool itself.
        Case(arguments: [], exitCode: .usage, out: "", error: group.help),
        Case(arguments: ["--help"], exitCode: .success, out: group.help, error: ""),
        Case(arguments: ["-h"], exitCode: .success, out: group.help, error: ""),
        Case(arguments: ["help"], exitCode: .success, out: group.help, error: ""),
        Case(arguments: ["--version"], exitCode: .success, out: "1.2.3\n", error: ""),
        Case(arguments: ["help", "echo"], exitCode: .success, out: echoHelp, error: ""),
        Case(arguments: ["help", "nope"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'nope'\n"),
        Case(arguments: ["nope"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'nope'; see 'tool --help'\n"),
        Case(arguments: ["Echo"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand 'Echo'; see 'tool --help'\n"),
        Case(arguments: ["--verbose"], exitCode: .usage, out: "", error: "tool: error: unknown subcommand '--verbose'; see 'tool --help'\n"),
        // A subcommand's help.
        Case(arguments: ["echo", "--help"], exitCode: .success, out: echoHelp, error: ""),
        // An unknown option is an error even next to --help.
        Case(arguments: ["echo", "a", "-h", "--nope"], exitCode: .usage, out: "", error: "tool echo: error: unknown option '--nope' for 'echo'" + echoUsage),
        Case(arguments: ["fail", "--help"], exitCode: .success, out: HelpFormatter.help(for: FailCommand.spec, toolName: "tool"), error: ""),
        // Arguments reach the command.
        Case(arguments: ["echo", "a", "b"], exitCode: .success, out: "a b\n", error: ""),
        Case(arguments: ["echo", "--loud", "a", "--separator", "-", "b"], exitCode: .success, out: "A-B\n", error: ""),
        Case(arguments: ["echo", "a", "--separator=,", "b", "--separator", "+"], exitCode: .success, out: "a+b\n", error: ""),
        Case(arguments: ["echo", "a", "--tag", "x", "y", "--tag=z"], exitCode: .success, out: "a #x #y #z\n", error: ""),
        Case(arguments: ["echo", "--", "--help", "--loud", "-1"], exitCode: .success, out: "--help --loud -1\n", error: ""),
        Case(arguments: ["echo", "-2", "-0.5"], exitCode: .success, out: "-2 -0.5\n", error: ""),
        Case(arguments: ["echo"], exitCode: .success, out: "\n", error: ""),
        // Usage errors from parsing print the subcommand's usage line.
        Case(arguments: ["echo", "--nope"], exitCode: .usage, out: "", error: "tool echo: error: unknown option '--nope' for 'echo'" + echoUsage),
        Case(arguments: ["echo", "--separator"], exitCode: .usage, out: "",
             error: "tool echo: error: missing value for option --separator <separator>" + echoUsage),
        Case(arguments: ["echo", "--loud=yes"], exitCode: .usage, out: "", error: "tool echo: error: option --loud takes no value" + echoUsage),
        Case(arguments: ["fail"], exitCode: .usage, out: "", error: "tool fail: error: missing argument <how> for 'fail'" + failUsage),
        Case(arguments: ["fail", "a", "b"], exitCode: .usage, out: "", error: "tool fail: error: unexpected argument 'b' for 'fail'" + failUsage),
        // Failures a command throws: message on standard error, exit code from the failure.
        Case(arguments: ["fail", "usage"], exitCode: .usage, out: "", error: "tool fail: error: bad usage" + failUsage),
        Case(arguments: ["fail", "data"], exitCode: .dataError, out: "", error: "tool fail: error: x.json:2:5: malformed\n"),
        Case(arguments: ["fail", "input"], exitCode: .noInput, out: "", error: "tool fail: error: x.json: no such file\n"),
        Case(arguments: ["fail", "custom"], exitCode: .cantCreate, out: "", error: "tool fail: error: cannot write\n"),
        Case(arguments: ["fail", "exit"], exitCode: .failure, out: "", error: ""),
        Case(arguments: ["fail", "findings"], exitCode: .failure, out: "1 finding\n", error: ""),
        Case(arguments: ["fail", "other"], exitCode: .software, out: "", error: "tool fail: error: something broke\n"),
    ]

    @Test(arguments: cases)
    func runs(_ example: Case) {
        let transcript = Transcript()
        let code = Self.group.run(example.arguments, console: transcript.console)
        #expect(code == example.exitCode)
        #expect(transcript.out == example.out)
        #expect(transcript.error == example.error)
    }

    @Test func helpListsSubcommandsInOrder() {
        #expect(Self.group.help == """
            OVERVIEW: A test tool.

            USAGE: tool <subcommand> [<arguments>] [<options>]

            SUBCOMMANDS:
              echo                      Print the words given.
              fail                      Fail on purpose.

              See 'tool help <subcommand>' or 'tool <subcommand> --help' for detailed help.

            """)
    }
}
