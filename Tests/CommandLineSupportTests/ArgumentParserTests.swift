import Testing
@testable import CommandLineSupport

enum SampleFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// A command using every kind of declaration.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview", abstract: "Preview a key.")

    @Argument(help: "The catalog.") var catalog: String
    @Argument(help: "The key.") var key: String?
    @Option(name: .shortAndLong, help: "Output format.") var format: SampleFormat = .text
    @Option(name: [.customShort("l"), .long], help: "A locale; repeat for several.") var locale: [String] = []
    @Option(parsing: .commaSeparated, help: "Locales, comma-separated or repeated.") var locales: [String] = []
    @Option(help: "How many.") var count: Int?
    @Option(help: ArgumentHelp("The table.", valueName: "name")) var table = "Localizable"
    @Flag(name: .shortAndLong, help: "Strict.") var strict = false
    @Flag(name: .short, help: "More detail.") var v: Int
    @Flag(name: .customShort("q"), help: "Quiet.") var quiet = false
    @Flag(inversion: .prefixedNo, help: "Colour.") var color = true

    /// The parsed values, for comparing.
    var summary: Summary {
        Summary(catalog: catalog, key: key, format: format, locale: locale, locales: locales, count: count, table: table,
                strict: strict, v: v, quiet: quiet, color: color)
    }
}

struct Summary: Equatable, Sendable {
    var catalog: String
    var key: String? = nil
    var format: SampleFormat = .text
    var locale: [String] = []
    var locales: [String] = []
    var count: Int? = nil
    var table = "Localizable"
    var strict = false
    var v = 0
    var quiet = false
    var color = true
}

/// A command whose last positional takes every word left.
struct NumbersCommand: ParsableCommand {
    @Argument(help: "The locale.") var locale: String
    @Argument(help: "Numbers.") var numbers: [String] = []
    @Flag(help: "Ordinal.") var ordinal = false
    @Option(help: "Format.") var format = "text"
}

/// A command with a required option and a required repeating positional.
struct CompileCommand: ParsableCommand {
    @Argument(help: "Catalogs.") var catalogs: [String]
    @Option(name: [.customShort("o"), .customLong("output-directory")], help: ArgumentHelp("Where to write.", valueName: "folder"))
    var output: String

    mutating func validate() throws {
        if output.isEmpty { throw CommandFailure.usage("--output-directory needs a folder") }
    }
}

@Suite struct ArgumentParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var expected: Summary
        var testDescription: String { "preview " + words.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(words: ["a.xcstrings"], expected: Summary(catalog: "a.xcstrings")),
        Case(words: ["a", "k"], expected: Summary(catalog: "a", key: "k")),
        // Positionals anywhere among the options.
        Case(words: ["--format", "json", "a", "--strict", "k"], expected: Summary(catalog: "a", key: "k", format: .json, strict: true)),
        // An option takes one value: the word after it is the next positional (the `preview --locale fi key` defect).
        Case(words: ["Examples", "--locale", "fi", "term(s) in category"], expected: Summary(catalog: "Examples", key: "term(s) in category", locale: ["fi"])),
        Case(words: ["a", "--locale", "fi", "--locale", "tr", "-l", "de", "-ql", "sv", "--locale=en"], expected: Summary(catalog: "a", locale: ["fi", "tr", "de", "sv", "en"], quiet: true)),
        // Comma lists only where declared.
        Case(words: ["a", "--locales", "fi,tr", "--locales", " de , ,pt-BR"], expected: Summary(catalog: "a", locales: ["fi", "tr", "de", "pt-BR"])),
        Case(words: ["a", "--locale", "fi,tr"], expected: Summary(catalog: "a", locale: ["fi,tr"])),
        // An option takes one word: the positional after it stays positional, whatever it reads like.
        Case(words: ["a", "--locale", "fi", "term(s) in category"], expected: Summary(catalog: "a", key: "term(s) in category", locale: ["fi"])),
        // `--opt=value`, `-o value`; the last of a single-value option wins.
        Case(words: ["a", "--format=json", "--format", "text"], expected: Summary(catalog: "a", format: .text)),
        Case(words: ["a", "-f", "json"], expected: Summary(catalog: "a", format: .json)),
        Case(words: ["a", "--table="], expected: Summary(catalog: "a", table: "")),
        // Negative numbers and `-` are values, of options and as positionals.
        Case(words: ["a", "--count", "-1"], expected: Summary(catalog: "a", count: -1)),
        Case(words: ["a", "--count=-12"], expected: Summary(catalog: "a", count: -12)),
        Case(words: ["-1", "-0.5"], expected: Summary(catalog: "-1", key: "-0.5")),
        Case(words: ["-", "-.5"], expected: Summary(catalog: "-", key: "-.5")),
        Case(words: ["a", "--table", "-"], expected: Summary(catalog: "a", table: "-")),
        Case(words: [""], expected: Summary(catalog: "")),
        // Grouped short flags; a counting flag counts; an option ends a group.
        Case(words: ["a", "-qv", "-vs"], expected: Summary(catalog: "a", strict: true, v: 2, quiet: true)),
        Case(words: ["a", "-vvv"], expected: Summary(catalog: "a", v: 3)),
        Case(words: ["a", "-qf", "json"], expected: Summary(catalog: "a", format: .json, quiet: true)),
        Case(words: ["a", "-vf", "json"], expected: Summary(catalog: "a", format: .json, v: 1)),
        // Repeated flags are the same flag; an inversion's last spelling wins.
        Case(words: ["a", "--strict", "--strict", "-s"], expected: Summary(catalog: "a", strict: true)),
        Case(words: ["a", "--no-color"], expected: Summary(catalog: "a", color: false)),
        Case(words: ["a", "--no-color", "--color"], expected: Summary(catalog: "a", color: true)),
        // `--` ends options: everything after it is positional, `--help` and `--` included.
        Case(words: ["--", "--odd", "-k"], expected: Summary(catalog: "--odd", key: "-k")),
        Case(words: ["a", "--strict", "--", "--"], expected: Summary(catalog: "a", key: "--", strict: true)),
        Case(words: ["a", "--", "--help"], expected: Summary(catalog: "a", key: "--help")),
    ])
    func parses(_ example: Case) throws {
        let command = try SampleCommand.parse(example.words)
        #expect(command.summary == example.expected)
    }

    @Test(arguments: [
        (["a", "--nope"], "unknown option '--nope'; to pass '--nope' as an argument, write it after '--'"),
        (["a", "--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
        (["a", "--Format", "json"], "unknown option '--Format'; did you mean '--format'?"),
        (["a", "-format", "json"], "unknown option '-format'; did you mean '--format'? (to pass '-format' as an argument, write it after '--')"),
        (["a", "--colour"], "unknown option '--colour'; did you mean '--color'?"),
        (["a", "-x"], "unknown option '-x'; to pass '-x' as an argument, write it after '--'"),
        (["a", "-qx"], "unknown option '-x' in '-qx'; to pass '-qx' as an argument, write it after '--'"),
        // A value is never joined to a short name; an option letter must end its group.
        (["a", "-fjson"], "unknown option '-fjson'; to pass '-fjson' as an argument, write it after '--'"),
        (["a", "-fq", "json"], "unknown option '-fq'; to pass '-fq' as an argument, write it after '--'"),
        (["a", "-lfi"], "unknown option '-lfi'; to pass '-lfi' as an argument, write it after '--'"),
        (["a", "---format", "json"], "unknown option '---format'; did you mean '--format'?"),
        (["a", "--format"], "missing value for '--format <format>'"),
        (["a", "-f"], "missing value for '-f <format>'"),
        (["a", "--format", "--strict"], "missing value for '--format <format>'"),
        (["a", "--format", "--"], "missing value for '--format <format>'"),
        (["a", "--table", "-x"], "missing value for '--table <name>'; write --table=-x for a value that starts with '-'"),
        (["a", "--format", "xml"], "invalid value 'xml' for '--format <format>'; expected one of: text, json"),
        (["a", "--format", "jsno"], "invalid value 'jsno' for '--format <format>'; expected one of: text, json (did you mean 'json'?)"),
        (["a", "--count", "many"], "invalid value 'many' for '--count <count>'; expected an integer"),
        (["a", "--strict=yes"], "'--strict' takes no value"),
        (["a", "--no-color=1"], "'--no-color' takes no value"),
        ([], "missing argument <catalog>"),
        (["--strict"], "missing argument <catalog>"),
        // An option that took a word that reads as text (as a key or a sentence does) says so; a value like a name,
        // a number or a list is taken for what it is.
        (["--table", "term(s) in category"],
         "missing argument <catalog>; '--table' took 'term(s) in category' as its value (if that is the <catalog>, give '--table' a value of its own)"),
        (["-l", "a b", "--strict", "-f", "json"],
         "missing argument <catalog>; '-l' took 'a b' as its value (if that is the <catalog>, give '-l' a value of its own)"),
        (["--table", "Cat"], "missing argument <catalog>"),
        (["--locales", "fi,tr", "--count", "3"], "missing argument <catalog>"),
        (["a", "b", "c"], "unexpected argument 'c'"),
        (["a", "--", "b", "c"], "unexpected argument 'c'"),
        // After `--`, `--help` is a word like any other.
        (["--", "--help", "b", "c"], "unexpected argument 'c'"),
    ])
    func rejects(_ words: [String], message: String) {
        #expect(throws: CommandFailure.usage(message)) { try SampleCommand.parse(words) }
    }

    @Test(arguments: [["--help"], ["-h"], ["a", "b", "c", "-h"], ["-qh"], ["--format", "xml", "--help"]])
    func helpIsAskedForAnywhereBeforeTheEndOfOptions(_ words: [String]) {
        #expect(throws: HelpRequest()) { try SampleCommand.parse(words) }
    }

    @Test func anUnknownOptionIsAnErrorEvenNextToHelp() {
        #expect(throws: CommandFailure.usage("unknown option '--nope'; to pass '--nope' as an argument, write it after '--'")) {
            try SampleCommand.parse(["a", "-h", "--nope"])
        }
    }

    @Test(arguments: [
        (["fi"], "fi", [String](), false),
        (["fi", "1", "--ordinal", "2", "-3", "--format", "json", "4"], "fi", ["1", "2", "-3", "4"], true),
        (["fi", "--", "--ordinal", "-x"], "fi", ["--ordinal", "-x"], false),
        // The `plurals fi -1` case: a negative number is a value.
        (["fi", "-1"], "fi", ["-1"], false),
    ])
    func aRepeatingPositionalTakesEveryWordLeft(_ words: [String], _ locale: String, _ numbers: [String], _ ordinal: Bool) throws {
        let command = try NumbersCommand.parse(words)
        #expect(command.locale == locale)
        #expect(command.numbers == numbers)
        #expect(command.ordinal == ordinal)
    }

    @Test func requiredOptionsAndRepeatingPositionals() throws {
        let command = try CompileCommand.parse(["a.xcstrings", "-o", "Build", "b.xcstrings"])
        #expect(command.catalogs == ["a.xcstrings", "b.xcstrings"])
        #expect(command.output == "Build")
        #expect(throws: CommandFailure.usage("missing argument <catalogs>")) { try CompileCommand.parse(["-o", "x"]) }
        // A value written inline cannot have been meant as the positional.
        #expect(throws: CommandFailure.usage("missing argument <catalogs>")) { try CompileCommand.parse(["--output-directory=My Build"]) }
        #expect(throws: CommandFailure.usage(
            "missing argument <catalogs>; '-o' took 'My Build' as its value (if that is the <catalogs>, give '-o' a value of its own)"
        )) { try CompileCommand.parse(["-o", "My Build"]) }
        #expect(throws: CommandFailure.usage("missing option '--output-directory <folder>'")) { try CompileCommand.parse(["a"]) }
        // validate() runs after parsing.
        #expect(throws: CommandFailure.usage("--output-directory needs a folder")) { try CompileCommand.parse(["a", "--output-directory="]) }
    }

    @Test func aCommandWithoutArgumentsRejectsAnyPositional() {
        struct Version: ParsableCommand {}
        #expect(throws: CommandFailure.usage("unexpected argument 'x'; the command takes none")) { try Version.parse(["x"]) }
        #expect(throws: Never.self) { try Version.parse([]) }
    }

    @Test func declaringANameTwiceIsAnError() {
        struct Twice: ParsableCommand {
            @Flag(name: .customLong("x")) var first = false
            @Option(name: .customLong("x")) var second = ""
        }
        #expect(throws: CommandFailure("the command declares --x twice", exitCode: .software)) { try Twice.parse([]) }
    }

    @Test func parsedCommandsKeepValueSemantics() throws {
        let parsed = try SampleCommand.parse(["a", "--locale", "fi"])
        var copy = parsed
        copy.locale.append("tr")
        copy.catalog = "b"
        #expect(parsed.locale == ["fi"])
        #expect(parsed.catalog == "a")
        #expect(copy.locale == ["fi", "tr"])
    }

    @Test(arguments: [
        ("--format", true), ("-f", true), ("--", true), ("-x", true), ("--1", true), ("-.x", true),
        ("-", false), ("-1", false), ("-0.5", false), ("-.5", false), ("-1c6", false), ("value", false), ("", false), ("1", false),
    ])
    func optionWords(_ word: String, _ isOption: Bool) {
        #expect(ArgumentParser.looksLikeOption(word) == isOption)
    }

    @Test(arguments: [
        ("developmentLanguage", "development-language"), ("noComments", "no-comments"), ("appURL", "app-url"),
        ("format", "format"), ("outputDirectory", "output-directory"), ("URLScheme", "url-scheme"), ("v2Name", "v2-name"),
    ])
    func longNamesAreKebabCase(_ label: String, _ name: String) {
        #expect(NameSpecification.kebabCase(label) == name)
    }
}
