/// One top-level key of a `.stringsdict` and what it holds.
public struct StringsDictEntry: Hashable, Sendable {
    /// What an entry holds.
    public enum Content: Hashable, Sendable {
        /// The usual form: `NSStringLocalizedFormatKey` and the variables it (or their forms) refer to, in file order.
        case format(formatKey: String, variables: [StringsDictVariable])
        /// A plain string instead of a dictionary.
        case plain(String)
        /// A top-level `NSStringVariableWidthRuleType` dictionary: width (such as `"20"`) → string, in file order.
        case widthVariants([StringsDictForm])
        /// A top-level `NSStringDeviceSpecificRuleType` dictionary: device → string or nested format, in file order
        /// (what `xcstringstool compile` writes for a catalog's `variations.device`).
        case deviceVariants([StringsDictDeviceVariant])
    }

    /// The localization key.
    public var key: String
    /// What the entry holds.
    public var content: Content
    /// Keys of the entry's dictionary that are neither the format key nor a variable, kept in order so that they are written back.
    public var unknownKeys: [PropertyListDictionary.Entry]

    /// Creates an entry.
    public init(key: String, content: Content, unknownKeys: [PropertyListDictionary.Entry] = []) {
        self.key = key
        self.content = content
        self.unknownKeys = unknownKeys
    }

    /// Creates the usual form of entry: a format key and its variables.
    public init(key: String, formatKey: String, variables: [StringsDictVariable]) {
        self.init(key: key, content: .format(formatKey: formatKey, variables: variables))
    }

    /// The `NSStringLocalizedFormatKey`, when the entry has one.
    public var formatKey: String? {
        if case .format(let formatKey, _) = content { return formatKey }
        return nil
    }

    /// The variables in file order (empty unless the entry has a format key).
    public var variables: [StringsDictVariable] {
        if case .format(_, let variables) = content { return variables }
        return []
    }

    /// The device variants, when the entry is a top-level device entry.
    public var deviceVariants: [StringsDictDeviceVariant]? {
        if case .deviceVariants(let variants) = content { return variants }
        return nil
    }

    /// The variable named `name`, if defined.
    public func variable(_ name: String) -> StringsDictVariable? {
        variables.first { $0.name == name }
    }
}
