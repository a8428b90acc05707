/// What a command is called, what it does, its subcommands and examples: everything its help shows besides
/// its arguments.
public struct CommandConfiguration: Sendable {
    /// One example invocation in `--help`.
    public struct Example: Sendable, Hashable {
        /// The command line, as typed (`xcstrings lint Resources --strict`).
        public var command: String
        /// One line saying what it does; empty for none.
        public var explanation: String

        /// Creates an example.
        public init(_ command: String, _ explanation: String = "") {
            self.command = command
            self.explanation = explanation
        }
    }

    /// The name typed for the command; derived from the type's name when `nil` (`LintCommand` → `lint`).
    public var commandName: String?
    /// One line saying what it does.
    public var abstract: String
    /// Further paragraphs for `--help`.
    public var discussion: String
    /// The version printed by `--version` (the root command's).
    public var version: String?
    /// The subcommands of a command group, in the order `--help` lists them.
    public var subcommands: [any ParsableCommand.Type]
    /// Example invocations for `--help`.
    public var examples: [Example]
    /// Whether the parent's `--help` lists the command.
    public var shouldDisplay: Bool

    /// Creates a configuration.
    public init(
        commandName: String? = nil,
        abstract: String = "",
        discussion: String = "",
        version: String? = nil,
        shouldDisplay: Bool = true,
        subcommands: [any ParsableCommand.Type] = [],
        examples: [Example] = []
    ) {
        self.commandName = commandName
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.shouldDisplay = shouldDisplay
        self.subcommands = subcommands
        self.examples = examples
    }
}
