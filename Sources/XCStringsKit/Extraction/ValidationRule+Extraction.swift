import StringResources

extension ValidationRule.ID {
    /// Swift source that cannot be read as Swift (an unterminated string literal or comment, a bad escape).
    public static let extractMalformedSource: Self = "extract-malformed-source"
    /// An interpolation whose type the extractor cannot tell; its key has `%@`, which may differ from Xcode's.
    public static let extractUnknownType: Self = "extract-unknown-type"
    /// A localizable argument that is not a literal, so neither Xcode nor this tool can extract it.
    public static let extractNotLiteral: Self = "extract-not-literal"
    /// One key extracted with different default values; the first is kept.
    public static let extractConflictingValue: Self = "extract-conflicting-value"
}

extension ValidationRule {
    /// The rules `xcstrings extract` reports under.
    public static let extraction: [ValidationRule] = [
        ValidationRule(id: .extractMalformedSource, defaultSeverity: .error,
                       summary: "Swift source that cannot be read: an unterminated string literal or comment, an invalid escape."),
        ValidationRule(id: .extractUnknownType, defaultSeverity: .note,
                       summary: "An interpolation whose type cannot be told from the source; its key uses %@."),
        ValidationRule(id: .extractNotLiteral, defaultSeverity: .note,
                       summary: "A localizable argument that is not a string literal, so it cannot be extracted."),
        ValidationRule(id: .extractConflictingValue, defaultSeverity: .warning,
                       summary: "The same key extracted with different default values."),
    ]
}
