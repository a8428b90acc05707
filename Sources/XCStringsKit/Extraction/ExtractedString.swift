import StringResources

/// One localizable string found in Swift source: its key as Xcode forms it, its table, comment and default value.
public struct ExtractedString: Hashable, Sendable {
    /// The key, with a format specifier for each interpolation (`%lld items in %@`).
    public var key: String
    /// The table (catalog name without extension): `Localizable` unless the code names one;
    /// App Shortcut phrases go to `AppShortcuts`.
    public var table: String
    /// The comment for translators, from `comment:`.
    public var comment: String?
    /// The source-language value the code gives (`defaultValue:`, `value:`), formed like a key.
    public var defaultValue: String?
    /// The file, as the caller named it.
    public var file: String
    /// Where the key's literal starts.
    public var position: SourcePosition

    /// Creates an extracted string.
    public init(key: String, table: String = ExtractedString.defaultTable, comment: String? = nil, defaultValue: String? = nil,
                file: String, position: SourcePosition) {
        self.key = key
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.file = file
        self.position = position
    }

    /// The table of strings that name none: `Localizable`.
    public static let defaultTable = "Localizable"
    /// The table App Shortcut phrases go to.
    public static let appShortcutsTable = "AppShortcuts"
}
