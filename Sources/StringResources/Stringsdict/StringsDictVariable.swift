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
