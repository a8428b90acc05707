import Foundation

/// The terminology library: terminologies, categories, concepts and study progress, in one database.
///
/// Everything happens inside a transaction: `read { … }` sees one consistent state, and `write { … }` is applied
/// whole or not at all — a command that imports 100,000 concepts is one `write`, so a killed process leaves the
/// library as it was before the command. Writers take the lock at the start (SQLite's `BEGIN IMMEDIATE`) and wait
/// up to the busy timeout for another process, so two `sanasto` processes never fail with "database is locked".
///
/// ```swift
/// let store = try TerminologyStore(url: LibraryLocation.resolve().url)
/// let terminology = try store.write { library in
///     try library.createTerminology(Terminology(title: "Solubiologia", languages: [.finnish, .english]))
/// }
/// let counts = try store.read { try $0.categorySummaries(of: terminology.id) }
/// ```
///
/// A store is safe to share between threads: transactions run one at a time on its connection. Do not call the
/// store from inside a transaction's body; use the reader or writer it is given.
public final class TerminologyStore: @unchecked Sendable {
    /// The library's location, as error messages name it.
    public let location: String
    /// The scheduler that `StoreWriter.review` uses.
    public let scheduler: FSRSScheduler

    private let connection: any DatabaseConnection
    private let lock = NSRecursiveLock()
    private var isInTransaction = false
    private var isClosed = false
    /// Write transactions committed through this store (a generation of `readCache`).
    private var committedWrites: UInt64 = 0
    private let readCache = StoreReadCache()

    /// Opens (creating when missing) the SQLite library at `url`.
    public convenience init(url: URL, scheduler: FSRSScheduler = .default) throws {
        try self.init(backend: SQLiteBackend(url: url), scheduler: scheduler)
    }

    /// Opens a library through `backend`, migrating it to the current schema.
    ///
    /// Throws `StoreError` with reason `.notALibrary` for a database that is not a Sanasto library and
    /// `.newerLibrary` for one written by a newer version; neither is changed.
    public convenience init(backend: any DatabaseBackend, scheduler: FSRSScheduler = .default) throws {
        try self.init(backend: backend, scheduler: scheduler, migrator: LibraryMigrator())
    }

    init(backend: any DatabaseBackend, scheduler: FSRSScheduler, migrator: LibraryMigrator) throws {
        location = backend.location
        self.scheduler = scheduler
        do {
            connection = try backend.connect()
            try migrator.migrate(connection)
        } catch let error as StoreError {
            throw error.filling(operation: "open library", location: backend.location)
        }
    }

    deinit { connection.close() }

    /// The schema version of the library.
    public func schemaVersion() throws -> Int {
        try exclusive("read schema version") { try connection.schemaVersion() }
    }

    /// The schema version this version of Sanasto writes.
    public static var currentSchemaVersion: Int { LibrarySchema.latestVersion }

    /// Runs `body` in a read transaction.
    public func read<T>(_ body: (StoreReader) throws -> T) throws -> T {
        try transaction(.read) { context in try body(StoreReader(context: context)) }
    }

    /// Runs `body` in a write transaction: committed when it returns, rolled back when it throws.
    ///
    /// Each terminology whose metadata, categories or concepts the transaction changed gets its revision
    /// incremented once, at commit.
    @discardableResult
    public func write<T>(_ body: (StoreWriter) throws -> T) throws -> T {
        try transaction(.write) { context in
            let writer = StoreWriter(context: context)
            let result = try body(writer)
            try writer.finish()
            return result
        }
    }

    /// Runs `body` in a read transaction, or gives the result it gave for `key` when the library has not changed since:
    /// neither through this store nor, where the backend can tell, through another process (SQLite's
    /// `data_version`). `key` must name everything the result depends on besides the library (the query, the
    /// scope, the language, the learner). A backend that cannot see other processes' commits always runs `body`.
    public func cachedRead<T: Sendable>(_ key: String, _ body: (StoreReader) throws -> T) throws -> T {
        try exclusive("read library") {
            guard let external = try connection.externalChangeCount() else {
                return try runTransaction(.read) { context in try body(StoreReader(context: context)) }
            }
            let generation = StoreReadCache.Generation(ownWrites: committedWrites, external: external)
            // Unwrapped before the cast: a miss (nil) cast to an optional `T` would read as a kept nil.
            if let kept = readCache.result(for: key, in: generation), let value = kept as? T { return value }
            let value = try runTransaction(.read) { context in try body(StoreReader(context: context)) }
            readCache.keep(value, for: key, in: generation)
            return value
        }
    }

    /// The problems `PRAGMA integrity_check` (or the backend's equivalent) and the foreign-key check find.
    public func integrityProblems() throws -> [String] {
        try exclusive("check library") { try connection.integrityProblems() }
    }

    /// Closes the library; later calls throw.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        isClosed = true
        connection.close()
    }

    private func exclusive<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            guard !isClosed else { throw StoreError.misuse("the library is closed") }
            guard !isInTransaction else {
                throw StoreError.misuse("the store was called from inside a transaction; use the reader or writer given to it")
            }
            return try body()
        } catch let error as StoreError {
            throw error.filling(operation: operation, location: location)
        }
    }

    private func transaction<T>(_ mode: TransactionMode, _ body: (StoreContext) throws -> T) throws -> T {
        try exclusive(mode == .write ? "write to library" : "read library") { try runTransaction(mode, body) }
    }

    /// A transaction, with the lock held.
    private func runTransaction<T>(_ mode: TransactionMode, _ body: (StoreContext) throws -> T) throws -> T {
        let operation = mode == .write ? "write to library" : "read library"
        isInTransaction = true
        defer { isInTransaction = false }
        try connection.begin(mode)
        let context = StoreContext(connection: connection, location: location, scheduler: scheduler, mode: mode)
        defer { context.isOpen = false }
        do {
            let result = try body(context)
            // Counted before the commit: a commit that fails after writing (or whose outcome is unknown) must not leave
            // results read before it in the cache.
            if mode == .write { committedWrites &+= 1 }
            try connection.commit()
            return result
        } catch {
            connection.rollback()
            if let storeError = error as? StoreError { throw storeError.filling(operation: operation, location: location) }
            throw error
        }
    }
}
