/// The rank of each of a few distinct strings (a lint's locales or rules) in `<` order, found for tens of thousands of
/// occurrences at the cost of a few integer operations each, so that sorting compares ranks instead of strings.
///
/// Findings share their strings (the locales of a lint are the catalog's few locale strings), so each string is
/// told apart by its representation, two machine words: equal words are the same string (a small string's words
/// are its bytes, a large one's its storage). ``ranks()`` then sorts the distinct ones once: equal ranks mean `==`
/// (two copies or spellings of one string share one), a lower rank means `<`. Where a string is not two words
/// (32-bit platforms) strings are told apart by hashing.
struct ValidationStringRanks {
    /// The most distinct representations ranked: beyond it ``id(of:)`` gives up (every finding's own string).
    static let limit = 4096

    /// The distinct strings by id, in the order they were first seen.
    private(set) var strings: [String] = []
    /// The representation of each id's string.
    private var words: [(UInt64, UInt64)] = []
    /// Ids plus one by slot (0: empty); the count is a power of two, at least twice the strings'.
    private var slots = [Int32](repeating: 0, count: 64)
    /// Ids by string where a string's representation is not two words.
    private var hashed: [String: Int] = [:]

    /// The id of `string` (`nil` ranks as the empty string), given it when it is new; `nil` once there are more
    /// than ``limit`` ids.
    @inline(__always)
    mutating func id(of string: String?) -> Int? {
        guard MemoryLayout<String?>.size == MemoryLayout<(UInt64, UInt64)>.size else {
            if let id = hashed[string ?? ""] { return id }
            return add(string ?? "", words: (0, 0), slot: nil)
        }
        // The words are read without retaining the string; it is copied only when new.
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        let mask = slots.count - 1
        var slot = Self.hash(words) & mask
        return slots.withUnsafeBufferPointer { slots in
            self.words.withUnsafeBufferPointer { known in
                while true {
                    let stored = Int(slots[slot])
                    if stored == 0 { return nil }
                    if known[stored - 1] == words { return stored - 1 }
                    slot = (slot + 1) & mask
                }
            }
        } ?? add(string ?? "", words: words, slot: slot)
    }

    /// Whether `a` and `b` are the same string, by their representations (`false` may still be `==`).
    @inline(__always)
    static func isSame(_ a: String, _ b: String) -> Bool {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        return unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
    }

    /// Gives `string` the next id, at `slot` of the table (or in ``hashed``).
    private mutating func add(_ string: String, words: (UInt64, UInt64), slot: Int?) -> Int? {
        guard strings.count < Self.limit else { return nil }
        let id = strings.count
        strings.append(string)
        self.words.append(words)
        guard let slot else {
            hashed[string] = id
            return id
        }
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
        for id in words.indices {
            var slot = Self.hash(words[id]) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(truncatingIfNeeded: id + 1)
        }
    }

    /// A hash of a representation, its high bits mixed down.
    @inline(__always)
    private static func hash(_ words: (UInt64, UInt64)) -> Int {
        let mixed = (words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
