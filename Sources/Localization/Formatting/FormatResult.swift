/// What rendering a format string produced: the text and anything that went wrong.
public struct FormatResult: Sendable, Hashable, CustomStringConvertible {
    /// The rendered text; a specifier that could not be filled is kept as written.
    public var string: String
    /// Problems met while rendering, in the order of the format.
    public var issues: [FormatIssue]

    /// Creates a result.
    public init(string: String, issues: [FormatIssue] = []) {
        self.string = string
        self.issues = issues
    }

    /// The formatted string.
    public var description: String { string }
}
