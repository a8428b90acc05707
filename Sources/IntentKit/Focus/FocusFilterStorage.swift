import Foundation

/// Where focus filters are persisted.
public protocol FocusFilterStorage: Sendable {
    /// The stored data for `key`.
    func data(forKey key: String) -> Data?
    /// Stores (or with nil removes) the data for `key`.
    func setData(_ data: Data?, forKey key: String)
}
