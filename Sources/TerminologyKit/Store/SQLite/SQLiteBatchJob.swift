import Dispatch
import Foundation

/// One batch of new concepts written through `SQLiteConceptInserter` on another thread, while the import reads on.
///
/// Made on the import's thread with everything the store assigns there (numbers, positions, shuffle keys), so that
/// a library ends the same whether a batch ran here or there. While it runs, the connection is its alone: it is
/// entered in the connection's `backgroundWrites`, which every other use of the connection waits for. It stops at
/// the first failure, which `result()` then throws (the transaction is rolled back by whoever receives it).
final class SQLiteBatchJob: @unchecked Sendable {
    /// A concept to insert, with what the store assigned it.
    struct Row {
        var concept: Concept
        var tag: Int
        var number: Int64
        var position: Int64
        var shuffleKey: Int64
    }

    private let inserter: SQLiteConceptInserter
    private let rows: [Row]
    private let connection: SQLiteConnection
    // Written by the job's thread before it leaves `backgroundWrites`, read after waiting for it.
    private var refusals: [ConceptBatchWriter.Refusal] = []
    private var failure: (any Error)?

    init(inserter: SQLiteConceptInserter, connection: SQLiteConnection, rows: [Row]) {
        self.inserter = inserter
        self.connection = connection
        self.rows = rows
    }

    /// The number of concepts in the batch.
    var count: Int { rows.count }

    /// The lowest tag of the batch (nil when it is empty).
    var lowestTag: Int? { rows.first?.tag }

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
        for row in rows {
            do {
                if try !inserter.insert(row.concept, number: row.number, position: row.position, shuffleKey: row.shuffleKey) {
                    refusals.append(ConceptBatchWriter.Refusal(
                        tag: row.tag, error: .conflicting("a concept with id \(row.concept.id) already exists")))
                }
            } catch {
                failure = error
                return
            }
        }
    }

    /// Waits for the batch; returns the concepts the library refused, or throws what stopped it.
    func result() throws -> [ConceptBatchWriter.Refusal] {
        connection.backgroundWrites.wait()
        if let failure { throw failure }
        return refusals
    }
}
