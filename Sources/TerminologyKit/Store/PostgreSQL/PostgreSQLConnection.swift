#if canImport(CPostgreSQL)
import CPostgreSQL
import Foundation

/// A connection to a library in a PostgreSQL schema, through libpq.
///
/// Transactions keep SQLite's semantics: a read is one `REPEATABLE READ` snapshot that never waits for writers;
/// a write takes the library's write lock first (a transaction-level advisory lock keyed by the schema's oid, as
/// `BEGIN IMMEDIATE` takes SQLite's) and then runs at `READ COMMITTED`, so that each of its statements sees
/// everything the writer before it committed. Writers never overlap, so they never meet a serialization failure,
/// and a second writer waits for the first up to the busy timeout (`lock_timeout`), then fails as `.busy`.
/// A connection the server dropped is made again at the next transaction.
final class PostgreSQLConnection: DatabaseConnection {
    let location: String
    private let connectionString: PostgreSQLConnectionString
    private let lockTimeoutMilliseconds: Int64
    private var handle: OpaquePointer?
    private var statements: [String: PostgreSQLStatement] = [:]
    private var statementCount = 0
    /// Counts the server sessions this connection has had: a statement prepared in an earlier one is prepared again
    /// (under its name) before it runs in this one.
    private(set) var session = 0
    private(set) var transactionMode: TransactionMode?
    /// The first error of the open transaction: PostgreSQL refuses every statement after it, and those refusals
    /// ("current transaction is aborted") report this one instead.
    private var transactionFailure: StoreError?
    /// A read transaction's BEGIN, not sent yet: it goes to the server with the transaction's first statement, in
    /// one round trip (the snapshot is taken at that statement either way).
    private var pendingBegin: String?
    private(set) lazy var searchIndex = PostgreSQLFullTextIndex(connection: self)

    var fullTextIndex: any FullTextIndex { searchIndex }

    /// Sanasto's application id, as in SQLite libraries (`SNST`): the marker's, and the first key of the write
    /// lock (the second is the schema's oid).
    static let applicationID = SQLiteBackend.applicationID

    init(connectionString: PostgreSQLConnectionString, lockTimeoutMilliseconds: Int64) throws {
        self.connectionString = connectionString
        self.lockTimeoutMilliseconds = lockTimeoutMilliseconds
        location = connectionString.redacted
        // Defaults before the URL (which overrides them), the encoding after it (which nothing overrides).
        let keywords = ["connect_timeout", "fallback_application_name", "dbname", "client_encoding"]
        let values = ["10", "sanasto", connectionString.libpqURL, "UTF8"]
        let opened = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in PQconnectdbParams(keywordPointers, valuePointers, 1) }
        }
        guard let opened else {
            throw StoreError(operation: "open library", location: location, reason: .server(sqlState: "08001", message: "out of memory"))
        }
        guard PQstatus(opened) == CONNECTION_OK else {
            let message = connectionString.redact(String(cString: PQerrorMessage(opened)))
            PQfinish(opened)
            throw StoreError(
                operation: "open library", location: location,
                reason: .server(sqlState: "08001", message: "cannot connect to the PostgreSQL server: \(message)"))
        }
        handle = opened
        do {
            try configureSession()
        } catch let error as StoreError {
            close()
            throw error.filling(operation: "open library", location: location)
        }
    }

    deinit { close() }

    func close() {
        for statement in statements.values { statement.invalidate() }
        statements.removeAll()
        if let handle { PQfinish(handle) }
        handle = nil
        transactionMode = nil
    }

    /// The open connection's handle, or a misuse error once closed.
    func openHandle() throws -> OpaquePointer {
        guard let handle else { throw StoreError.misuse("the library is closed") }
        return handle
    }

    /// The server process serving this connection (what `pg_stat_activity` and `pg_terminate_backend` name).
    var serverProcessID: Int32 { handle.map { PQbackendPID($0) } ?? 0 }

    /// The connection's socket, or -1 once closed.
    var socket: Int32 { handle.map { PQsocket($0) } ?? -1 }

    /// The settings every session needs: quiet notices, the busy timeout, the library's schema.
    private func configureSession() throws {
        let handle = try openHandle()
        // Notices ("relation already exists, skipping") would otherwise go to standard error.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        let version = PQserverVersion(handle)
        guard version >= 110_000 else {
            throw StoreError.refused("the server runs PostgreSQL \(Int(version) / 10_000); Sanasto needs PostgreSQL 11 or newer")
        }
        try execute("SET lock_timeout = \(lockTimeoutMilliseconds); SET client_min_messages = warning")
        if let schema = connectionString.schema {
            let quoted = try quotedIdentifier(schema)
            let exists = try statement("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)").first([.text(schema)]) { $0.bool(0) } ?? false
            if !exists {
                do {
                    try execute("CREATE SCHEMA IF NOT EXISTS \(quoted)")
                } catch let error as StoreError {
                    // Another process created it at the same moment (IF NOT EXISTS is not atomic): it is there now.
                    guard case .conflict = error.reason else { throw error }
                }
            }
            try statement("SELECT set_config('search_path', $1, false)").run([.text(quoted)])
        }
    }

    // MARK: - DatabaseConnection

    func identify() throws -> DatabaseIdentity {
        // Only reads the catalog: a schema that is not a library must be left exactly as it was.
        guard let (schema, database, objects, marked) = try statement("""
            SELECT current_schema(), current_database(),
                (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')),
                EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                        WHERE n.nspname = current_schema() AND c.relname = $1 AND c.relkind IN ('r', 'p'))
            """).first([.text(PostgreSQLSchema.markerTable)], { row in
                (row.optionalText(0), row.text(1), row.integer(2), row.bool(3))
            })
        else { throw StoreError.damaged("the server answered nothing about the schema") }
        guard let schema else {
            throw StoreError.refused("none of the schemas on the search path exists; create one or name it with ?schema=NAME")
        }
        let place = "schema \(schema) of PostgreSQL database \(database)"
        if marked {
            guard let (application, version) = try statement("SELECT application_id, schema_version FROM sanasto_library")
                .first([], { ($0.integer(0), $0.int(1)) })
            else { throw StoreError.bare(.notALibrary("\(place) has an empty sanasto_library table")) }
            guard application == Int64(Self.applicationID) else {
                throw StoreError.bare(.notALibrary(String(
                    format: "%@ is marked by another application (application id 0x%08X)", place, UInt32(truncatingIfNeeded: application))))
            }
            return .library(version: version)
        }
        if objects == 0 { return .empty }
        throw StoreError.bare(.notALibrary("\(place) holds \(objects) tables, views or sequences and no sanasto_library table"))
    }

    func prepareForUse() throws {
        let encoding = try statement("SELECT current_setting('server_encoding')").first { $0.text(0) } ?? ""
        guard encoding == "UTF8" else {
            throw StoreError.refused(
                "the database's encoding is \(encoding); Sanasto needs a UTF8 database (createdb --encoding=UTF8 --template=template0 NAME)")
        }
    }

    func execute(_ sql: String) throws {
        let handle = try openHandle()
        if let begin = takePendingBegin() { try execute(begin) }
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return
        default: throw error(from: result)
        }
    }

    func statement(_ sql: String) throws -> any DatabaseStatement {
        if let cached = statements[sql] { return cached }
        statementCount += 1
        let name = "sanasto_\(statementCount)"
        let types: [Oid]
        do {
            types = try prepare(name: name, sql: sql)
        } catch {
            // The connection was closed while idle; outside a transaction, or before its BEGIN was sent, nothing
            // is lost by preparing on a new one.
            guard isConnectionLost, transactionMode == nil || pendingBegin != nil else { throw error }
            try reconnect()
            types = try prepare(name: name, sql: sql)
        }
        let statement = PostgreSQLStatement(name: name, sql: sql, parameterTypes: types, session: session, connection: self)
        statements[sql] = statement
        return statement
    }

    /// Prepares `sql` on the server as `name`; returns the types the server gave its parameters.
    @discardableResult
    func prepare(name: String, sql: String) throws -> [Oid] {
        let handle = try openHandle()
        let prepared = PQprepare(handle, name, sql, 0, nil)
        defer { PQclear(prepared) }
        guard PQresultStatus(prepared) == PGRES_COMMAND_OK else { throw error(from: prepared) }
        let description = PQdescribePrepared(handle, name)
        defer { PQclear(description) }
        guard PQresultStatus(description) == PGRES_COMMAND_OK else { throw error(from: description) }
        return (0..<PQnparams(description)).map { PQparamtype(description, $0) }
    }

    func begin(_ mode: TransactionMode) throws {
        guard transactionMode == nil else { throw StoreError.misuse("a transaction is already open on this connection") }
        try reconnectIfNeeded()
        transactionFailure = nil
        searchIndex.transactionBegan()
        switch mode {
        case .read:
            pendingBegin = "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY"
        case .write:
            // Sent now: waiting for the write lock, and failing on it, belong to the start of the transaction.
            let sql = """
                BEGIN ISOLATION LEVEL READ COMMITTED, READ WRITE;
                SELECT pg_advisory_xact_lock(\(Self.applicationID),
                    coalesce((SELECT oid::int4 FROM pg_namespace WHERE nspname = current_schema()), 0))
                """
            do {
                try execute(sql)
            } catch {
                rollback()
                // A connection the server closed while it was idle shows only now; nothing was done yet, so the
                // transaction starts again on a new one.
                guard isConnectionLost else { throw error }
                try reconnectIfNeeded()
                do {
                    try execute(sql)
                } catch {
                    rollback()
                    throw error
                }
            }
        }
        transactionMode = mode
    }

    /// Connects again after the connection was found lost before the open transaction reached the server: the
    /// transaction stays open, its BEGIN (`begin`, or the one still pending) to be sent on the new connection.
    func reconnect(keepingUnsentBegin begin: String? = nil) throws {
        let mode = transactionMode, unsent = begin ?? pendingBegin
        try reconnectIfNeeded()
        transactionMode = mode
        pendingBegin = unsent
    }

    /// The deferred BEGIN, taken by the statement that sends it with itself.
    func takePendingBegin() -> String? {
        defer { pendingBegin = nil }
        return pendingBegin
    }

    /// Sends `begin` and then the query `send` sends, in pipeline mode, and reads both results in one round trip;
    /// returns the query's result, or BEGIN's when BEGIN failed.
    func pipeline(after begin: String, _ send: (OpaquePointer) -> Int32) throws -> OpaquePointer? {
        let handle = try openHandle()
        guard PQenterPipelineMode(handle) == 1 else {
            let started = PQexec(handle, begin)
            guard PQresultStatus(started) == PGRES_COMMAND_OK else { return started }
            PQclear(started)
            _ = send(handle)
            let result = PQgetResult(handle)
            while let extra = PQgetResult(handle) { PQclear(extra) }
            return result
        }
        defer { PQexitPipelineMode(handle) }
        guard PQsendQueryParams(handle, begin, 0, nil, nil, nil, nil, 0) == 1, send(handle) == 1, PQpipelineSync(handle) == 1 else {
            while let extra = PQgetResult(handle) { PQclear(extra) }
            return nil
        }
        // Each query's results end with a null result; the sync point's own result ends the pipeline.
        var started: OpaquePointer?
        while let result = PQgetResult(handle) {
            if started == nil { started = result } else { PQclear(result) }
        }
        var answered: OpaquePointer?
        while let result = PQgetResult(handle) {
            if answered == nil { answered = result } else { PQclear(result) }
        }
        while let result = PQgetResult(handle) {
            let status = PQresultStatus(result)
            PQclear(result)
            if status == PGRES_PIPELINE_SYNC { break }
        }
        guard PQresultStatus(started) == PGRES_COMMAND_OK else {
            PQclear(answered)
            return started
        }
        PQclear(started)
        return answered
    }

    func commit() throws {
        let handle = try openHandle()
        guard let mode = transactionMode else { throw StoreError.misuse("no transaction is open") }
        // A read that ran no statement never reached the server.
        if pendingBegin != nil {
            pendingBegin = nil
            transactionMode = nil
            return
        }
        guard PQtransactionStatus(handle) != PQTRANS_INERROR else {
            let failure = transactionFailure
            rollback()
            throw failure ?? StoreError.misuse("the transaction failed earlier and was rolled back")
        }
        // The index's totals are folded in the same round trip as the commit.
        let index = searchIndex
        let sql = mode == .write && index.isChanged
            ? PostgreSQLSchema.foldTotals(addingRows: index.insertedRows, words: index.insertedWords) + "; COMMIT" : "COMMIT"
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        guard PQresultStatus(result) == PGRES_COMMAND_OK else {
            let failure = error(from: result)
            rollback()
            throw failure
        }
        transactionMode = nil
        transactionFailure = nil
        // COMMIT of a transaction the server had already aborted answers ROLLBACK, without an error.
        if let status = PQcmdStatus(result), String(cString: status) == "ROLLBACK" {
            throw StoreError.bare(.server(sqlState: "40000", message: "the server rolled the transaction back"))
        }
    }

    func rollback() {
        defer {
            transactionMode = nil
            transactionFailure = nil
            pendingBegin = nil
        }
        guard let handle, PQstatus(handle) == CONNECTION_OK, PQtransactionStatus(handle) != PQTRANS_IDLE else { return }
        PQclear(PQexec(handle, "ROLLBACK"))
    }

    func schemaVersion() throws -> Int {
        if transactionMode == nil { try reconnectIfNeeded() }
        guard try hasMarker() else { return 0 }
        return try statement("SELECT schema_version FROM sanasto_library").first { $0.int(0) } ?? 0
    }

    func setSchemaVersion(_ version: Int) throws {
        // Inside the migration's transaction: the marker and the schema commit or roll back together.
        try execute(PostgreSQLSchema.createMarkerTable)
        try statement(PostgreSQLSchema.writeMarker).run([.integer(Int64(Self.applicationID)), .int(version), .timestamp(Date())])
    }

    func integrityProblems() throws -> [String] {
        if transactionMode == nil { try reconnectIfNeeded() }
        var problems: [String] = []
        let missing = try statement("""
            SELECT count(*) FROM concepts c WHERE NOT EXISTS (SELECT 1 FROM concept_search s WHERE s.concept_number = c.number)
            """).first { $0.integer(0) } ?? 0
        if missing > 0 { problems.append("search index: \(missing) concepts have no entry") }
        if let (rows, words, countedRows, countedWords) = try statement("""
            SELECT (SELECT coalesce(sum(row_count), 0) FROM concept_search_totals),
                (SELECT coalesce(sum(word_count), 0) FROM concept_search_totals),
                count(*), coalesce(sum(cardinality(terms_words) + cardinality(details_words)), 0) FROM concept_search
            """).first([], { ($0.integer(0), $0.integer(1), $0.integer(2), $0.integer(3)) }),
            rows != countedRows || words != countedWords {
            problems.append("search index: its totals say \(rows) entries of \(words) words, but it holds \(countedRows) entries of \(countedWords) words")
        }
        return problems
    }

    // Dropping an index takes a lock that would stop every other session reading the table until the import
    // commits; a school server's import keeps its indexes.
    func suspendIndexes(of tables: [String]) throws -> [String] { [] }

    func restoreIndexes(_ definitions: [String]) throws {
        for definition in definitions { try execute(definition) }
    }

    // MARK: - Errors

    /// The store's error for a failed result (or for the connection's last error when there is no result).
    func error(from result: OpaquePointer?) -> StoreError {
        let connectionLost = handle.map { PQstatus($0) != CONNECTION_OK } ?? true
        let sqlState = Self.field(result, "C") ?? (connectionLost ? "08006" : "XX000")
        if sqlState == "25P02", let transactionFailure { return transactionFailure }
        var message = Self.field(result, "M")
            ?? handle.map { String(cString: PQerrorMessage($0)) } ?? "the library is closed"
        if let detail = Self.field(result, "D") { message += " (\(detail))" }
        message = connectionString.redact(message)
        if connectionLost, !message.contains("connection") { message = "the connection to the server was lost: " + message }
        let error = StoreError(operation: "", location: location, reason: Self.reason(sqlState: sqlState, message: message))
        if transactionMode != nil, transactionFailure == nil { transactionFailure = error }
        return error
    }

    /// The store's reason for an SQLSTATE.
    static func reason(sqlState: String, message: String) -> StoreError.Reason {
        switch sqlState {
        case "55P03":
            .busy("the library is in use by another process that did not finish within the busy timeout (\(message))")
        case "40001", "40P01":
            .busy("another process's transaction conflicted with this one (\(message))")
        case "57014":
            .busy("the statement was cancelled (\(message))")
        case "53300":
            .busy("the server has no free connections (\(message))")
        case "22021", "22P05":
            .invalid("a text holds a character the database cannot store (\(message))")
        case "25006":
            .invalid("the database is read-only (\(message))")
        case "42501":
            .invalid("the database user may not do this (\(message))")
        case "53100":
            .invalid("the server's disk is full (\(message))")
        case "XX001", "XX002":
            .damaged("the database is damaged (\(message))")
        default:
            sqlState.hasPrefix("23") ? .conflict(message) : .server(sqlState: sqlState, message: message)
        }
    }

    // MARK: - Helpers

    /// Whether the server closed the connection (libpq learns it only when it next uses the socket).
    var isConnectionLost: Bool { handle.map { PQstatus($0) != CONNECTION_OK } ?? false }

    /// Connects again when the connection was lost: a new session, in which every statement is prepared again
    /// before it next runs.
    func reconnectIfNeeded() throws {
        let handle = try openHandle()
        guard PQstatus(handle) != CONNECTION_OK else { return }
        session += 1
        pendingBegin = nil
        transactionMode = nil
        PQreset(handle)
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = connectionString.redact(String(cString: PQerrorMessage(handle)))
            throw StoreError.bare(.server(sqlState: "08001", message: "the connection to the PostgreSQL server was lost and cannot be made again: \(message)"))
        }
        try configureSession()
    }

    private func hasMarker() throws -> Bool {
        try statement("""
            SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                           WHERE n.nspname = current_schema() AND c.relname = $1 AND c.relkind IN ('r', 'p'))
            """).first([.text(PostgreSQLSchema.markerTable)]) { $0.bool(0) } ?? false
    }

    /// `name` as a quoted SQL identifier, by libpq's own escaping (for the one statement that cannot take a
    /// parameter: CREATE SCHEMA).
    private func quotedIdentifier(_ name: String) throws -> String {
        let handle = try openHandle()
        guard let escaped = PQescapeIdentifier(handle, name, name.utf8.count) else {
            throw StoreError.refused("the schema name cannot be quoted: \(connectionString.redact(String(cString: PQerrorMessage(handle))))")
        }
        defer { PQfreemem(escaped) }
        return String(cString: escaped)
    }

    private static func field(_ result: OpaquePointer?, _ code: Character) -> String? {
        guard let result, let ascii = code.asciiValue, let value = PQresultErrorField(result, Int32(ascii)) else { return nil }
        return String(cString: value)
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        return body(copies.map { $0.map { UnsafePointer($0) } } + [nil])
    }
}
#endif
