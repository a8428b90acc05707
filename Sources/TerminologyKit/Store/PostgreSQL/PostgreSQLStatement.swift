#if canImport(CPostgreSQL)
import CPostgreSQL
import Foundation

/// A statement prepared on the server under its own name, owned and cached by its connection.
///
/// Parameters travel apart from the SQL (never spliced into it): text as its UTF-8 bytes with their length in
/// binary format where the parameter is text (so that every byte arrives as given, and a NUL is refused by the
/// server instead of cutting the text short), numbers in PostgreSQL's text form. Results come in text form; a
/// step runs the statement on the first call after `bind` and then walks its rows.
final class PostgreSQLStatement: DatabaseStatement {
    /// The name it is prepared under.
    let name: String
    /// Its SQL, to prepare it again in a new session.
    let sql: String
    /// The type of each parameter, as the server inferred it.
    let parameterTypes: [Oid]
    /// The connection's session it is prepared in.
    private var session: Int
    private unowned let connection: PostgreSQLConnection
    private var values: [DatabaseValue] = []
    private var result: OpaquePointer?
    private var row = -1
    private var rowCount = 0
    private var isValid = true

    /// Types whose binary form is the text's bytes: text, varchar, char(n), name.
    private static let textTypes: Set<Oid> = [25, 1043, 1042, 19]

    init(name: String, sql: String, parameterTypes: [Oid], session: Int, connection: PostgreSQLConnection) {
        self.name = name
        self.sql = sql
        self.parameterTypes = parameterTypes
        self.session = session
        self.connection = connection
    }

    deinit { clear() }

    /// Forgets the server-side statement (the connection was made again, or closed).
    func invalidate() {
        clear()
        isValid = false
    }

    func bind(_ values: [DatabaseValue]) throws {
        guard isValid else { throw StoreError.misuse("the library is closed") }
        reset()
        guard values.count == parameterTypes.count else {
            throw StoreError.misuse("a statement takes \(parameterTypes.count) parameters and was given \(values.count)")
        }
        self.values = values
    }

    func step() throws -> Bool {
        guard isValid else { throw StoreError.misuse("the library is closed") }
        if result == nil { try execute() }
        row += 1
        return row < rowCount
    }

    func reset() {
        clear()
    }

    func isNull(_ column: Int) -> Bool {
        guard let result, row >= 0, row < rowCount, column >= 0, column < Int(PQnfields(result)) else { return true }
        return PQgetisnull(result, Int32(row), Int32(column)) != 0
    }

    func integer(_ column: Int) -> Int64 {
        guard let (bytes, count) = field(column) else { return 0 }
        return Self.parseInteger(bytes, count)
    }

    func real(_ column: Int) -> Double {
        guard let (bytes, _) = field(column) else { return 0 }
        // strtod reads PostgreSQL's float8 output, `Infinity` and `NaN` included, to the same double.
        return strtod(bytes, nil)
    }

    func text(_ column: Int) -> String {
        guard let (bytes, count) = field(column) else { return "" }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }

    // MARK: - Running

    private func execute() throws {
        let begin = connection.takePendingBegin()
        do {
            try execute(after: begin)
        } catch {
            // The first statement of a read, or one outside any transaction (the store only reads there), found the
            // connection closed while idle (a server restart, an administrator): nothing was done yet, so it runs
            // again on a new connection.
            guard connection.isConnectionLost, begin != nil || connection.transactionMode == nil else { throw error }
            try connection.reconnect(keepingUnsentBegin: begin)
            try execute(after: connection.takePendingBegin())
        }
    }

    private func execute(after begin: String?) throws {
        let handle = try connection.openHandle()
        if session != connection.session {
            try connection.prepare(name: name, sql: sql)
            session = connection.session
        }
        var storage: [UInt8] = []
        var offsets: [Int?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        for (index, value) in values.enumerated() {
            let type = parameterTypes[index]
            var bytes: [UInt8]
            var format: Int32 = 0
            switch value {
            case .null:
                offsets.append(nil)
                lengths.append(0)
                formats.append(0)
                continue
            case .integer(let number):
                bytes = Array(String(number).utf8)
            case .real(let number):
                bytes = Array(Self.floatText(number).utf8)
            case .text(let text):
                bytes = Array(text.utf8)
                if Self.textTypes.contains(type) {
                    format = 1
                } else if bytes.contains(0) {
                    // A text-format value ends at its first NUL: refused rather than cut short.
                    throw StoreError.refused("a text holds the NUL character (U+0000), which PostgreSQL cannot store")
                }
            }
            offsets.append(storage.count)
            lengths.append(Int32(clamping: bytes.count))
            formats.append(format)
            storage += bytes
            storage.append(0)
        }
        let executed: OpaquePointer? = try storage.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { characters in
                let pointers: [UnsafePointer<CChar>?] = offsets.map { offset in
                    guard let offset, let base = characters.baseAddress else { return nil }
                    return base + offset
                }
                guard let begin else { return PQexecPrepared(handle, name, Int32(values.count), pointers, lengths, formats, 0) }
                return try connection.pipeline(after: begin) {
                    PQsendQueryPrepared($0, name, Int32(values.count), pointers, lengths, formats, 0)
                }
            }
        }
        switch PQresultStatus(executed) {
        case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
            result = executed
            rowCount = Int(PQntuples(executed))
            row = -1
        default:
            let error = connection.error(from: executed)
            PQclear(executed)
            throw error
        }
    }

    private func clear() {
        if let result { PQclear(result) }
        result = nil
        row = -1
        rowCount = 0
    }

    private func field(_ column: Int) -> (UnsafeMutablePointer<CChar>, Int)? {
        guard let result, row >= 0, row < rowCount, column >= 0, column < Int(PQnfields(result)),
              PQgetisnull(result, Int32(row), Int32(column)) == 0,
              let bytes = PQgetvalue(result, Int32(row), Int32(column))
        else { return nil }
        return (bytes, Int(PQgetlength(result, Int32(row), Int32(column))))
    }

    /// A double in the text form PostgreSQL's float8 reads back to the same value (Swift's shortest form).
    static func floatText(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return "\(number)"
    }

    /// An integer from PostgreSQL's text output: digits with an optional sign, `t`/`f` for a boolean; a number
    /// with a fraction gives its integer part, as SQLite's `sqlite3_column_int64` does (clamped to Int64's range).
    static func parseInteger(_ bytes: UnsafePointer<CChar>, _ count: Int) -> Int64 {
        guard count > 0 else { return 0 }
        let first = UInt8(bitPattern: bytes[0])
        if first == UInt8(ascii: "t") { return 1 }
        if first == UInt8(ascii: "f") { return 0 }
        let negative = first == UInt8(ascii: "-")
        var index = negative || first == UInt8(ascii: "+") ? 1 : 0
        // Accumulated towards the sign, so that Int64.min reads without overflow.
        var value: Int64 = 0
        while index < count {
            let byte = UInt8(bitPattern: bytes[index])
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") else { break }
                return clampedInteger(strtod(bytes, nil))
            }
            let digit = Int64(byte - UInt8(ascii: "0"))
            let (multiplied, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowedAgain) = negative ? multiplied.subtractingReportingOverflow(digit) : multiplied.addingReportingOverflow(digit)
            if overflowed || overflowedAgain { return negative ? .min : .max }
            value = next
            index += 1
        }
        return value
    }

    private static func clampedInteger(_ number: Double) -> Int64 {
        guard number.isFinite else { return 0 }
        if number >= 0x1p63 { return .max }
        if number <= -0x1p63 { return .min }
        return Int64(number.rounded(.towardZero))
    }
}
#endif
