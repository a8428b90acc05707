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
}
