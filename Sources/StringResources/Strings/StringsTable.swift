import Foundation

/// The contents of a `.strings` file: its entries in file order, with their comments.
///
/// Reads the text form (UTF-8 or UTF-16, comments, escapes, unquoted strings) and the XML and
/// binary property-list forms that compiled apps ship. Writes Xcode's text layout.
public struct StringsTable: Hashable, Sendable {
    /// The comment(s) at the top of the file that a blank line separates from the first entry (a file
    /// header such as `/* Localizable.strings */`), joined with `\n`. Comments a blank line separates
    /// from a later entry are its ``StringsEntry/detachedComments``; those after the last entry are
    /// ``trailingComments``.
    public var headerComment: String?
    /// The entries in file order, one per key. When a file repeats a key, the later value (and its
    /// comment and position) replaces the earlier one in place, as on Apple platforms, and a
    /// ``StringsDiagnostic`` records both positions.
    public var entries: [StringsEntry]
    /// The comments after the last entry, in file order.
    public var trailingComments: [String] = []
    /// Problems that did not stop the parse, such as duplicate keys. Not part of equality.
    public var diagnostics: [StringsDiagnostic]

    /// Creates a table from entries.
    public init(headerComment: String? = nil, entries: [StringsEntry] = [], diagnostics: [StringsDiagnostic] = []) {
        self.headerComment = headerComment
        self.entries = entries
        self.diagnostics = diagnostics
    }

    /// The value for `key`, if the table has it.
    public subscript(key: String) -> String? {
        entries.last { $0.key == key }?.value
    }

    /// The keys in file order.
    public var keys: [String] { entries.map(\.key) }

    /// The table as a dictionary from key to value.
    public var dictionary: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Whether both tables have the same comments and entries (diagnostics are ignored).
    public static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.headerComment == rhs.headerComment && lhs.entries == rhs.entries && lhs.trailingComments == rhs.trailingComments
    }

    /// Hashes the comments and entries only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(headerComment)
        hasher.combine(entries)
        hasher.combine(trailingComments)
    }
}
