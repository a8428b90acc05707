/// Describes one option a command accepts.
public struct OptionSpec: Sendable, Hashable {
    /// How an option takes its values.
    public enum Kind: Sendable, Hashable {
        /// A switch without a value, such as `--strict`.
        case flag
        /// One value, such as `--format json` or `--format=json`; given twice, the last wins.
        case value
        /// One value each time it is given (`--locale fi --locale tr`); also `--locale fi tr`,
        /// which takes every following word that is not an option.
        case values
    }

    /// The long name without dashes (`format` for `--format`).
    public var name: String
    /// An optional one-letter short name (`f` for `-f`).
    public var short: Character?
    /// How the option takes values.
    public var kind: Kind
    /// The placeholder shown in help (`<format>`).
    public var valueName: String
    /// One line of help.
    public var help: String

    /// Creates an option description.
    public init(_ name: String, short: Character? = nil, kind: Kind = .value, valueName: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName ?? name
        self.help = help
    }

    /// A switch without a value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }
}
