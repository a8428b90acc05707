/// What a transaction will do, so that the backend can take the right lock at its start.
public enum TransactionMode: Sendable {
    /// Reads only: a consistent snapshot that never blocks writers.
    case read
    /// Reads and writes: takes the write lock at once (SQLite's `BEGIN IMMEDIATE`), waiting up to the busy
    /// timeout for another writer, so that it never fails half-way on a lock.
    case write
}
