import StringResources

/// Where something is in an exchange file: line and column, and for CSV also the record and field, for a bundle
/// the key path.
public struct ExchangePosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The 1-based CSV record (the header is record 1), when the file is a table.
    public var row: Int?
    /// The 1-based CSV field in its record.
    public var field: Int?
    /// The keys from a bundle's root to the value (`concepts › 12 › sections › 0 › language`).
    public var keyPath: [String]

    public init(line: Int, column: Int, row: Int? = nil, field: Int? = nil, keyPath: [String] = []) {
        self.line = line
        self.column = column
        self.row = row
        self.field = field
        self.keyPath = keyPath
    }

    /// A position from a source position.
    public init(_ position: SourcePosition, row: Int? = nil, field: Int? = nil, keyPath: [String] = []) {
        self.init(line: position.line, column: position.column, row: row, field: field, keyPath: keyPath)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// What a message adds after the line and column: `row 12, column 3` or `concepts › 12 › language`.
    var context: String? {
        if let row {
            return field.map { "row \(row), column \($0)" } ?? "row \(row)"
        }
        return keyPath.isEmpty ? nil : keyPath.joined(separator: " › ")
    }
}
