import Testing
@testable import CommandLineSupport

@Suite struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "KeyPreview a key.",
        positionals: [PositionalSpec("catalog", help: "The catalog."), PositionalSpec("key", help: "The key.", isRequired: false)],
        options: [
            OptionSpec("format", short: "f", help: "Output format."),
            OptionSpec("locale", kind: .values, help: "Locales."),
            .flag("strict", short: "s", help: "Strict."),
        ]
    )

    /// A command whose last positional takes every remaining word.
    static let repeating = CommandSpec(
        name: "plurals",
        abstract: "Plurals.",
        positionals: [PositionalSpec("locale", help: "Locale."), PositionalSpec("number", help: "Numbers.", isRequired: false, isRepeating: true)],
        options: [.flag("ordinal", help: "Ordinal."), OptionSpec("format", help: "Format.")]
    )

    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var positionals: [String]
        var options: [String: [String]] = [:]
        var flags: Set<String> = []
        var wantsHelp = false
        var spec = ArgumentParserTests.spec
        var testDescription: String { "\(spec.name) " + words.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(words: ["a.xcstrings"], positionals: ["a.xcstrings"]),
        Case(words: ["a", "k", "--format", "json"], positionals: ["a", "k"], options: ["format": ["json"]]),
        // A repeated single-value option: the last one wins, whichever spelling.
        Case(words: ["a", "--format=json", "--format", "text"], positionals: ["a"], options: ["format": ["text"]]),
        Case(words: ["a", "-f", "json", "--format=text", "-ftable"], positionals: ["a"], options: ["format": ["table"]]),
        Case(words: ["-f", "json", "a"], positionals: ["a"], options: ["format": ["json"]]),
        Case(words: ["-fjson", "a"], positionals: ["a"], options: ["format": ["json"]]),
        // An empty inline value is a value (a command's `choice` then rejects it).
        Case(words: ["a", "--format="], positionals: ["a"], options: ["format": [""]]),
        // `-` is a value (standard input), not an option.
        Case(words: ["a", "--format", "-"], positionals: ["a"], options: ["format": ["-"]]),
        Case(words: ["-"], positionals: ["-"]),
        // A negative number is a value of an option and a positional, not an option.
        Case(words: ["a", "--format", "-1"], positionals: ["a"], options: ["format": ["-1"]]),
        Case(words: ["a", "-1"], positionals: ["a", "-1"]),
        Case(words: ["a", "-0.5"], positionals: ["a", "-0.5"]),
        Case(words: ["a", "-.5"], positionals: ["a", "-.5"]),
        Case(words: [""], positionals: [""]),
        // A multi-value option takes every following non-option word; given again, values accumulate.
        Case(words: ["a", "--locale", "fi", "tr", "--strict"], positionals: ["a"], options: ["locale": ["fi", "tr"]], flags: ["strict"]),
        Case(words: ["a", "--locale", "fi", "--locale=tr"], positionals: ["a"], options: ["locale": ["fi", "tr"]]),
        Case(words: ["--locale=fi", "a", "k"], positionals: ["a", "k"], options: ["locale": ["fi"]]),
        Case(words: ["--locale", "fi", "--", "a"], positionals: ["a"], options: ["locale": ["fi"]]),
        // Flags: long or short, repeated flags are the same flag.
        Case(words: ["a", "--strict", "--strict", "-s"], positionals: ["a"], flags: ["strict"]),
        // `--` ends options: everything after it is positional, `--help` and `--` included.
        Case(words: ["--", "--odd", "k"], positionals: ["--odd", "k"]),
        Case(words: ["a", "--", "--help"], positionals: ["a", "--help"]),
        Case(words: ["--", "-f", "--"], positionals: ["-f", "--"]),
        Case(words: ["a", "--strict", "--", "-s"], positionals: ["a", "-s"], flags: ["strict"]),
        // Help: anywhere before `--`; positionals are not checked then.
        Case(words: ["--help"], positionals: [], wantsHelp: true),
        Case(words: ["a", "b", "c", "-h"], positionals: ["a", "b", "c"], wantsHelp: true),
        // A repeating last positional takes every remaining word, options interleaved.
        Case(words: ["fi", "1", "--ordinal", "2", "-3", "--format", "json", "4"], positionals: ["fi", "1", "2", "-3", "4"],
             options: ["format": ["json"]], flags: ["ordinal"], spec: repeating),
        Case(words: ["fi"], positionals: ["fi"], spec: repeating),
        Case(words: ["fi", "--", "--ordinal"], positionals: ["fi", "--ordinal"], spec: repeating),
    ])
    func parses(_ example: Case) throws {
        let parsed = try ArgumentParser.parse(example.words, for: example.spec)
        #expect(parsed.positionals == example.positionals)
        #expect(parsed.options == example.options)
        #expect(parsed.flags == example.flags)
        #expect(parsed.wantsHelp == example.wantsHelp)
    }

    @Test(arguments: [
        (["a", "--nope"], "unknown option '--nope' for 'preview'"),
        (["a", "-x"], "unknown option '-x' for 'preview'"),
        (["a", "---format", "json"], "unknown option '---format' for 'preview'"),
        (["a", "--Format", "json"], "unknown option '--Format' for 'preview'"),
        (["a", "--format"], "missing value for option --format <format>"),
        (["a", "-f"], "missing value for option --format <format>"),
        (["a", "--format", "--strict"], "missing value for option --format <format>"),
        (["a", "--format", "--"], "missing value for option --format <format>"),
        (["a", "--locale"], "missing value for option --locale <locale>"),
        ([], "missing argument <catalog> for 'preview'"),
        (["--strict"], "missing argument <catalog> for 'preview'"),
        // After `--`, `--help` is a word like any other.
        (["--", "--help", "b", "c"], "unexpected argument 'c' for 'preview'"),
        (["a", "b", "c"], "unexpected argument 'c' for 'preview'"),
        (["a", "--", "b", "c"], "unexpected argument 'c' for 'preview'"),
        (["a", "--strict=yes"], "option --strict takes no value"),
        (["a", "-sx"], "option --strict takes no value"),
    ])
    func rejects(_ words: [String], message: String) {
        #expect(throws: CommandFailure.usage(message)) { try ArgumentParser.parse(words, for: Self.spec) }
    }

    @Test func missingArgumentsAreNamedTogether() {
        let spec = CommandSpec(name: "pair", abstract: "Two.", positionals: [PositionalSpec("left", help: "L."), PositionalSpec("right", help: "R.")])
        #expect(throws: CommandFailure.usage("missing argument <left> <right> for 'pair'")) { try ArgumentParser.parse([], for: spec) }
        #expect(throws: CommandFailure.usage("missing argument <right> for 'pair'")) { try ArgumentParser.parse(["x"], for: spec) }
    }

    @Test func commandWithoutArgumentsRejectsAnyPositional() {
        let spec = CommandSpec(name: "version", abstract: "Version.")
        #expect(throws: CommandFailure.usage("unexpected argument 'x' for 'version'")) { try ArgumentParser.parse(["x"], for: spec) }
        #expect(throws: Never.self) { try ArgumentParser.parse([], for: spec) }
    }

    @Test(arguments: [
        ("--format", true), ("-f", true), ("--", true), ("-x", true), ("--1", true),
        ("-", false), ("-1", false), ("-0.5", false), ("-.5", false), ("value", false), ("", false), ("1", false),
    ])
    func optionWords(_ word: String, _ isOption: Bool) {
        #expect(ArgumentParser.isOption(word) == isOption)
    }
}
