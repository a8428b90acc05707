import Foundation

/// A value guarded by a lock, shared between the event loops and handler tasks (and an app's own shared state).
///
/// `NSLock` rather than Synchronization's `Mutex`, whose Apple availability (macOS 15) is later than the
/// package's minimum; the critical sections here are a few instructions long.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
