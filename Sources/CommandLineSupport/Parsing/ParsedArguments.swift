/// The result of parsing a command line against a ``CommandSpec``.
public struct ParsedArguments: Sendable, Equatable {
    /// Positional words in order.
    public var positionals: [String] = []
    /// Values of options by long name, in the order given.
    public var options: [String: [String]] = [:]
    /// Flags that were given, by long name.
    public var flags: Set<String> = []
    /// Whether `--help` or `-h` was given.
    public var wantsHelp = false

    /// Creates an empty result.
    public init() {}

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value of `--name`, if it was given.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// Every value of `--name`, in order (empty when not given).
    public func values(_ name: String) -> [String] { options[name] ?? [] }

    /// The value of `--name`, which must be one of `allowed`; `defaultValue` when absent.
    public func choice(_ name: String, of allowed: [String], default defaultValue: String) throws(CommandFailure) -> String {
        guard let value = value(name) else { return defaultValue }
        guard allowed.contains(value) else {
            throw .usage("invalid value '\(value)' for --\(name); expected one of: \(allowed.joined(separator: ", "))")
        }
        return value
    }

    /// The positional at `index`, if present.
    public func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }
}
