/// Results of read transactions kept for as long as the library does not change: what a class server asks again and
/// again (the same search from thirty phones, each device's focus) is read once per change of the library.
///
/// A result is valid for one *generation*: the store's own committed writes and the backend's count of other
/// connections' commits (SQLite's `data_version`, so that a `sanasto` command writing the same file is seen at the
/// next request). A backend that cannot tell another process's commits keeps nothing. A new generation drops every
/// result; at most ``limit`` are kept, the table starting over when full.
final class StoreReadCache {
    struct Generation: Equatable {
        var ownWrites: UInt64
        var external: Int64
    }

    let limit: Int
    private var generation: Generation?
    private var results: [String: any Sendable] = [:]

    init(limit: Int = 512) {
        self.limit = max(1, limit)
    }

    /// The result kept for `key` in `current`, if any (a new generation forgets the old one's).
    func result(for key: String, in current: Generation) -> (any Sendable)? {
        guard generation == current else {
            generation = current
            results.removeAll(keepingCapacity: true)
            return nil
        }
        return results[key]
    }

    /// Keeps `value` for `key` in `current`.
    func keep(_ value: any Sendable, for key: String, in current: Generation) {
        if generation != current {
            generation = current
            results.removeAll(keepingCapacity: true)
        }
        if results.count >= limit { results.removeAll(keepingCapacity: true) }
        results[key] = value
    }
}
