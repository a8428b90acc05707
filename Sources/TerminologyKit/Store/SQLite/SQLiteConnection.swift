import CSQLite
import Foundation

/// A connection to an SQLite library file.
final class SQLiteConnection: DatabaseConnection {
    let location: String
    private var handle: OpaquePointer?
    private var statements: [String: SQLiteStatement] = [:]
    private(set) lazy var fullTextIndex: any FullTextIndex = SQLiteFullTextIndex(connection: self)
    /// Writes running on another thread (`SQLiteBatchJob`): every use of the connection from its own thread waits
    /// for them first, so that the connection (opened without SQLite's mutex) is used by one thread at a time.
    let backgroundWrites = DispatchGroup()

    /// Opens (creating when missing) the file at `path`; its errors name it `location` (the path by default).
    init(path: String, busyTimeoutMilliseconds: Int32, location: String? = nil) throws {
        _ = Self.configured
        let location = location ?? path
        self.location = location
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let opened { sqlite3_close_v2(opened) }
            throw StoreError(operation: "open library", location: location, reason: Self.reason(code: code, message: message))
        }
        handle = opened
        sqlite3_extended_result_codes(opened, 1)
        // Waiting for another process's lock, instead of failing with "database is locked".
        sqlite3_busy_timeout(opened, busyTimeoutMilliseconds)
        // Per connection, not stored in the file: must be set on every connection, outside a transaction.
        try execute("PRAGMA foreign_keys = ON")
    }

    deinit { close() }

    /// Process-wide settings, made once before the first connection: no memory statistics (nothing reads them,
    /// and they serialize every allocation SQLite makes, a large import's millions of them).
    private static let configured: Bool = csqlite_disable_memory_statistics() == SQLITE_OK

    func close() {
        backgroundWrites.wait()
        for statement in statements.values { statement.finalize() }
        statements.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    func identify() throws -> DatabaseIdentity {
        // Only reads: a file that is not a library must be left exactly as it was. One read transaction, so that
        // another process's migration committing meanwhile is seen whole or not at all (not the schema without the
        // application id).
        try execute("BEGIN DEFERRED")
        let applicationID: Int64, version: Int64, objects: Int64
        do {
            applicationID = try scalar("PRAGMA application_id")
            version = try scalar("PRAGMA user_version")
            objects = try scalar("SELECT count(*) FROM sqlite_master")
            try execute("COMMIT")
        } catch {
            rollback()
            throw error
        }
        if applicationID == Int64(SQLiteBackend.applicationID) {
            return .library(version: Int(version))
        }
        if applicationID == 0, version == 0, objects == 0 {
            return .empty
        }
        if applicationID != 0 {
            throw StoreError.bare(.notALibrary(String(format: "an SQLite database of another application, application id 0x%08X", UInt32(truncatingIfNeeded: applicationID))))
        }
        throw StoreError.bare(.notALibrary("an SQLite database with \(objects) schema objects and no Sanasto application id"))
    }

    func prepareForUse() throws {
        // WAL lets readers and one writer work at once; changing the mode needs a moment without other
        // connections in the middle of a transaction, so a busy answer is retried for the busy timeout.
        let deadline = Date().addingTimeInterval(5)
        while true {
            do {
                let mode = try textScalar("PRAGMA journal_mode = WAL")
                guard mode.lowercased() == "wal" else {
                    throw StoreError.bare(.database(code: Int(SQLITE_ERROR), message: "the file system does not support WAL mode (journal mode stays \(mode))"))
                }
                break
            } catch let error as StoreError {
                guard case .busy = error.reason, Date() < deadline else { throw error }
                usleep(20_000)
            }
        }
        // FULL: a command that reported success survives a power cut, not only a killed process.
        try execute("PRAGMA synchronous = FULL")
        // 32 MB of page cache (the default is 2 MB), used only as a large import needs it.
        try execute("PRAGMA cache_size = -32768")
    }

    func execute(_ sql: String) throws {
        backgroundWrites.wait()
        guard let handle else { throw StoreError.misuse("the library is closed") }
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw error(code: code, message: text)
        }
    }

    func statement(_ sql: String) throws -> any DatabaseStatement {
        try sqliteStatement(sql)
    }

    /// The cached prepared statement for `sql`, as SQLite's own type (what binds in place).
    func sqliteStatement(_ sql: String) throws -> SQLiteStatement {
        backgroundWrites.wait()
        if let cached = statements[sql] { return cached }
        guard let handle else { throw StoreError.misuse("the library is closed") }
        let translated = Self.sqliteParameters(sql)
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, translated, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        guard code == SQLITE_OK, let prepared else {
            throw error(code: code, message: String(cString: sqlite3_errmsg(handle)))
        }
        let statement = SQLiteStatement(handle: prepared, connection: self)
        statements[sql] = statement
        return statement
    }

    /// Inserts the origin snapshot of terminology `terminologyID` (its database text), `byteCount` bytes that
    /// `pieces` hands to the `write` it is given, in order, through incremental I/O: the value is never whole in
    /// memory. SQLite then holds it as a BLOB value of UTF-8 text, which reads back as the same text.
    func insertOriginSnapshot(
        of terminologyID: String, byteCount: Int, pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        guard let handle else { throw StoreError.misuse("the library is closed") }
        guard byteCount < Int(Int32.max) else { throw StoreError.refused("the import snapshot is larger than 2 GB") }
        let insert = try sqliteStatement("INSERT INTO terminology_origin_snapshots (terminology_id, snapshot) VALUES (?1, zeroblob(?2))")
        var id = terminologyID
        try id.withUTF8 { bytes in
            insert.bindText(1, bytes)
            insert.bindInteger(2, Int64(byteCount))
            try insert.executeBound()
        }
        let row = sqlite3_last_insert_rowid(handle)
        var opened: OpaquePointer?
        let code = sqlite3_blob_open(handle, "main", "terminology_origin_snapshots", "snapshot", row, 1, &opened)
        guard code == SQLITE_OK, let blob = opened else {
            let message = lastMessage
            sqlite3_blob_close(opened)
            throw error(code: code, message: message)
        }
        var offset = 0
        do {
            try pieces { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                guard offset + bytes.count <= byteCount else { throw StoreError.misuse("the import snapshot is longer than announced") }
                let code = sqlite3_blob_write(blob, base, Int32(bytes.count), Int32(offset))
                guard code == SQLITE_OK else { throw self.error(code: code, message: self.lastMessage) }
                offset += bytes.count
            }
        } catch {
            sqlite3_blob_close(blob)
            throw error
        }
        let closed = sqlite3_blob_close(blob)
        guard closed == SQLITE_OK else { throw error(code: closed, message: lastMessage) }
        guard offset == byteCount else { throw StoreError.misuse("the import snapshot is shorter than announced") }
    }

    // Prepared once and kept, as every other statement: `sqlite3_exec` parsed them again for every transaction.
    func begin(_ mode: TransactionMode) throws {
        try statement(mode == .write ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED").run()
    }

    func commit() throws {
        try statement("COMMIT").run()
    }

    func rollback() {
        backgroundWrites.wait()
        guard let handle, sqlite3_get_autocommit(handle) == 0 else { return }
        sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
    }

    /// SQLite's `data_version`: it changes when another connection commits (this connection's own commits leave it).
    func externalChangeCount() throws -> Int64? {
        try scalar("PRAGMA data_version")
    }

    func schemaVersion() throws -> Int {
        Int(try scalar("PRAGMA user_version"))
    }

    func setSchemaVersion(_ version: Int) throws {
        // Both live in the file header, which is written with the transaction: they commit or roll back with it.
        try execute("PRAGMA application_id = \(SQLiteBackend.applicationID)")
        try execute("PRAGMA user_version = \(version)")
    }

    func integrityProblems() throws -> [String] {
        let check = try statement("PRAGMA integrity_check")
        let lines = try check.rows { $0.text(0) }
        let foreignKeys = try statement("PRAGMA foreign_key_check")
        let dangling = try foreignKeys.rows { "foreign key: row \($0.integer(1)) of \($0.text(0)) refers to a missing row of \($0.text(2))" }
        // FTS5 checks its own index against its content (and fails the statement when they disagree).
        var search: [String] = []
        do {
            try execute("INSERT INTO concept_search (concept_search) VALUES ('integrity-check')")
            let stale = try statement("SELECT COUNT(*) FROM concept_search WHERE rowid NOT IN (SELECT number FROM concepts)").first { $0.integer(0) } ?? 0
            if stale > 0 { search.append("search index: \(stale) entries for concepts that do not exist") }
        } catch let error as StoreError {
            search.append("search index: \(error.reason)")
        }
        return (lines == ["ok"] ? [] : lines) + dangling + search
    }

    func suspendIndexes(of tables: [String]) throws -> [String] {
        // Indexes SQLite makes for UNIQUE and PRIMARY KEY constraints have no SQL and cannot be dropped; a
        // CREATE UNIQUE INDEX is kept too. What is recreated is the text the schema holds, so it stays identical.
        var definitions: [(name: String, sql: String)] = []
        for table in tables {
            definitions += try statement("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = $1 AND sql IS NOT NULL ORDER BY name")
                .rows([.text(table)]) { ($0.text(0), $0.text(1)) }
                .filter { !$0.sql.uppercased().hasPrefix("CREATE UNIQUE") }
        }
        for definition in definitions {
            try execute("DROP INDEX \"\(definition.name.replacingOccurrences(of: "\"", with: "\"\""))\"")
        }
        return definitions.map(\.sql)
    }

    func restoreIndexes(_ definitions: [String]) throws {
        for definition in definitions { try execute(definition) }
    }

    /// The error for a result code, with SQLite's message.
    func error(code: Int32, message: String) -> StoreError {
        StoreError(operation: "", location: location, reason: Self.reason(code: code, message: message))
    }

    /// The message of the connection's last error.
    var lastMessage: String {
        handle.map { String(cString: sqlite3_errmsg($0)) } ?? "the library is closed"
    }

    static func reason(code: Int32, message: String) -> StoreError.Reason {
        switch code & 0xFF {
        case SQLITE_NOTADB: .notALibrary("not an SQLite database")
        case SQLITE_BUSY, SQLITE_LOCKED: .busy("the library is in use by another process that did not finish within the busy timeout (\(message))")
        case SQLITE_CORRUPT: .damaged("the file is damaged (\(message))")
        case SQLITE_READONLY: .invalid("the library file is read-only (\(message))")
        case SQLITE_CANTOPEN: .invalid("the file cannot be opened (\(message))")
        case SQLITE_FULL: .invalid("the disk is full (\(message))")
        case SQLITE_CONSTRAINT: .conflict(message)
        default: .database(code: Int(code), message: message)
        }
    }

    private func scalar(_ sql: String) throws -> Int64 {
        try statement(sql).first { $0.integer(0) } ?? 0
    }

    private func textScalar(_ sql: String) throws -> String {
        try statement(sql).first { $0.text(0) } ?? ""
    }

    /// `$1` → `?1` outside quoted text: SQLite binds `?NNN` by number, as PostgreSQL binds `$NNN`.
    static func sqliteParameters(_ sql: String) -> String {
        guard sql.contains("$") else { return sql }
        var output = ""
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                output.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                output.append(character)
            } else if character == "$" {
                output.append("?")
            } else {
                output.append(character)
            }
        }
        return output
    }
}
