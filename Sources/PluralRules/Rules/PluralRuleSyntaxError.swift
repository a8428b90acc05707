/// A malformed plural rule: what was expected and the 1-based column where it went wrong.
public struct PluralRuleSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of syntax errors (named as ICU4X names its parse errors where they overlap).
    public enum Kind: String, Hashable, Sendable {
        /// An `or` was not followed by a condition.
        case expectedAndCondition
        /// An `and` was not followed by a relation.
        case expectedRelation
        /// `=` or `!=` was expected after an operand.
        case expectedOperator
        /// An operand letter (`n i v w f t c e`) was expected.
        case expectedOperand
        /// A number was expected.
        case expectedValue
        /// A number is too large for 64 bits.
        case valueTooLarge
        /// A sample list is malformed.
        case invalidSample
        /// Text follows a complete rule.
        case unexpectedText
    }

    /// What went wrong.
    public var kind: Kind
    /// The 1-based column (in characters).
    public var column: Int
    /// A readable message.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, column: Int, message: String) {
        self.kind = kind
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
