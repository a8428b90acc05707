/// Interns the qualified names a document uses, so that each distinct name is split and turned into strings once.
///
/// Keyed by the name's bytes (FNV-1a hash, open addressing); documents use a few dozen names, so after the first
/// elements every lookup is a hash and a byte comparison. A hostile document with endless distinct names fills
/// the table up to `capacityLimit`; beyond it names are still read, just not interned.
struct XMLNameTable {
    struct Entry {
        var prefix: String
        var localName: String
        /// The qualified name as written.
        var qualifiedName: String
        /// What the name is as an attribute's: a namespace declaration or not.
        var declaration: Declaration
    }

    /// Attribute names that declare namespaces.
    enum Declaration { case none, defaultNamespace, prefixedNamespace }

    static func declaration(_ qualified: String) -> Declaration {
        if qualified == "xmlns" { return .defaultNamespace }
        return split(qualified).prefix == "xmlns" ? .prefixedNamespace : .none
    }

    static let capacityLimit = 8192

    private(set) var entries: [Entry] = []
    private var bytes: [UInt8] = []
    private var spans: [(start: Int, count: Int)] = []
    /// Slot → entry index + 1 (0 empty).
    private var slots: [Int32] = Array(repeating: 0, count: 256)
    private var hashes: [UInt32] = []

    /// The entry index of the name in `name`, interning it when new; nil once the table is full.
    mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { break }
            let entry = stored - 1
            if hashes[entry] == hash, spans[entry].count == name.count, equalBytes(entry, name) { return entry }
            slot = (slot + 1) & mask
        }
        guard entries.count < Self.capacityLimit else { return nil }
        let entry = entries.count
        let qualified = String(decoding: name, as: UTF8.self)
        let split = Self.split(qualified)
        entries.append(Entry(prefix: split.prefix, localName: split.local, qualifiedName: qualified, declaration: Self.declaration(qualified)))
        spans.append((bytes.count, name.count))
        bytes.append(contentsOf: name)
        hashes.append(hash)
        slots[slot] = Int32(entry + 1)
        if entries.count * 2 > slots.count { grow() }
        return entry
    }

    /// `prefix:local` split at its colon (no prefix when there is none).
    static func split(_ qualified: String) -> (prefix: String, local: String) {
        guard let colon = qualified.utf8.firstIndex(of: UInt8(ascii: ":")) else { return ("", qualified) }
        let prefix = String(qualified[..<colon])
        let local = String(qualified[qualified.index(after: colon)...])
        return (prefix, local)
    }

    private func equalBytes(_ entry: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[entry]
        return bytes.withUnsafeBufferPointer { stored in
            guard let left = stored.baseAddress, let right = name.baseAddress else { return span.count == 0 }
            var index = 0
            while index < span.count {
                if left[span.start + index] != right[index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for entry in entries.indices {
            var slot = Int(hashes[entry]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
