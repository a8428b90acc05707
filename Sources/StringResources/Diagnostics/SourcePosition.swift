/// A 1-based line and column in a text file, as compilers print them.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a position from a line and a column (both 1-based).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of a UTF-8 byte offset in `bytes`, for a single diagnostic.
    ///
    /// Called only when an error is raised, so parsers keep byte offsets and pay nothing for positions on the
    /// success path. Computed by ``SourceLineIndex``; build one index instead when a file has many diagnostics.
    public init<Bytes: Collection<UInt8>>(offset: Int, in bytes: Bytes) {
        let array = bytes as? [UInt8] ?? Array(bytes)
        self = SourceLineIndex(bytes: array).position(ofOffset: offset)
    }

    /// Whether `lhs` comes before `rhs` in the text.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The position as `line:column`.
    public var description: String { "\(line):\(column)" }
}
