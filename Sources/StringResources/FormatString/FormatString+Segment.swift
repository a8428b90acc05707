/// One piece of a parsed format string, in order.
public enum FormatSegment: Hashable, Sendable {
    /// Text printed as is; `%%` has already become `%`.
    case literal(String)
    /// A printf conversion such as `%d` or `%2$@`.
    case specifier(FormatSpecifier)
    /// A variable `%#@name@` or `%n$#@name@`; `position` is the argument position it consumes
    /// (its explicit `n`, or the next sequential position).
    case variable(name: String, position: Int?)
    /// `%arg`, the placeholder a String Catalog substitution's forms use for the substitution's own argument.
    case substitutionArgument
    /// Something that starts with `%` but is no valid specifier (an unknown conversion, `%n`, a `%` at
    /// the end): kept as written, with a diagnostic.
    case invalid(String)
}

/// A variable `%#@name@` of a format string, where it is, and which argument it consumes.
public struct FormatVariable: Hashable, Sendable {
    /// The name between `%#@` and `@`.
    public var name: String
    /// The explicit position of `%n$#@name@`, or `nil`.
    public var position: Int?
    /// The argument position it consumes (explicit or sequential).
    public var argumentPosition: Int
    /// The UTF-8 byte offset of its `%`.
    public var offset: Int
    /// The variable as written, e.g. `%1$#@files@`.
    public var text: String

    /// Creates a variable reference.
    public init(name: String, position: Int? = nil, argumentPosition: Int, offset: Int, text: String) {
        self.name = name
        self.position = position
        self.argumentPosition = argumentPosition
        self.offset = offset
        self.text = text
    }
}
