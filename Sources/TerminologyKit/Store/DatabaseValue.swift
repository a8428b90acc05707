import Foundation

/// A value bound to a statement's parameter or read from a row: the types every backend has.
public enum DatabaseValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// `.text`, or `.null` for nil.
    public static func optional(_ text: String?) -> DatabaseValue {
        text.map { .text($0) } ?? .null
    }

    /// `.integer`, or `.null` for nil.
    public static func optional(_ number: Int?) -> DatabaseValue {
        number.map { .integer(Int64($0)) } ?? .null
    }

    /// `.real`, or `.null` for nil.
    public static func optional(_ number: Double?) -> DatabaseValue {
        number.map { .real($0) } ?? .null
    }

    /// An integer from a Swift `Int`.
    public static func int(_ number: Int) -> DatabaseValue { .integer(Int64(number)) }

    /// A boolean as 0 or 1 (the schema stores flags as integers on every backend).
    public static func bool(_ flag: Bool) -> DatabaseValue { .integer(flag ? 1 : 0) }

    /// A UUID in its canonical lowercase text form.
    public static func uuid(_ id: UUID) -> DatabaseValue { .text(id.databaseText) }
}
