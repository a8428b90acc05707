import CSQLite
import Dispatch

/// A prepared SQLite statement, owned and cached by its connection.
final class SQLiteStatement: DatabaseStatement {
    private var handle: OpaquePointer?
    private unowned let connection: SQLiteConnection

    init(handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    func finalize() {
        if let handle { sqlite3_finalize(handle) }
        handle = nil
    }

    func bind(_ values: [DatabaseValue]) throws {
        // A statement fetched before a background batch began is run after it ends (`SQLiteConnection.backgroundWrites`).
        connection.backgroundWrites.wait()
        guard let handle else { throw StoreError.misuse("the library is closed") }
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard values.count == expected else {
            throw StoreError.misuse("a statement takes \(expected) parameters and was given \(values.count)")
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case .integer(let number):
                code = sqlite3_bind_int64(handle, index, number)
            case .real(let number):
                code = sqlite3_bind_double(handle, index, number)
            case .text(let text):
                var text = text
                code = text.withUTF8 { bytes in
                    // An empty buffer may have no base address; SQLite needs a pointer for a zero-length text.
                    guard let base = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, csqlite_transient()) }
                    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite3_bind_text(handle, index, $0, Int32(bytes.count), csqlite_transient())
                    }
                }
            }
            guard code == SQLITE_OK else { throw connection.error(code: code, message: connection.lastMessage) }
        }
    }

    // MARK: Binding in place, for the bulk writer

    /// Binds an integer to parameter `index` (1-based) without building `DatabaseValue`s.
    func bindInteger(_ index: Int32, _ value: Int64) {
        if let handle { sqlite3_bind_int64(handle, index, value) }
    }

    /// Binds NULL to parameter `index`.
    func bindNull(_ index: Int32) {
        if let handle { sqlite3_bind_null(handle, index) }
    }

    /// Binds UTF-8 text that SQLite reads where it is (SQLITE_STATIC): `bytes` must stay valid and unchanged
    /// until the statement has been stepped and reset, and must have a base address (an empty slice of a
    /// non-empty buffer).
    func bindText(_ index: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
        guard let handle, let base = bytes.baseAddress else { return }
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            _ = sqlite3_bind_text(handle, index, $0, Int32(bytes.count), nil)
        }
    }

    /// Steps a statement that returns no rows, with what was bound, and resets it (also when it fails).
    func executeBound() throws {
        guard let handle else { throw StoreError.misuse("the library is closed") }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = connection.lastMessage
            sqlite3_reset(handle)
            throw connection.error(code: code, message: message)
        }
        sqlite3_reset(handle)
    }

    func step() throws -> Bool {
        guard let handle else { throw StoreError.misuse("the library is closed") }
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let message = connection.lastMessage
            sqlite3_reset(handle)
            throw connection.error(code: code, message: message)
        }
    }

    func reset() {
        if let handle { sqlite3_reset(handle) }
    }

    func isNull(_ column: Int) -> Bool {
        guard let handle else { return true }
        return sqlite3_column_type(handle, Int32(column)) == SQLITE_NULL
    }

    func integer(_ column: Int) -> Int64 {
        guard let handle else { return 0 }
        return sqlite3_column_int64(handle, Int32(column))
    }

    func real(_ column: Int) -> Double {
        guard let handle else { return 0 }
        return sqlite3_column_double(handle, Int32(column))
    }

    /// The bytes of a text or blob column of the current row, valid until the next step or reset.
    func bytes(_ column: Int) -> UnsafeRawBufferPointer {
        guard let handle, let bytes = sqlite3_column_blob(handle, Int32(column)) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, Int32(column))))
    }

    func text(_ column: Int) -> String {
        guard let handle, let bytes = sqlite3_column_text(handle, Int32(column)) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, Int32(column)))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
