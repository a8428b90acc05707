/// A stored value that takes no part in equality or hashing (source offsets and bytes).
///
/// Two catalog nodes with the same content are equal wherever they were read from.
struct StringCatalogUncompared<Wrapped: Sendable>: Hashable, Sendable {
    var value: Wrapped

    init(_ value: Wrapped) {
        self.value = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
