import Foundation

/// A `FocusFilterStorage` in memory.
public final class InMemoryFocusFilterStorage: FocusFilterStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Data] = [:]

    /// Creates empty storage.
    public init() {}

    /// The stored data for `key`.
    public func data(forKey key: String) -> Data? { lock.withLock { values[key] } }

    /// Stores (or removes) the data for `key`.
    public func setData(_ data: Data?, forKey key: String) { lock.withLock { values[key] = data } }
}
