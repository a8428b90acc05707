import Foundation

/// The contents of a `.stringsdict` file: its entries in file order.
public struct StringsDictionary: Hashable, Sendable {
    /// The entries in file order.
    public var entries: [StringsDictEntry]

    /// Creates a strings dictionary from entries.
    public init(entries: [StringsDictEntry] = []) {
        self.entries = entries
    }

    /// The entry for `key`, if any.
    public subscript(key: String) -> StringsDictEntry? {
        entries.first { $0.key == key }
    }

    /// The keys in file order.
    public var keys: [String] { entries.map(\.key) }
}
