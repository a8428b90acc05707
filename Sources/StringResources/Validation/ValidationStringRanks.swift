/// The rank of each of a few distinct strings (a lint's locales or rules) in `<` order, found for tens of thousands of
/// occurrences at the cost of a short hash each, so that sorting compares ranks instead of strings.
///
/// Each string gets an id when first seen, from a small open-addressing table hashed on its UTF-8 bytes and
/// checked with `==` (the same string, as lint findings share, is equal at a glance). ``ranks()`` then sorts the
/// distinct strings once: equal ranks mean `==` (two spellings of a canonically equivalent string share one), and a
/// lower rank means `<`.
struct ValidationStringRanks {
    /// The distinct strings by id, in the order they were first seen.
    private(set) var strings: [String] = []
    /// Ids plus one by slot (0: empty); the count is a power of two, at least twice the strings'.
    private var slots = [Int32](repeating: 0, count: 64)

    /// The id of `string`, given it when it is new.
    mutating func id(of string: String) -> Int {
        var slot = Self.hash(string) & (slots.count - 1)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { break }
            if strings[stored - 1] == string { return stored - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = strings.count
        strings.append(string)
        slots[slot] = Int32(truncatingIfNeeded: id + 1)
        if strings.count * 2 > slots.count { grow() }
        return id
    }

    /// The rank of every id in `<` order of the strings, equal for strings that are `==`.
    func ranks() -> [Int] {
        var ranks = [Int](repeating: 0, count: strings.count)
        let order = strings.indices.sorted { strings[$0] < strings[$1] }
        var rank = 0
        for (position, id) in order.enumerated() {
            if position > 0, strings[order[position - 1]] < strings[id] { rank += 1 }
            ranks[id] = rank
        }
        return ranks
    }

    /// Doubles the table and places the ids again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for id in strings.indices {
            var slot = Self.hash(strings[id]) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(truncatingIfNeeded: id + 1)
        }
    }

    /// A cheap hash of the first bytes and the length (a string without contiguous UTF-8 hashes by length only:
    /// `==` still decides).
    private static func hash(_ string: String) -> Int {
        let utf8 = string.utf8
        var hash = UInt64(truncatingIfNeeded: utf8.count)
        _ = utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes.prefix(24) { hash = (hash &* 0x100_0000_01B3) ^ UInt64(byte) }
        }
        return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}
