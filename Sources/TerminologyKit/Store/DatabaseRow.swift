import Foundation

/// The current row of a statement, with typed readers that turn bad stored data into errors instead of crashes.
struct DatabaseRow {
    let statement: any DatabaseStatement

    func isNull(_ column: Int) -> Bool { statement.isNull(column) }
    func integer(_ column: Int) -> Int64 { statement.integer(column) }
    func int(_ column: Int) -> Int { Int(clamping: statement.integer(column)) }
    func real(_ column: Int) -> Double { statement.real(column) }
    func text(_ column: Int) -> String { statement.text(column) }
    func bool(_ column: Int) -> Bool { statement.integer(column) != 0 }

    func optionalText(_ column: Int) -> String? { isNull(column) ? nil : text(column) }
    func optionalInt(_ column: Int) -> Int? { isNull(column) ? nil : int(column) }
    func optionalReal(_ column: Int) -> Double? { isNull(column) ? nil : real(column) }

    func timestamp(_ column: Int) -> Date { Timestamp(microseconds: integer(column)).date }
    func optionalTimestamp(_ column: Int) -> Date? { isNull(column) ? nil : timestamp(column) }

    func uuid(_ column: Int) throws -> UUID {
        let value = text(column)
        guard let id = UUID(databaseText: value) else { throw StoreError.damaged("'\(value)' is not a UUID") }
        return id
    }

    func optionalUUID(_ column: Int) throws -> UUID? { isNull(column) ? nil : try uuid(column) }

    func language(_ column: Int) throws -> LanguageTag {
        let value = text(column)
        guard let tag = LanguageTag.stored(value) else { throw StoreError.damaged("'\(value)' is not a language tag") }
        return tag
    }

    func enumeration<T: RawRepresentable>(_ column: Int, as type: T.Type) throws -> T where T.RawValue == String {
        let value = text(column)
        guard let result = T(rawValue: value) else { throw StoreError.damaged("'\(value)' is not a \(T.self)") }
        return result
    }
}

extension DatabaseValue {
    /// A point in time as microseconds since 1970.
    static func timestamp(_ date: Date) -> DatabaseValue { .integer(Timestamp(date).microseconds) }

    static func optionalTimestamp(_ date: Date?) -> DatabaseValue { date.map(timestamp) ?? .null }
}
