/// Describes one positional argument.
public struct PositionalSpec: Sendable, Hashable {
    /// The placeholder shown in usage (`<catalog>`).
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether the command fails with a usage error when it is missing.
    public var isRequired: Bool
    /// Whether it takes every remaining positional word (must be last).
    public var isRepeating: Bool

    /// Creates a positional argument description.
    public init(_ name: String, help: String, isRequired: Bool = true, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isRequired = isRequired
        self.isRepeating = isRepeating
    }
}
