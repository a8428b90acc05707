/// One open connection of some backend (SQLite for a personal library, PostgreSQL for a school server).
///
/// The store writes its schema and queries once, in SQL every backend understands; what differs (pragmas, how a
/// file is recognized as a library, full-text search) lives behind this protocol and `FullTextIndex`.
/// A connection is used by one thread at a time; `TerminologyStore` serializes access to it.
public protocol DatabaseConnection: AnyObject {
    /// What error messages name: the library file's path, or the server and database.
    var location: String { get }

    /// Recognizes what the database holds, without changing anything in it.
    func identify() throws -> DatabaseIdentity

    /// Settings made once the database is known to be a library (or empty): SQLite's WAL mode.
    func prepareForUse() throws

    /// Runs SQL that returns no rows, without parameters (schema statements).
    func execute(_ sql: String) throws

    /// A prepared statement for `sql` (parameters `$1`, `$2`, …), cached by the connection.
    ///
    /// The same text gives the same statement object, so a caller must finish with a statement before
    /// preparing the same text again.
    func statement(_ sql: String) throws -> any DatabaseStatement

    /// Starts a transaction.
    func begin(_ mode: TransactionMode) throws
    /// Commits the open transaction.
    func commit() throws
    /// Rolls the open transaction back (never throws: a failed rollback leaves nothing committed).
    func rollback()

    /// The schema version the database records; read inside a write transaction during migration.
    func schemaVersion() throws -> Int
    /// Records the schema version and marks the database as a Sanasto library; inside the migration's transaction.
    func setSchemaVersion(_ version: Int) throws

    /// The backend's full-text index.
    var fullTextIndex: any FullTextIndex { get }

    /// Drops the secondary indexes of `tables` for a bulk insert in the open write transaction and returns their
    /// definitions, which `restoreIndexes` runs again before the transaction ends (building an index once from
    /// sorted keys is several times cheaper than keeping it up to date row by row). Unique indexes are kept: they
    /// find duplicates. A backend where dropping an index would block other sessions returns nothing.
    func suspendIndexes(of tables: [String]) throws -> [String]
    /// Recreates indexes that `suspendIndexes` dropped, in the same transaction.
    func restoreIndexes(_ definitions: [String]) throws

    /// Checks the database's integrity; an empty list when all is well, else the problems found.
    func integrityProblems() throws -> [String]

    /// Closes the connection; further use throws.
    func close()

    /// A number that changes whenever another connection (another process) commits a change to the database, or nil
    /// when the backend cannot tell (then nothing read is reused; see `TerminologyStore.cachedRead`).
    func externalChangeCount() throws -> Int64?
}

extension DatabaseConnection {
    public func externalChangeCount() throws -> Int64? { nil }
}

/// What a database holds, as far as Sanasto is concerned.
public enum DatabaseIdentity: Hashable, Sendable {
    /// Nothing yet: a new file or an empty database, which becomes a library.
    case empty
    /// A Sanasto library at this schema version.
    case library(version: Int)
}

/// Opens connections to one database.
public protocol DatabaseBackend: Sendable {
    /// What error messages name.
    var location: String { get }
    /// A new connection, ready for `identify()`.
    func connect() throws -> any DatabaseConnection
}
