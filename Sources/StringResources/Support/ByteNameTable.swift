/// Distinct short names (a catalog's language names) met again and again as object keys, matched as bytes.
///
/// A String Catalog lists the same languages in the same order in every entry, so the name that followed
/// the previous one last time is tried first; then each known name, by its length and first eight bytes.
struct ByteNameTable {
    /// The names, in the order they were first met.
    private(set) var names: [[UInt8]] = []
    private var heads: [UInt64] = []
    private var lengths: [Int] = []
    /// A name's position by a hash of its head (-1 for none; a collision keeps the latest): tried when the
    /// successor guess fails, which is common for plural categories (each language has its own set).
    private var recent = [Int](repeating: -1, count: 64)
    /// The name met right after each name last time (-1 for none), and the first name of the last object.
    private var successors: [Int] = []
    private var firstName = -1

    /// The position of `name`, added if it is new; `previous` is the position of the name met just before it
    /// in the same object (-1 for the object's first member).
    mutating func position(of name: UnsafeBufferPointer<UInt8>, after previous: Int) -> (position: Int, isNew: Bool) {
        let head = Self.head(name)
        let guess = previous < 0 ? firstName : successors[previous]
        var found = -1
        let slot = Int(truncatingIfNeeded: ((head ^ UInt64(name.count)) &* 0x9E37_79B9_7F4A_7C15) &>> 58)
        let cached = recent[slot]
        if guess >= 0, matches(guess, name, head) {
            found = guess
        } else if cached >= 0, matches(cached, name, head) {
            found = cached
        } else {
            for position in names.indices where matches(position, name, head) {
                found = position
                break
            }
        }
        var isNew = false
        if found < 0 {
            found = names.count
            names.append(Array(name))
            heads.append(head)
            lengths.append(name.count)
            successors.append(-1)
            isNew = true
        }
        recent[slot] = found
        if previous < 0 { firstName = found } else { successors[previous] = found }
        return (found, isNew)
    }

    @inline(__always)
    private func matches(_ position: Int, _ name: UnsafeBufferPointer<UInt8>, _ head: UInt64) -> Bool {
        guard heads[position] == head, lengths[position] == name.count else { return false }
        return name.count <= 8 || names[position].withUnsafeBufferPointer { $0.elementsEqual(name) }
    }

    /// The first eight bytes, zero-padded, as a word.
    @inline(__always)
    private static func head(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var head: UInt64 = 0
        for index in 0..<min(8, name.count) { head |= UInt64(name[index]) << (8 * UInt64(index)) }
        return head
    }
}
