#if canImport(Darwin)
import Foundation
#else
import Synchronization
#endif

/// A value guarded by a lock: `Mutex` where the platform has it for every deployment target, `NSLock` on Apple
/// platforms (whose `Mutex` needs macOS 15 / iOS 18, later than this package's minimum).
final class Locked<Value: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
    #else
    private let mutex: Mutex<Value>

    init(_ value: Value) { self.mutex = Mutex(value) }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in try body(&value) }
    }
    #endif
}
