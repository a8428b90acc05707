/// One `"key" = "value";` pair of a `.strings` file, with the comment that precedes it.
///
/// Equality and hashing compare key, value and comments only, not where the entry was read from.
public struct StringsEntry: Hashable, Sendable {
    /// The key, unescaped.
    public var key: String
    /// The value, unescaped.
    public var value: String
    /// The text of the comment just before the entry (without `/*`, `*/` or `//`, trimmed), if any.
    ///
    /// A run of consecutive `//` lines is one comment, its lines joined with `\n`.
    public var comment: String?
    /// Comments before the entry that a blank line (or another comment) separates from it, such as a
    /// `// MARK: Settings` heading, in file order; written back before the entry, each followed by a blank
    /// line. Before the first entry such comments are the table's ``StringsTable/headerComment`` instead.
    public var detachedComments: [String] = []
    /// Where the key starts in the file, when the entry was read from one.
    public var position: SourcePosition?

    /// Creates an entry.
    public init(key: String, value: String, comment: String? = nil, position: SourcePosition? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
        self.position = position
    }

    /// Whether both entries have the same key, value and comments (positions are ignored).
    public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value && lhs.comment == rhs.comment && lhs.detachedComments == rhs.detachedComments
    }

    /// Hashes the key, value and comments only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(comment)
        hasher.combine(detachedComments)
    }
}
