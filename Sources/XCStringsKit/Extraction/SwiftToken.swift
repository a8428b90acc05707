/// One token of Swift source, as ``SwiftLexer`` reads it: a kind and the UTF-8 byte range it covers.
///
/// Tokens are small values kept in one array per file; text is read from the file's bytes only when a
/// recognizer asks, so that lexing a large tree allocates little. Comments and whitespace are not tokens.
public struct SwiftToken: Hashable, Sendable {
    /// What a token is.
    public enum Kind: UInt8, Hashable, Sendable {
        /// A name or keyword (`Text`, `let`, `` `default` ``, `$0`, `$text`).
        case identifier
        /// An integer literal (`42`, `0x1F`, `1_000`).
        case integer
        /// A floating-point literal (`1.5`, `2e10`).
        case float
        /// A string literal; its parts are in ``SwiftSourceFile/literals``.
        case string
        /// A regular expression literal (`/a+/`, `#/…/#`), read only so that it is not mistaken for anything else.
        case regex
        /// `(`
        case leftParen
        /// `)`
        case rightParen
        /// `[`
        case leftBracket
        /// `]`
        case rightBracket
        /// `{`
        case leftBrace
        /// `}`
        case rightBrace
        /// `,`
        case comma
        /// `:`
        case colon
        /// `;`
        case semicolon
        /// `.`
        case period
        /// A lone `?` (optional chaining or the ternary operator).
        case question
        /// A lone `=`.
        case equal
        /// `->`
        case arrow
        /// `@` before an attribute name.
        case at
        /// `#` before a name (`#selector`, `#Preview`); compiler directives (`#if`) are not tokens.
        case pound
        /// `\` starting a key path.
        case backslash
        /// Any other operator (`==`, `??`, `+`, `!`, `&&`, `...`).
        case `operator`
        /// A character Swift does not allow here (reported once as a finding).
        case unknown
    }

    /// The keywords the recognizers branch on, told apart once by the lexer so that a scan over every
    /// token compares one byte instead of each keyword's text.
    public enum Keyword: UInt8, Hashable, Sendable {
        /// Not one of these (or not an identifier).
        case none
        case `let`, `var`, `func`, `init`, `subscript`, `struct`, `class`, `enum`, `actor`, `extension`, `protocol`, `case`, `in`, `for`
        /// Specifiers before a type.
        case `inout`, some, any, sending, borrowing, consuming
    }

    /// What the token is.
    public var kind: Kind
    /// Whether a line break comes between the previous token and this one.
    public var followsNewline: Bool
    /// Which of the ``Keyword``s an identifier is. Declared here, between the one-byte fields, so that it
    /// fills padding and a token stays 16 bytes.
    public var keyword: Keyword
    /// The first byte of the token in the file.
    public var start: UInt32
    /// The byte after the token's last.
    public var end: UInt32
    /// For a string literal, its index in ``SwiftSourceFile/literals``; for an opening bracket, the index of the
    /// token closing it (the token count when nothing does); otherwise -1. One field for both keeps a token
    /// 16 bytes and spares a second array as long as the tokens.
    var link: Int32

    /// For a string literal, its index in ``SwiftSourceFile/literals``; otherwise -1.
    public var literal: Int32 { kind == .string ? link : -1 }

    /// Creates a token.
    public init(kind: Kind, followsNewline: Bool, start: UInt32, end: UInt32, literal: Int32 = -1, keyword: Keyword = .none) {
        self.kind = kind
        self.followsNewline = followsNewline
        self.start = start
        self.end = end
        link = literal
        self.keyword = keyword
    }
}
