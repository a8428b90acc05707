import Testing
@testable import CommandLineSupport

@Suite struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Preview a key.",
        positionals: [PositionalSpec("catalog", help: "The catalog."), PositionalSpec("key", help: "The key.", isRequired: false)],
        options: [
            OptionSpec("format", short: "f", help: "Output format."),
            OptionSpec("locale", kind: .values, help: "Locales."),
            .flag("strict", help: "Strict."),
        ]
    )

    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var positionals: [String]
        var options: [String: [String]]
        var flags: Set<String>
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(words: ["a.xcstrings"], positionals: ["a.xcstrings"], options: [:], flags: []),
        Case(words: ["a", "k", "--format", "json"], positionals: ["a", "k"], options: ["format": ["json"]], flags: []),
        Case(words: ["a", "--format=json", "--format", "text"], positionals: ["a"], options: ["format": ["text"]], flags: []),
        Case(words: ["-f", "json", "a"], positionals: ["a"], options: ["format": ["json"]], flags: []),
        Case(words: ["-fjson", "a"], positionals: ["a"], options: ["format": ["json"]], flags: []),
        Case(words: ["a", "--locale", "fi", "tr", "--strict"], positionals: ["a"], options: ["locale": ["fi", "tr"]], flags: ["strict"]),
        Case(words: ["a", "--locale", "fi", "--locale=tr"], positionals: ["a"], options: ["locale": ["fi", "tr"]], flags: []),
        Case(words: ["a", "-1"], positionals: ["a", "-1"], options: [:], flags: []),
        Case(words: ["--", "--odd", "k"], positionals: ["--odd", "k"], options: [:], flags: []),
    ])
    func parses(_ example: Case) throws {
        let parsed = try ArgumentParser.parse(example.words, for: Self.spec)
        #expect(parsed.positionals == example.positionals)
        #expect(parsed.options == example.options)
        #expect(parsed.flags == example.flags)
    }

    @Test(arguments: [
        (["a", "--nope"], "unknown option '--nope' for 'preview'"),
        (["a", "--format"], "missing value for option --format <format>"),
        ([], "missing argument <catalog> for 'preview'"),
        (["a", "b", "c"], "unexpected argument 'c' for 'preview'"),
        (["a", "--strict=yes"], "option --strict takes no value"),
    ])
    func rejects(_ words: [String], message: String) {
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(words, for: Self.spec) }
        do {
            _ = try ArgumentParser.parse(words, for: Self.spec)
        } catch {
            #expect(error.message == message)
            #expect(error.exitCode == .usage)
        }
    }

    @Test func helpListsEverything() {
        let help = HelpFormatter.help(for: Self.spec, toolName: "xcstrings")
        #expect(help.contains("USAGE: xcstrings preview <catalog> [<key>] [<options>]"))
        #expect(help.contains("--locale <locale> ..."))
        #expect(help.contains("-h, --help"))
    }

    @Test func choiceRejectsUnknownValues() throws {
        let parsed = try ArgumentParser.parse(["a", "--format", "xml"], for: Self.spec)
        #expect(throws: CommandFailure.self) { try parsed.choice("format", of: ["text", "json"], default: "text") }
    }
}
