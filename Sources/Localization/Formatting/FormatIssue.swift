import StringResources

/// A problem met while rendering a format string; rendering goes on and reports it.
public struct FormatIssue: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// No argument at this 1-based position.
        case missingArgument(position: Int)
        /// The argument at this position is not of a kind the specifier accepts.
        case wrongType(position: Int, expected: FormatArgumentType, actual: FormatArgumentType)
        /// An integer did not fit the specifier's size (`%d` reads 32 bits, `%hhd` 8) and was truncated, as C does.
        case truncated(position: Int)
        /// The format has a malformed specifier (see the format's diagnostics).
        case invalidSpecifier
        /// No value was supplied for the variable `%#@name@`.
        case unresolvedVariable(name: String)
        /// `%arg` appeared but no substitution argument was given.
        case missingSubstitutionArgument
        /// A width or precision (written, or read from a `*` argument) above the limit was rendered as the limit
        /// (``FormatString/maximumAmount``), so that no format can ask for gigabytes of padding.
        case amountCapped(limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset of the specifier in the format string.
    public var offset: Int
    /// The specifier as written.
    public var specifier: String
    /// One sentence saying what went wrong.
    public var message: String

    /// Creates an issue.
    public init(kind: Kind, offset: Int, specifier: String, message: String) {
        self.kind = kind
        self.offset = offset
        self.specifier = specifier
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
