/// Where a string literal's parts are: its delimiters, its text runs and its interpolations.
///
/// The lexer only finds the extent of each part; the text is decoded (escapes, multi-line indentation) by
/// ``SwiftSourceFile/segments(of:)`` when a recognizer needs it.
public struct SwiftStringLiteral: Hashable, Sendable {
    /// The number of `#` around the literal (0 for `"…"`, 1 for `#"…"#`).
    public var hashCount: Int
    /// Whether the literal is a multi-line `"""` literal.
    public var isMultiline: Bool
    /// Whether the literal was closed; an unterminated one ends at the end of its line (or file).
    public var isTerminated: Bool
    /// The byte range of the literal, delimiters included.
    public var start: Int
    /// The byte after the literal's closing delimiter.
    public var end: Int
    /// The first part in ``SwiftSourceFile/parts``.
    public var firstPart: Int
    /// The number of parts.
    public var partCount: Int
    /// The token index after the tokens of this literal's interpolations (they follow the literal's own token).
    public var tokenEnd: Int

    /// One run of a literal's body: raw text to decode, or an interpolation's contents.
    public struct Part: Hashable, Sendable {
        /// Whether the part is an interpolation `\(…)`.
        public var isInterpolation: Bool
        /// The first byte: of the text, or of the interpolation's contents after `\(`.
        public var start: Int
        /// The byte after the text, or the byte of the interpolation's closing `)`.
        public var end: Int
        /// For an interpolation, the tokens of its contents in ``SwiftSourceFile/tokens``.
        public var tokens: Range<Int>

        /// Creates a part.
        public init(isInterpolation: Bool, start: Int, end: Int, tokens: Range<Int> = 0..<0) {
            self.isInterpolation = isInterpolation
            self.start = start
            self.end = end
            self.tokens = tokens
        }
    }
}
