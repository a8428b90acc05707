/// One specifier, variable or `%arg` of a format string as the parser reads it, by byte ranges and positions
/// only: no strings and no segments, so a lint can read every value's arguments without allocating.
///
/// Tokens come from ``FormatParser/scanTokens(_:allowsSubstitutionArgument:)``, which numbers arguments exactly
/// as ``FormatString`` does; the text of a token is the bytes `start..<end` of the value.
struct FormatToken: Hashable, Sendable {
    /// What the token is.
    enum Kind: UInt8, Hashable, Sendable {
        /// A printf conversion (`%d`, `%2$@`, `%-*.*f`).
        case specifier
        /// A variable `%#@name@` or `%n$#@name@`.
        case variable
        /// `%arg`, a substitution form's placeholder for its own argument.
        case substitutionArgument
    }

    /// What the token is.
    var kind: Kind
    /// The UTF-8 offset of its `%`.
    var start: Int
    /// The UTF-8 offset after it (after the closing `@` of a variable).
    var end: Int
    /// The explicit position `n` of `%n$…` (or of `%n#@name@`), else `nil`.
    var position: Int? = nil
    /// The argument it reads, explicit or sequential (0 for `%arg`).
    var argumentPosition: Int = 0
    /// A specifier's conversion (`.object` for other kinds).
    var conversion: FormatSpecifier.Conversion = .object
    /// A specifier's length modifier.
    var length: FormatSpecifier.Length? = nil
    /// A specifier's flags.
    var flags: FormatSpecifier.Flags = []
    /// Whether a specifier has a width (digits or `*`).
    var hasWidth = false
    /// The argument a `*` width reads, else `nil`.
    var widthArgument: Int? = nil
    /// The argument a `*` precision reads, else `nil`.
    var precisionArgument: Int? = nil
    /// Where a variable's name starts; it ends at `end - 1`.
    var nameStart = 0

    /// The type of argument a specifier reads.
    var argumentType: FormatArgumentType { conversion.argumentType }

    /// The offsets of a variable's name.
    var nameRange: Range<Int> { nameStart..<(end - 1) }
}
