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

    /// The variable named `name`, if defined.
    public func variable(_ name: String) -> StringsDictVariable? {
        variables.first { $0.name == name }
    }
}

/// One form of a variable: a plural category (`one`), a device (`ipad`) or a width (`"20"`), and its string.
public struct StringsDictForm: Hashable, Sendable {
    /// The form's key as the file spells it: `zero` … `other`, `iphone` … `other`, or a width such as `"20"`.
    public var name: String
    /// The string for that form.
    public var value: String

    /// Creates a form.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A variable of a `.stringsdict` entry: a dictionary referred to as `%#@name@`.
public struct StringsDictVariable: Hashable, Sendable {
    /// The `NSStringFormatSpecTypeKey` value.
    public enum RuleType: Hashable, Sendable {
        /// `NSStringPluralRuleType`: forms are CLDR plural categories.
        case plural
        /// `NSStringDeviceSpecificRuleType`: forms are device names.
        case deviceSpecific
        /// `NSStringVariableWidthRuleType`: forms are widths.
        case variableWidth

        /// The spelling in the file.
        public var rawValue: String {
            switch self {
            case .plural: "NSStringPluralRuleType"
            case .deviceSpecific: "NSStringDeviceSpecificRuleType"
            case .variableWidth: "NSStringVariableWidthRuleType"
            }
        }

        /// The rule type spelled `rawValue`, if it is one.
        public init?(rawValue: String) {
            switch rawValue {
            case "NSStringPluralRuleType": self = .plural
            case "NSStringDeviceSpecificRuleType": self = .deviceSpecific
            case "NSStringVariableWidthRuleType": self = .variableWidth
            default: return nil
            }
        }
    }

    /// The plural category names, in CLDR order.
    public static let pluralCategoryNames = ["zero", "one", "two", "few", "many", "other"]
    /// The device names Apple documents for `NSStringDeviceSpecificRuleType`.
    public static let deviceNames = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]

    /// The variable's name (its key in the entry).
    public var name: String
    /// The rule type.
    public var ruleType: RuleType
    /// The `NSStringFormatValueTypeKey` (a conversion such as `d`, `ld` or `f`), which device and width rules may omit.
    public var valueType: String?
    /// The forms in file order.
    public var forms: [StringsDictForm]
    /// Other keys of the variable's dictionary, kept in order so that they are written back.
    public var unknownKeys: [PropertyListDictionary.Entry]

    /// Creates a variable.
    public init(name: String, ruleType: RuleType, valueType: String? = nil, forms: [StringsDictForm], unknownKeys: [PropertyListDictionary.Entry] = []) {
        self.name = name
        self.ruleType = ruleType
        self.valueType = valueType
        self.forms = forms
        self.unknownKeys = unknownKeys
    }

    /// The string of form `name`, if present.
    public func form(_ name: String) -> String? {
        forms.first { $0.name == name }?.value
    }
}
