/// A prepared statement of some backend: bind parameters, step through rows, read columns.
///
/// Statements are written once for every backend with numbered parameters `$1`, `$2`, … (PostgreSQL's form; the
/// SQLite backend rewrites them to `?1`, `?2`, …). Columns are read by 0-based index.
public protocol DatabaseStatement: AnyObject {
    /// Resets the statement and binds `values` to `$1`, `$2`, …; throws when the count does not match.
    func bind(_ values: [DatabaseValue]) throws
    /// Advances to the next row; false when there are no more rows.
    func step() throws -> Bool
    /// Ends the current execution early (the statement can be bound and run again).
    func reset()
    /// Whether the column of the current row is NULL.
    func isNull(_ column: Int) -> Bool
    /// The column as an integer.
    func integer(_ column: Int) -> Int64
    /// The column as a floating-point number.
    func real(_ column: Int) -> Double
    /// The column as text.
    func text(_ column: Int) -> String
}

extension DatabaseStatement {
    /// Runs the statement to completion with `values` (an insert, update or delete).
    func run(_ values: [DatabaseValue] = []) throws {
        try bind(values)
        defer { reset() }
        while try step() {}
    }

    /// Every row, each made into a value by `make`.
    func rows<T>(_ values: [DatabaseValue] = [], _ make: (DatabaseRow) throws -> T) throws -> [T] {
        try bind(values)
        defer { reset() }
        var result: [T] = []
        let row = DatabaseRow(statement: self)
        while try step() { result.append(try make(row)) }
        return result
    }

    /// The first row made into a value, or nil when there is none.
    func first<T>(_ values: [DatabaseValue] = [], _ make: (DatabaseRow) throws -> T) throws -> T? {
        try bind(values)
        defer { reset() }
        guard try step() else { return nil }
        return try make(DatabaseRow(statement: self))
    }
}
