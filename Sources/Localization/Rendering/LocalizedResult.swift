/// A localized string and every issue met while looking it up and filling it in.
public struct LocalizedResult: Sendable, Hashable, CustomStringConvertible {
    /// The string to show.
    public var string: String
    /// What went wrong, in the order it happened; empty when all went well.
    public var issues: [LocalizationIssue]

    /// Creates a result.
    public init(string: String, issues: [LocalizationIssue] = []) {
        self.string = string
        self.issues = issues
    }

    /// The localized string.
    public var description: String { string }
}
