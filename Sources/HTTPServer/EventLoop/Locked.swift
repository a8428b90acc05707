import Foundation

/// A value guarded by a lock, shared between the event loops and handler tasks.
///
/// `NSLock` rather than Synchronization's `Mutex`, whose Apple availability (macOS 15) is later than the
/// package's minimum; the critical sections here are a few instructions long.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
