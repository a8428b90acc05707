import Testing
@testable import CommandLineSupport

@Suite struct HelpFormatterTests {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "KeyPreview a key.",
        discussion: "Shows the key in every locale.",
        positionals: [
            PositionalSpec("catalog", help: "The catalog."),
            PositionalSpec("key", help: "The key.", isRequired: false, isRepeating: true),
        ],
        options: [
            OptionSpec("format", short: "f", help: "Output format."),
            OptionSpec("locale", kind: .values, valueName: "code", help: "Locales."),
            .flag("strict", help: "Strict."),
            OptionSpec("a-very-long-option-name", help: "Wraps to the next line."),
        ],
        examples: [
            (command: "xcstrings preview App.xcstrings greeting", explanation: "One key"),
            (command: "xcstrings preview App.xcstrings", explanation: ""),
        ]
    )

    @Test func fullHelpText() {
        let expected = """
            OVERVIEW: KeyPreview a key.

            Shows the key in every locale.

            USAGE: xcstrings preview <catalog> [<key> ...] [<options>]

            ARGUMENTS:
              <catalog>                 The catalog.
              <key> ...                 The key.

            OPTIONS:
              -f, --format <format>     Output format.
              --locale <code> ...       Locales.
              --strict                  Strict.
              --a-very-long-option-name <a-very-long-option-name>
                                        Wraps to the next line.
              -h, --help                Show help information.

            EXAMPLES:
              # One key
              $ xcstrings preview App.xcstrings greeting
              $ xcstrings preview App.xcstrings

            """
        #expect(HelpFormatter.help(for: Self.spec, toolName: "xcstrings") == expected)
    }

    @Test func minimalHelpHasOnlyTheHelpOption() {
        let spec = CommandSpec(name: "tool", abstract: "Does one thing.")
        #expect(HelpFormatter.help(for: spec, toolName: "tool") == """
            OVERVIEW: Does one thing.

            USAGE: tool

            OPTIONS:
              -h, --help                Show help information.

            """)
    }

    /// (positionals, has options, tool name, usage)
    @Test(arguments: [
        ([PositionalSpec("in", help: "")], false, "xcstrings", "xcstrings preview <in>"),
        ([PositionalSpec("in", help: "", isRequired: false)], false, "xcstrings", "xcstrings preview [<in>]"),
        ([PositionalSpec("in", help: "", isRepeating: true)], true, "xcstrings", "xcstrings preview <in> ... [<options>]"),
        ([PositionalSpec("a", help: ""), PositionalSpec("b", help: "", isRequired: false)], true, "preview", "preview <a> [<b>] [<options>]"),
        ([], false, "xcstrings", "xcstrings preview"),
    ] as [([PositionalSpec], Bool, String, String)])
    func usageLine(_ positionals: [PositionalSpec], _ hasOptions: Bool, _ tool: String, _ expected: String) {
        let spec = CommandSpec(name: "preview", abstract: "", positionals: positionals, options: hasOptions ? [.flag("x", help: "")] : [])
        #expect(HelpFormatter.usage(for: spec, toolName: tool) == expected)
    }

    @Test(arguments: [
        ("--x", "Help.", "  --x                       Help."),
        (String(repeating: "n", count: 25), "Help.", "  " + String(repeating: "n", count: 25) + " Help."),
        (String(repeating: "n", count: 26), "Help.", "  " + String(repeating: "n", count: 26) + "\n" + String(repeating: " ", count: 28) + "Help."),
    ])
    func rowsAlignAtColumn29(_ name: String, _ help: String, _ expected: String) {
        #expect(HelpFormatter.row(name, help) == expected)
    }
}
