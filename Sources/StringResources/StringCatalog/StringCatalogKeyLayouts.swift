/// The keys of a String Catalog's small objects — the languages of each entry's `localizations`, plural
/// categories, devices, substitution names — each name made a `String` once, and each distinct list of keys
/// (with its position index) made once and shared by every dictionary that has it: an 8 MB catalog has some
/// twenty thousand such objects and a few dozen distinct lists.
///
/// Names are matched as bytes, so only keys without escapes and with well-formed UTF-8 are shared; a dictionary
/// with any other key, or with a key given twice, is read the general way (which reports it).
final class StringCatalogKeyLayouts {
    /// One list of keys and the positions a ``CatalogDictionary`` with more than its limit of keys keeps.
    struct Layout {
        var keys: [String]
        var positions: [ExactStringKey: Int]?
    }

    /// Names beyond this many are not shared (a catalog has a few dozen; a hostile one must not make each
    /// lookup a long search).
    static let nameLimit = 512
    /// Distinct lists beyond this many are not kept.
    static let layoutLimit = 4096

    private struct State {
        var table = ByteNameTable()
        var names: [String] = []
        /// For each name, the last dictionary (by number) that had it, to find a key given twice.
        var lastSeen: [Int] = []
        var dictionaryNumber = 0
        /// The name positions of the dictionary being read (reused).
        var scratch: [Int32] = []
        /// The lists met so far (their name positions and layout), found by a hash of the positions.
        var lists: [(names: [Int32], layout: Layout)] = []
        var listsByHash: [UInt64: Int] = [:]

        mutating func layout(of node: Int, in document: JSONDocumentView) -> Layout? {
            dictionaryNumber &+= 1
            scratch.removeAll(keepingCapacity: true)
            var previous = -1
            // FNV-1a over the positions: one word hashed for the lookup instead of the whole list.
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for (key, _) in document.members(of: node) {
                guard names.count < StringCatalogKeyLayouts.nameLimit, !document.hasInvalidUTF8(key),
                      let match = document.withPlainStringBytes(key, { table.position(of: $0, after: previous) }) else {
                    return nil
                }
                if match.isNew {
                    // Plain and well-formed (checked above), so it has a text.
                    guard let name = document.validatedString(key) else { return nil }
                    names.append(name)
                    lastSeen.append(0)
                }
                guard lastSeen[match.position] != dictionaryNumber else { return nil }
                lastSeen[match.position] = dictionaryNumber
                scratch.append(Int32(match.position))
                hash = (hash ^ UInt64(match.position)) &* 0x100_0000_01B3
                previous = match.position
            }
            let known = listsByHash[hash]
            if let known, lists[known].names == scratch { return lists[known].layout }
            var keys: [String] = []
            keys.reserveCapacity(scratch.count)
            for position in scratch { keys.append(names[Int(position)]) }
            var layout = Layout(keys: keys, positions: nil)
            if keys.count > CatalogDictionary<Never>.indexedCountLimit {
                var positions: [ExactStringKey: Int] = [:]
                positions.reserveCapacity(keys.count)
                for (position, key) in keys.enumerated() { positions[ExactStringKey(key)] = position }
                layout.positions = positions
            }
            // A list whose hash another list has is not kept (it is built each time: correct, only slower).
            if known == nil, lists.count < StringCatalogKeyLayouts.layoutLimit {
                listsByHash[hash] = lists.count
                lists.append((scratch, layout))
            }
            return layout
        }
    }

    // One reader uses it at a time, and `layout(of:in:)` is its only access: no run-time exclusivity check needed.
    @exclusivity(unchecked) private var state = State()

    /// The keys of object `node`, shared with earlier objects with the same keys; `nil` when they must be read
    /// the general way (a key with escapes or bad UTF-8, a key given twice, too many distinct names).
    func layout(of node: Int, in document: JSONDocumentView) -> Layout? {
        state.layout(of: node, in: document)
    }
}
