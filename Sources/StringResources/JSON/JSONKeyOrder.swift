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
        if let decided = asciiPrecedes(lhs, rhs) { return decided }
        return foundationPrecedes(lhs, rhs)
    }

    /// ``precedes(_:_:)`` as Foundation decides it, for keys the ASCII fast path leaves undecided.
    static func foundationPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        // `localizedStandardCompare` with the locale pinned, so that the written bytes do not
        // depend on the environment of whoever runs the tool.
        switch lhs.compare(rhs, options: standardOptions, range: nil, locale: collationLocale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
        }
    }

    /// Xcode's order of two printable-ASCII keys without calling Foundation, or `nil` when it cannot be
    /// decided here (a character outside U+0020…U+007E, a digit run longer than 30 digits, or keys equal but
    /// for case or leading zeros, which Foundation's forced ordering decides).
    ///
    /// What Foundation's comparison does with these options on such keys: the CLDR root collation's primary
    /// level, every character non-ignorable (punctuation and symbols before digits before letters, in the
    /// order of ``asciiWeights``), letters without case, and each run of digits as one number that compares
    /// by its value and sorts where the digits do. A key that is a prefix of the other comes first. The tests
    /// check this against Foundation on every character pair, every fixture's keys and random keys.
    static func asciiPrecedes(_ lhs: String, _ rhs: String) -> Bool? {
        guard let decided = lhs.utf8.withContiguousStorageIfAvailable({ left in
            rhs.utf8.withContiguousStorageIfAvailable { right in asciiOrder(left, right) }
        }) else { return nil }
        return decided ?? nil
    }

    /// `true` when `left` comes first, `false` when `right` does, `nil` when undecided (see ``asciiPrecedes(_:_:)``).
    static func asciiOrder(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0
        var j = 0
        while true {
            if i == left.count || j == right.count {
                if i == left.count && j == right.count { return nil }
                return i == left.count
            }
            let a = left[i]
            let b = right[j]
            let weightA = asciiWeights[Int(a)]
            let weightB = asciiWeights[Int(b)]
            guard weightA != 0, weightB != 0 else { return nil }
            if weightA == digitWeight && weightB == digitWeight {
                // Two numbers: by value (leading zeros do not count), longer first unequal digit decides.
                var startA = i
                var startB = j
                while startA < left.count, left[startA] == UInt8(ascii: "0") { startA += 1 }
                while startB < right.count, right[startB] == UInt8(ascii: "0") { startB += 1 }
                var endA = startA
                var endB = startB
                while endA < left.count, left[endA] &- UInt8(ascii: "0") < 10 { endA += 1 }
                while endB < right.count, right[endB] &- UInt8(ascii: "0") < 10 { endB += 1 }
                guard endA - i <= 30, endB - j <= 30 else { return nil }
                if endA - startA != endB - startB { return endA - startA < endB - startB }
                var k = 0
                while k < endA - startA {
                    if left[startA + k] != right[startB + k] { return left[startA + k] < right[startB + k] }
                    k += 1
                }
                i = endA
                j = endB
                continue
            }
            if weightA != weightB { return weightA < weightB }
            i += 1
            j += 1
        }
    }

    /// The weight of each digit: all digits sort together, between `$` and `a`.
    private static let digitWeight: UInt8 = 40

    /// The primary weight of each printable ASCII character in the CLDR root collation (0: not handled here):
    /// ` _ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~ $`, the digits, then the letters without case.
    static let asciiWeights: [UInt8] = {
        var weights = [UInt8](repeating: 0, count: 256)
        let punctuation = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
        for (position, byte) in punctuation.enumerated() { weights[Int(byte)] = UInt8(position + 1) }
        for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { weights[Int(digit)] = digitWeight }
        for (position, letter) in (UInt8(ascii: "a")...UInt8(ascii: "z")).enumerated() {
            weights[Int(letter)] = UInt8(digitWeight + 1 + UInt8(position))
            weights[Int(letter - 0x20)] = UInt8(digitWeight + 1 + UInt8(position))
        }
        return weights
    }()

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

    /// The positions of `keys` in Xcode's order, or `nil` when they already are in order.
    ///
    /// Keys the ASCII fast path orders (a consistent order) are first checked for being sorted already, which
    /// costs one comparison a key and no allocation; others go through ``order(_:)``.
    func reordering(_ keys: [String]) -> [Int]? {
        if keys.count <= 1 { return nil }
        var sorted = true
        for position in 1..<keys.count {
            guard let precedes = JSONKeyOrder.asciiPrecedes(keys[position - 1], keys[position]) else {
                sorted = false
                break
            }
            if !precedes {
                sorted = false
                break
            }
        }
        if sorted { return nil }
        let order = order(keys)
        return order.elementsEqual(keys.indices) ? nil : order
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
