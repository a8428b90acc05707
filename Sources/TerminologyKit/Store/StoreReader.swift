import Foundation

/// What a read transaction can do: every query the app makes.
///
/// Given to the body of `TerminologyStore.read` (and, as `StoreWriter`, to `write`); valid only inside it.
public class StoreReader {
    let context: StoreContext

    init(context: StoreContext) {
        self.context = context
    }

    func statement(_ sql: String) throws -> any DatabaseStatement {
        try context.statement(sql)
    }

    func perform<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        try context.perform(operation, body)
    }

    /// Calls `body` with `ids` 64 at a time, the last chunk padded with its last id: a fixed number of parameters per
    /// query, so that one prepared statement serves every chunk.
    func forEachChunk(of ids: [UUID], _ body: ([UUID]) throws -> Void) throws {
        let chunkSize = 64
        var start = 0
        while start < ids.count {
            var chunk = Array(ids[start..<min(start + chunkSize, ids.count)])
            start += chunkSize
            if let last = chunk.last { chunk += Array(repeating: last, count: chunkSize - chunk.count) }
            try body(chunk)
        }
    }
}
