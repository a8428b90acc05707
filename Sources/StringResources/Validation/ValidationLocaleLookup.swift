/// The position of a locale among a lint's target locales, matched byte for byte as the catalog's dictionaries
/// match keys, for the localizations that are not where the coverage check expects them.
///
/// Locales are short: one of at most eight UTF-8 bytes is one integer, and a few dozen integer comparisons cost
/// less than hashing it. Longer ones, and strings without contiguous UTF-8, are looked up by hash.
struct ValidationLocaleLookup {
    /// The targets of at most eight bytes: their bytes as one integer, their length and their position.
    private var short: [(bytes: UInt64, count: Int, position: Int)] = []
    /// Every target by its exact bytes (the last position of a target given twice).
    private var exact: [ExactStringKey: Int] = [:]

    /// Indexes `targets`.
    init(_ targets: [String]) {
        for (position, target) in targets.enumerated() {
            exact[ExactStringKey(target)] = position
            if let packed = Self.packed(target) { short.append((packed.bytes, packed.count, position)) }
        }
    }

    /// The number of distinct targets (byte for byte).
    var distinctCount: Int { exact.count }

    /// The position of `locale` among the targets (the last, for a target given twice), or `nil`.
    func position(of locale: String) -> Int? {
        guard let packed = Self.packed(locale) else { return exact[ExactStringKey(locale)] }
        // From the end: the last position wins, as in `exact`.
        var index = short.count - 1
        while index >= 0 {
            if short[index].bytes == packed.bytes && short[index].count == packed.count { return short[index].position }
            index -= 1
        }
        return nil
    }

    /// The UTF-8 bytes of `string` as one integer (the first byte lowest) when there are at most eight of them and
    /// they are contiguous.
    @inline(__always)
    private static func packed(_ string: String) -> (bytes: UInt64, count: Int)? {
        let utf8 = string.utf8
        guard utf8.count <= 8 else { return nil }
        return utf8.withContiguousStorageIfAvailable { bytes in
            var packed: UInt64 = 0
            for index in bytes.indices { packed |= UInt64(bytes[index]) << (8 * UInt64(index)) }
            return (packed, bytes.count)
        }
    }
}
