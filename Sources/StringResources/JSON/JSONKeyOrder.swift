import Foundation

/// Xcode's order of object keys: what Foundation's `localizedStandardCompare` gives, made cheap.
///
/// `localizedStandardCompare` costs microseconds a call, and a catalog has tens of thousands of
/// small objects whose keys come from a small vocabulary (field names, locales, plural categories).
/// Those keys get a cached rank, so sorting an object compares numbers; keys of large objects (the
/// catalog's `strings`) are compared directly, once, and an already sorted object costs one
/// comparison per key.
final class JSONKeyOrder {
    /// Objects with more members than this are sorted by direct comparison, not by ranks.
    static let rankedObjectLimit = 32

    private static let standardOptions: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]
    private static let collationLocale = Locale(identifier: "en")

    private var orderedKeys: [String] = []
    private var orderedRanks: [Double] = []
    private var ranks: [String: Double] = [:]

    init() {}

    /// Whether `lhs` comes before `rhs` in Xcode's order.
    ///
    /// On Linux, Foundation's `localizedStandardCompare` is not a consistent order for some
    /// inputs: both `"éßE" < "eßB007."` and `"eßB007." < "éßE"` hold, and `ß`/`ss` runs with digits
    /// are not transitive. Real catalog keys are unaffected; for such keys the written order is
    /// deterministic but cannot equal "Foundation's order", which does not exist.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // `localizedStandardCompare` with the locale pinned, so that the written bytes do not
        // depend on the environment of whoever runs the tool.
        switch lhs.compare(rhs, options: standardOptions, range: nil, locale: collationLocale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
        }
    }

    /// The rank of a key: ranks compare as the keys do.
    func rank(_ key: String) -> Double {
        if let rank = ranks[key] { return rank }
        var low = 0
        var high = orderedKeys.count
        while low < high {
            let middle = (low + high) / 2
            if JSONKeyOrder.precedes(orderedKeys[middle], key) { low = middle + 1 } else { high = middle }
        }
        let below = low > 0 ? orderedRanks[low - 1] : (orderedRanks.first ?? 0) - 1_048_576
        let above = low < orderedRanks.count ? orderedRanks[low] : (orderedRanks.last ?? 0) + 1_048_576
        var rank = (below + above) / 2
        orderedKeys.insert(key, at: low)
        if rank <= below || rank >= above {
            // Out of precision between the neighbours: renumber everything.
            orderedRanks.insert(0, at: low)
            ranks.removeAll(keepingCapacity: true)
            for position in orderedKeys.indices {
                orderedRanks[position] = Double(position) * 1_048_576
                ranks[orderedKeys[position]] = orderedRanks[position]
            }
            rank = orderedRanks[low]
        } else {
            orderedRanks.insert(rank, at: low)
            ranks[key] = rank
        }
        return rank
    }

    /// The positions of `keys` in Xcode's order (the identity when they already are in order).
    func order(_ keys: [String]) -> [Int] {
        if keys.count <= 1 { return Array(keys.indices) }
        if keys.count > JSONKeyOrder.rankedObjectLimit {
            var sorted = true
            for position in 1..<keys.count where !JSONKeyOrder.precedes(keys[position - 1], keys[position]) {
                sorted = false
                break
            }
            if sorted { return Array(keys.indices) }
            // Start from one canonical order, so that the result depends only on the set of keys
            // even where Foundation's comparison is not a consistent order (see `precedes`).
            let canonical = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
            return canonical.sorted { JSONKeyOrder.precedes(keys[$0], keys[$1]) }
        }
        let keyRanks = keys.map(rank)
        var sorted = true
        for position in 1..<keyRanks.count where keyRanks[position - 1] >= keyRanks[position] {
            sorted = false
            break
        }
        if sorted { return Array(keys.indices) }
        return keys.indices.sorted { keyRanks[$0] < keyRanks[$1] }
    }
}
