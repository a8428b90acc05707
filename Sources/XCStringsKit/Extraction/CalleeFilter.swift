/// A cheap test of a call's name before it becomes a `String`: whether some name of that first byte and
/// length can take a localizable argument. Most calls in code (`print`, `map`, `append`) fail it.
struct CalleeFilter: Sendable {
    private var table = [Bool](repeating: false, count: 256 * 64)

    /// A filter passing `names`.
    init<Names: Sequence<String>>(_ names: Names) {
        for name in names { insert(name) }
    }

    mutating func insert(_ name: String) {
        guard let first = name.utf8.first else { return }
        table[Int(first) * 64 + min(name.utf8.count, 63)] = true
    }

    /// Whether a name with these bytes may be one of the names.
    func mayContain(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        guard end > start else { return false }
        return table[Int(bytes[start]) * 64 + min(end - start, 63)]
    }
}
