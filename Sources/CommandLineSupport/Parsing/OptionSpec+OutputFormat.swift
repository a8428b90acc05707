extension OptionSpec {
    /// The `--format` option every command that prints results shares: `choices` listed in its help, the first
    /// being the default.
    public static func outputFormat(_ choices: [String] = ["text", "json"]) -> OptionSpec {
        let listed = choices.count > 1
            ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            : choices.joined()
        return OptionSpec("format", valueName: "format", help: "Output format: \(listed) (default: \(choices.first ?? "text")).")
    }
}

extension ParsedArguments {
    /// The value of `--format`, one of `choices` (the first when absent); a usage error otherwise.
    public func outputFormat(_ choices: [String] = ["text", "json"]) throws(CommandFailure) -> String {
        try choice("format", of: choices, default: choices.first ?? "text")
    }
}
