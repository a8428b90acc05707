/// Describes a command: its name, what it does, its arguments and examples for `--help`.
public struct CommandSpec: Sendable {
    /// The subcommand name (`lint`) or the tool name for a single-command tool.
    public var name: String
    /// One line saying what the command does.
    public var abstract: String
    /// Further paragraphs for `--help`.
    public var discussion: String
    /// Positional arguments in order.
    public var positionals: [PositionalSpec]
    /// Options; `--help`/`-h` is always accepted in addition.
    public var options: [OptionSpec]
    /// Example invocations shown in `--help`, each with an optional one-line explanation.
    public var examples: [(command: String, explanation: String)]

    /// Creates a command description.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        positionals: [PositionalSpec] = [],
        options: [OptionSpec] = [],
        examples: [(command: String, explanation: String)] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
        self.examples = examples
    }
}
