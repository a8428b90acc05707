/// A malformed number string, with the 1-based column of the first offending character.
public struct PluralOperandsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column (in characters) where the problem was found.
    public var column: Int
    /// What is wrong, in a few words (`unexpected '.'`).
    public var message: String

    /// Creates an error at `column` with `message`.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
