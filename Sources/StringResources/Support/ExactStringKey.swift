/// A string compared and hashed by its exact Unicode scalars, not by canonical equivalence.
///
/// Swift's `String` equality treats `é` (U+00E9) and `e` + U+0301 as equal; property lists and
/// `.strings` files on Apple platforms keep them as two keys (NSString compares code units), so
/// readers that detect repeated keys use this instead.
struct ExactStringKey: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactStringKey, rhs: ExactStringKey) -> Bool {
        lhs.string.utf8.count == rhs.string.utf8.count && lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        // Native strings are contiguous UTF-8: one call, no copy.
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
