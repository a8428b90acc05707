import Foundation

/// Where focus filters are persisted.
public protocol FocusFilterStorage: Sendable {
    /// The stored data for `key`.
    func data(forKey key: String) -> Data?
    /// Stores (or with nil removes) the data for `key`.
    func setData(_ data: Data?, forKey key: String)
}

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
