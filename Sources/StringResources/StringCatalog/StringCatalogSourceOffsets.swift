/// The byte offsets of a catalog node and of up to two of its members in the source, 4 bytes each.
///
/// A catalog holds many nodes, so their offsets are kept small: the JSON parser refuses documents of
/// 4 GB or more, so an offset fits in a `UInt32`, and `UInt32.max` stands for none (an offset that does
/// not fit is kept as none too). Like the nodes' other offsets, they take no part in equality or hashing:
/// two nodes with the same content are equal wherever they were read from.
struct StringCatalogSourceOffsets: Hashable, Sendable {
    private var storedNode = UInt32.max
    private var storedFirst = UInt32.max
    private var storedSecond = UInt32.max

    /// No offsets.
    init() {}

    /// The offsets of a node and of its members, as read.
    init(node: Int?, first: Int? = nil, second: Int? = nil) {
        storedNode = Self.stored(node)
        storedFirst = Self.stored(first)
        storedSecond = Self.stored(second)
    }

    /// The offset of the node itself.
    var node: Int? {
        get { Self.offset(storedNode) }
        set { storedNode = Self.stored(newValue) }
    }

    /// The offset of the node's first remembered member (which one is up to the node's type).
    var first: Int? {
        get { Self.offset(storedFirst) }
        set { storedFirst = Self.stored(newValue) }
    }

    /// The offset of the node's second remembered member.
    var second: Int? {
        get { Self.offset(storedSecond) }
        set { storedSecond = Self.stored(newValue) }
    }

    private static func offset(_ stored: UInt32) -> Int? {
        stored == UInt32.max ? nil : Int(stored)
    }

    private static func stored(_ offset: Int?) -> UInt32 {
        guard let offset, offset >= 0, offset < Int(UInt32.max) else { return UInt32.max }
        return UInt32(offset)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
