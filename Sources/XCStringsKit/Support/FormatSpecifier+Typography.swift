import StringResources

extension FormatSpecifier {
    /// Whether the specifier is a `%` followed by a space (`50 % de`, `85% of`): typography in a sentence, which
    /// printf would read as a conversion with the space flag, but which no translator or developer means as one.
    var isTypography: Bool { Self.isTypography(text) }

    /// Whether a specifier as written starts with `% `.
    static func isTypography(_ text: String) -> Bool { text.hasPrefix("% ") }
}
