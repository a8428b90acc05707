import Testing
@testable import CommandLineSupport

struct DocumentedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview a key.",
        discussion: """
            Shows the key in every locale. This paragraph is long enough that it has to be wrapped at eighty columns by the generator.

              An indented line that is also far too long to fit on one line of eighty columns keeps its indent.
            A short line stays.
            """,
        examples: [.init("xcstrings preview App.xcstrings greeting", "One key"), .init("xcstrings preview App.xcstrings")])

    @Argument(help: "The catalog.") var catalog: String
    @Argument(help: "The key.") var keys: [String] = []
    @Option(name: .shortAndLong, help: "Output format.") var format: SampleFormat = .text
    @Option(help: ArgumentHelp("A locale to show; repeat for several.", valueName: "code")) var locale: [String] = []
    @Option(help: "Where to write.") var output: String
    @Flag(help: "Strict.") var strict = false
    @Flag(inversion: .prefixedNo, help: "Colour.") var color = true
    @Option(help: "Wraps to the next line.") var aVeryLongOptionName: String?
    @Option(help: "A help text that is long enough to need a second line in the help column, which is fifty-two wide.") var wordy = 3
    @Flag(help: .hidden) var secret = false
}

@Suite struct HelpGeneratorTests {
    @Test func fullHelpText() {
        let expected = """
            OVERVIEW: Preview a key.

            Shows the key in every locale. This paragraph is long enough that it has to be
            wrapped at eighty columns by the generator.

              An indented line that is also far too long to fit on one line of eighty
              columns keeps its indent.
            A short line stays.

            USAGE: xcstrings preview <catalog> [<keys> ...] --output <output> [<options>]

            ARGUMENTS:
              <catalog>                 The catalog.
              <keys> ...                The key.

            OPTIONS:
              -f, --format <format>     Output format. (values: text, json; default: text)
              --locale <code> ...       A locale to show; repeat for several.
              --output <output>         Where to write.
              --strict                  Strict.
              --color, --no-color       Colour. (default: --color)
              --a-very-long-option-name <a-very-long-option-name>
                                        Wraps to the next line.
              --wordy <wordy>           A help text that is long enough to need a second
                                        line in the help column, which is fifty-two wide.
                                        (default: 3)
              -h, --help                Show help information.

            EXAMPLES:
              # One key
              $ xcstrings preview App.xcstrings greeting
              $ xcstrings preview App.xcstrings

            """
        #expect(HelpGenerator.help(for: DocumentedCommand.self, path: ["xcstrings", "preview"]) == expected)
    }

    @Test func minimalHelpHasOnlyTheHelpOption() {
        struct Single: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "tool", abstract: "Does one thing.")
        }
        #expect(HelpGenerator.help(for: Single.self, path: ["tool"]) == """
            OVERVIEW: Does one thing.

            USAGE: tool

            OPTIONS:
              -h, --help                Show help information.

            """)
    }

    @Test(arguments: [
        ("", [""]),
        ("short", ["short"]),
        ("one two three four", ["one two", "three four"]),
        ("one two three four five", ["one two", "three four", "five"]),
        ("averyveryverylongword and", ["averyveryverylongword", "and"]),
    ])
    func wrapsAtSpaces(_ text: String, _ lines: [String]) {
        #expect(HelpGenerator.wrap(text, width: 10, indent: "") == lines)
    }

    @Test func commandNamesComeFromTheirTypes() {
        struct LintCommand: ParsableCommand {}
        struct PhrasesMatch: ParsableCommand {}
        #expect(LintCommand.commandName == "lint")
        #expect(PhrasesMatch.commandName == "phrases-match")
        #expect(DocumentedCommand.commandName == "preview")
    }
}
