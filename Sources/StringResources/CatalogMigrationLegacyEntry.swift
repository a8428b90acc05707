/// One key of a `.stringsdict` file as migration reads it.
struct CatalogMigrationLegacyEntry: Sendable {
    /// What a key holds, including the top-level `NSStringDeviceSpecificRuleType` form that
    /// ``StringsDictionary`` does not model.
    indirect enum Value: Sendable {
        /// A plain string.
        case plain(String)
        /// An entry of the usual shape (format key and variables, or width variants).
        case entry(StringsDictEntry)
        /// `NSStringDeviceSpecificRuleType` → device → string or entry, in file order.
        case device([(name: String, value: Value)])
    }

    /// The localization key.
    var key: String
    /// What it holds.
    var value: Value
    /// A `Comment` string next to the entry's other keys, which compiled files may carry.
    var comment: String?
    /// Keys of the entry that neither migration nor ``StringsDictionary`` understands.
    var ignoredKeys: [String]
}
