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

    /// Computes the position of a UTF-8 byte offset in `bytes`.
    ///
    /// Called only when an error is raised, so parsers keep byte offsets and pay nothing
    /// for positions on the success path. `\n`, `\r\n` and a lone `\r` each end a line. A UTF-8
    /// byte order mark at the start of `bytes` is not a column.
    public init<Bytes: Collection<UInt8>>(offset: Int, in bytes: Bytes) where Bytes.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        if offset >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { column = 0 }
        let end = min(bytes.startIndex + max(offset, 0), bytes.endIndex)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.endIndex || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                // Count scalars: skip UTF-8 continuation bytes.
                column += 1
            }
            index += 1
        }
        self.init(line: line, column: column)
    }

    /// Whether `lhs` comes before `rhs` in the text.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The position as `line:column`.
    public var description: String { "\(line):\(column)" }
}
