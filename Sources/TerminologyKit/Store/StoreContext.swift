import Foundation

/// What one transaction's reader or writer works with: the connection, and what the writer has changed so far.
final class StoreContext {
    let connection: any DatabaseConnection
    let location: String
    let scheduler: FSRSScheduler
    let mode: TransactionMode
    var isOpen = true

    /// Terminologies changed in this transaction, whose revision is incremented at commit.
    var touched: Set<UUID> = []
    /// Terminologies created in this transaction (their revision is the one they were created with).
    var created: Set<UUID> = []
    /// Languages of terminologies already looked up in this transaction.
    var languages: [UUID: [LanguageTag]] = [:]
    /// Categories looked up in this transaction: their terminology and name.
    var categories: [UUID: (terminologyID: UUID, name: String)] = [:]
    /// Random keys for new concepts (seeded once per transaction: the system generator is a system call each time).
    var random = SplitMix64(seed: UInt64.random(in: 0...UInt64.max))
    /// The next concept number and the next position per terminology, once looked up.
    var nextNumber: Int64?
    var nextPosition: [UUID: Int64] = [:]
    /// The indexes a bulk insert dropped, recreated before commit (nil when no bulk insert is under way).
    var suspendedIndexes: [String]?

    init(connection: any DatabaseConnection, location: String, scheduler: FSRSScheduler, mode: TransactionMode) {
        self.connection = connection
        self.location = location
        self.scheduler = scheduler
        self.mode = mode
    }

    func statement(_ sql: String) throws -> any DatabaseStatement {
        guard isOpen else { throw StoreError.misuse("a transaction was used after it ended") }
        return try connection.statement(sql)
    }

    /// Whether an operation is running (an operation calling another keeps its own name in errors).
    private var isPerforming = false

    /// Runs `body` as the named operation: errors from it name the operation and the library.
    func perform<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        guard !isPerforming else { return try body() }
        isPerforming = true
        defer { isPerforming = false }
        do {
            return try body()
        } catch let error as StoreError {
            throw error.filling(operation: operation, location: location)
        }
    }
}
