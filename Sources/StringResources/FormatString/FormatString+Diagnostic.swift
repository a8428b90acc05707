/// A problem found while parsing a format string, with where it is.
public struct FormatDiagnostic: Hashable, Sendable, CustomStringConvertible, DiagnosticConvertible {

    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// A `%` (with flags, width…) at the end of the text, without a conversion.
        case incompleteSpecifier
        /// A conversion character that is not one of `d i o u x X f F e E g G a A c C s S p @`.
        case unknownConversion(Character)
        /// `%n`, which writes to memory, is refused.
        case refusedConversion
        /// `%0$…`: positions start at 1.
        case invalidPosition
        /// `%#@` without the closing `@` or with an empty name.
        case unterminatedVariable
        /// `%1#@name@`: a variable's position written without `$` (Apple accepts it; `%1$#@name@` is clearer).
        case positionWithoutDollar
        /// One argument position used with two incompatible types; `firstOffset` is the first use.
        case typeConflict(position: Int, first: FormatArgumentType, firstOffset: Int, second: FormatArgumentType)
        /// Positional (`%1$@`) and sequential (`%@`) specifiers in one format.
        case mixedPositions
        /// An argument position below the highest one that no specifier reads.
        case unusedPosition(Int)
        /// A width or precision above ``FormatString/maximumAmount`` (`%999999999d`), which would ask for that many
        /// characters of padding or digits; renderers cap it.
        case excessiveAmount(Int)
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// An error when the format cannot be used as written (``FormatString/validate(_:allowsSubstitutionArgument:)``
    /// throws), a warning when it works but is suspicious.
    public var severity: Severity
    /// The UTF-8 byte offset in the format string where the problem is.
    public var offset: Int
    /// The 1-based line and column of `offset`.
    public var position: SourcePosition
    /// One sentence saying what is wrong, without a trailing period.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, severity: Severity, offset: Int, position: SourcePosition, message: String) {
        self.kind = kind
        self.severity = severity
        self.offset = offset
        self.position = position
        self.message = message
    }

    /// The 1-based column (in Unicode scalars) of the problem.
    public var column: Int { position.column }

    /// The diagnostic as a ``ResourceError`` (for files, set the file and shift the position).
    public var resourceError: ResourceError { ResourceError(.formatString, position: position, message: message) }

    /// The diagnostic, located by its position only (the caller knows the file, or prints `<format>`).
    public var diagnostic: Diagnostic { Diagnostic(severity, message, location: DiagnosticLocation(position: position)) }

    /// The diagnostic as `<format>:line:column: severity: message`, as ``DiagnosticPrinter`` prints it for a
    /// format string that did not come from a file.
    public var description: String { DiagnosticPrinter(defaultLocation: "<format>").line(diagnostic) }
}
