import Dispatch
import Foundation

/// One batch of new concepts written through `SQLiteConceptInserter` on another thread, while the import reads on.
///
/// Made on the import's thread with everything the store assigns there (numbers, positions, shuffle keys), so that
/// a library ends the same whether a batch ran here or there, and with its texts folded and laid out there
/// (`SQLiteConceptRows`), so that this thread only binds and steps. While it runs, the connection is its alone: it is
/// entered in the connection's `backgroundWrites`, which every other use of the connection waits for. It stops at
/// the first failure, which `result()` then throws (the transaction is rolled back by whoever receives it).
final class SQLiteBatchJob: @unchecked Sendable {
    private let inserter: SQLiteConceptInserter
    private let rows: SQLiteConceptRows
    private let connection: SQLiteConnection
    // Written by the job's thread before it leaves `backgroundWrites`, read after waiting for it.
    private var refusals: [ConceptBatchWriter.Refusal] = []
    private var failure: (any Error)?

    init(inserter: SQLiteConceptInserter, connection: SQLiteConnection, rows: SQLiteConceptRows) {
        self.inserter = inserter
        self.connection = connection
        self.rows = rows
    }

    /// The number of concepts in the batch.
    var count: Int { rows.count }

    /// The lowest tag of the batch (nil when it is empty).
    var lowestTag: Int? { rows.records.first?.tag }

    /// Runs the batch on a thread of its own; the connection waits for it.
    func start() {
        connection.backgroundWrites.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.run()
            self.connection.backgroundWrites.leave()
        }
    }

    /// Runs the batch here.
    func run() {
        do {
            try inserter.insert(rows) { record in
                refusals.append(ConceptBatchWriter.Refusal(
                    tag: record.tag, error: .conflicting("a concept with id \(record.id) already exists")))
            }
        } catch {
            failure = error
        }
    }

    /// Waits for the batch; returns the concepts the library refused, or throws what stopped it.
    func result() throws -> [ConceptBatchWriter.Refusal] {
        connection.backgroundWrites.wait()
        if let failure { throw failure }
        return refusals
    }
}
