import Localization

extension IntentText {
    /// An intent text from Localization's `LocalizedResource` (the portable `LocalizedStringResource`): its key,
    /// default value, table (`Localizable` when nil) and arguments.
    ///
    /// The text is looked up through the ``IntentEnvironment``'s lookup, not through the resource's `source`;
    /// its `language` and `comment` are not kept.
    public init(_ resource: LocalizedResource) {
        self.init(
            key: resource.key, defaultValue: resource.defaultValue, table: resource.table ?? "Localizable",
            arguments: resource.arguments.map(IntentTextArgument.init)
        )
    }
}

extension IntentTextArgument {
    /// The argument for a `FormatArgument` (an unsigned integer is clamped to `Int64`, a character becomes a string).
    init(_ argument: FormatArgument) {
        switch argument {
        case .int(let value): self = .integer(value)
        case .uint(let value): self = .integer(Int64(clamping: value))
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        case .character(let value): self = .string(String(value))
        }
    }
}
