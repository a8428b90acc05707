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
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
    }
}
