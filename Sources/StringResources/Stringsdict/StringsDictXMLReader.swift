/// Reads an XML `.stringsdict` straight from the property-list tokens into the model, without a `PropertyList`
/// tree for the entries of the usual shapes.
///
/// An entry is read here while it has one of the shapes Xcode writes (a format key with plural, device or width
/// variables, a top-level width or device dictionary, a plain string, unknown keys holding strings) and is valid.
/// As soon as it is not — a repeated key, a value of another type, forms before their rule type, any structure
/// error — the tokenizer goes back to the entry's value and reads it as a tree for ``StringsDictReader``, which
/// decides what it is and words its errors. So the model and every diagnostic are the tree reader's, and this
/// reader never reports a structure error itself; the XML errors are the tokenizer's on either path.
struct StringsDictXMLReader {
    private var xml: PropertyListXMLReader
    /// Reads the entries left to the tree, with the source for their positions.
    private var tree: StringsDictReader

    /// Reads the `.stringsdict` whose validated UTF-8 text is `bytes`: its entries, and the errors of those left out.
    static func read(_ bytes: [UInt8]) throws(ResourceError) -> (dictionary: StringsDictionary, errors: [ResourceError]) {
        try PropertyListXMLReader.reading(bytes) { (xml: inout PropertyListXMLReader) throws(ResourceError) in
            var reader = StringsDictXMLReader(xml: xml, tree: StringsDictReader(xmlBytes: bytes))
            return try reader.readDocument()
        }
    }

    private init(xml: PropertyListXMLReader, tree: StringsDictReader) {
        self.xml = xml
        self.tree = tree
    }

    private mutating func readDocument() throws(ResourceError) -> (dictionary: StringsDictionary, errors: [ResourceError]) {
        let root = try xml.readRootStart()
        guard root.tag.element == .dict else {
            // Not a dictionary: the whole document is read first (its XML errors come first), then refused.
            let value = try xml.readValue(root.tag, at: root.offset, depth: 0)
            try xml.readRootEnd(root)
            let dictionary = try tree.read(value)
            return (dictionary, tree.errors)
        }
        var outcomes: [StringsDictReader.Outcome] = []
        // A repeated key replaces the earlier entry in its place, as in a tree's dictionary.
        var positions: [ExactStringKey: Int] = [:]
        if !root.tag.selfClosing {
            while let item = try xml.nextKey() {
                let key = xml.string(item.text)
                let outcome = try readEntry(key, item)
                let exact = ExactStringKey(key)
                if let existing = positions[exact] {
                    outcomes[existing] = outcome
                } else {
                    positions[exact] = outcomes.count
                    outcomes.append(outcome)
                }
            }
        }
        try xml.readRootEnd(root)
        var entries: [StringsDictEntry] = []
        entries.reserveCapacity(outcomes.count)
        var errors: [ResourceError] = []
        for outcome in outcomes {
            switch outcome {
            case .entry(let entry): entries.append(entry)
            case .failed(let entryErrors): errors.append(contentsOf: entryErrors)
            }
        }
        return (StringsDictionary(entries: entries), errors)
    }

    /// Reads one top-level entry, on the fast path when it can, else as a tree.
    private mutating func readEntry(_ key: String, _ item: PropertyListXMLReader.DictionaryKey) throws(ResourceError) -> StringsDictReader.Outcome {
        switch item.valueTag.element {
        case .string:
            return .entry(StringsDictEntry(key: key, content: .plain(xml.string(try xml.readString(item.valueTag)))))
        case .dict:
            if let entry = try usualEntry(key, item.valueTag) { return .entry(entry) }
        default:
            break
        }
        let value = try xml.readValue(at: item.valueOffset, depth: 1)
        return tree.outcome(of: PropertyListDictionary.Entry(key: key, value: value, keyOffset: item.offset, valueOffset: item.valueOffset))
    }

    // MARK: The usual shapes

    /// An entry's dictionary (or a device's) as read on the fast path, before its shape is checked.
    private struct Draft {
        var formatKey: String?
        var widths: [StringsDictForm]?
        var devices: [StringsDictDeviceVariant]?
        var variables: [StringsDictVariable] = []
        var unknown: [PropertyListDictionary.Entry] = []
    }

    /// The entry whose dictionary's start tag was read, or `nil` when it is left to the tree.
    private mutating func usualEntry(_ key: String, _ tag: PropertyListXMLReader.StartTag) throws(ResourceError) -> StringsDictEntry? {
        guard !tag.selfClosing, let draft = try usualDictionary(allowsRules: true) else { return nil }
        // Any other key beside a top-level rule (but strings, kept as unknown keys) is left to the tree.
        if let devices = draft.devices {
            guard draft.formatKey == nil, draft.widths == nil, draft.variables.isEmpty else { return nil }
            return StringsDictEntry(key: key, content: .deviceVariants(devices), unknownKeys: draft.unknown)
        }
        if let widths = draft.widths {
            guard draft.formatKey == nil, draft.variables.isEmpty else { return nil }
            return StringsDictEntry(key: key, content: .widthVariants(widths), unknownKeys: draft.unknown)
        }
        guard let formatKey = checkedFormat(draft) else { return nil }
        return StringsDictEntry(key: key, content: .format(formatKey: formatKey, variables: draft.variables), unknownKeys: draft.unknown)
    }

    /// Reads a dictionary of entry shape (its start tag read, not self-closing): format key, top-level rules when
    /// `allowsRules`, variables (dictionaries with a rule type) and unknown keys holding strings.
    private mutating func usualDictionary(allowsRules: Bool) throws(ResourceError) -> Draft? {
        var draft = Draft()
        while let item = try xml.nextKey() {
            switch knownKey(item.text) {
            case .format:
                guard draft.formatKey == nil, item.valueTag.element == .string else { return nil }
                draft.formatKey = xml.string(try xml.readString(item.valueTag))
            case .width:
                guard allowsRules, draft.widths == nil, item.valueTag.element == .dict, let forms = try usualWidths(item.valueTag) else { return nil }
                draft.widths = forms
            case .device:
                guard allowsRules, draft.devices == nil, item.valueTag.element == .dict, let devices = try usualDevices(item.valueTag) else { return nil }
                draft.devices = devices
            case .specType, .valueType, .pluralRuleName:
                return nil
            case .other:
                let name = xml.string(item.text)
                guard !draft.variables.contains(where: { $0.name == name }), !draft.unknown.contains(where: { $0.key == name }) else { return nil }
                switch item.valueTag.element {
                case .dict:
                    // A dictionary without a rule type is an unknown key or an error: the tree's to say.
                    guard let variable = try usualVariable(name, item.valueTag) else { return nil }
                    draft.variables.append(variable)
                case .string:
                    let value = xml.string(try xml.readString(item.valueTag))
                    draft.unknown.append(PropertyListDictionary.Entry(key: name, value: .string(value), keyOffset: item.offset, valueOffset: item.valueOffset))
                default:
                    return nil
                }
            }
        }
        return draft
    }

    /// The format key of a draft of the format shape whose references and argument types are sound, else `nil`.
    private func checkedFormat(_ draft: Draft) -> String? {
        guard let formatKey = draft.formatKey, draft.widths == nil, draft.devices == nil else { return nil }
        let variables = draft.variables
        func defines(_ name: String) -> Bool { variables.contains { $0.name == name } }
        let specifiers = StringsDictFormatScanner.specifiers(in: formatKey)
        for specifier in specifiers {
            if let name = specifier.variable, !defines(name) { return nil }
        }
        for variable in variables {
            for form in variable.forms where StringsDictFormatScanner.mayReferToVariables(form.value) {
                for specifier in StringsDictFormatScanner.specifiers(in: form.value) {
                    if let name = specifier.variable, !defines(name) { return nil }
                }
            }
        }
        guard StringsDictReader.argumentConflict(specifiers, variables: variables) == nil else { return nil }
        return formatKey
    }

    /// Reads a variable's dictionary (its start tag read): every value a string, the rule type before the forms.
    private mutating func usualVariable(_ name: String, _ tag: PropertyListXMLReader.StartTag) throws(ResourceError) -> StringsDictVariable? {
        guard !tag.selfClosing else { return nil }
        var ruleType: StringsDictVariable.RuleType?
        var valueType: String?
        var forms: [StringsDictForm] = []
        // Room for every plural category: one allocation.
        forms.reserveCapacity(6)
        var unknown: [PropertyListDictionary.Entry] = []
        // The plural categories seen, as bits in `pluralCategoryNames` order.
        var categories: UInt8 = 0
        while let item = try xml.nextKey() {
            guard item.valueTag.element == .string else { return nil }
            let value = try xml.readString(item.valueTag)
            switch knownKey(item.text) {
            case .specType:
                guard ruleType == nil, let type = self.ruleType(value) else { return nil }
                ruleType = type
            case .valueType:
                guard valueType == nil else { return nil }
                valueType = xml.string(value)
            case .other:
                guard let ruleType else { return nil }
                if ruleType == .plural {
                    if let category = pluralCategory(item.text) {
                        guard categories & (1 << category) == 0 else { return nil }
                        categories |= 1 << category
                        forms.append(StringsDictForm(StringsDictVariable.pluralCategoryNames[category], xml.string(value)))
                    } else {
                        let key = xml.string(item.text)
                        guard !unknown.contains(where: { $0.key == key }) else { return nil }
                        unknown.append(PropertyListDictionary.Entry(key: key, value: .string(xml.string(value)), keyOffset: item.offset, valueOffset: item.valueOffset))
                    }
                } else {
                    let key = xml.string(item.text)
                    guard !forms.contains(where: { $0.name == key }) else { return nil }
                    forms.append(StringsDictForm(key, xml.string(value)))
                }
            case .format, .width, .device, .pluralRuleName:
                return nil
            }
        }
        guard let ruleType else { return nil }
        if ruleType == .plural {
            // `other` is the last of the categories.
            guard categories & (1 << 5) != 0, let valueType else { return nil }
            let kind = StringsDictFormatScanner.valueTypeClass(valueType)
            guard kind == .integer || kind == .real || kind == .object else { return nil }
        }
        return StringsDictVariable(name: name, ruleType: ruleType, valueType: valueType, forms: forms, unknownKeys: unknown)
    }

    /// Reads a top-level width dictionary (its start tag read): width → string.
    private mutating func usualWidths(_ tag: PropertyListXMLReader.StartTag) throws(ResourceError) -> [StringsDictForm]? {
        var forms: [StringsDictForm] = []
        if tag.selfClosing { return forms }
        while let item = try xml.nextKey() {
            guard item.valueTag.element == .string else { return nil }
            let name = xml.string(item.text)
            guard !forms.contains(where: { $0.name == name }) else { return nil }
            forms.append(StringsDictForm(name, xml.string(try xml.readString(item.valueTag))))
        }
        return forms
    }

    /// Reads a top-level device dictionary (its start tag read): device → string, or → a dictionary of format shape.
    private mutating func usualDevices(_ tag: PropertyListXMLReader.StartTag) throws(ResourceError) -> [StringsDictDeviceVariant]? {
        guard !tag.selfClosing else { return nil }
        var variants: [StringsDictDeviceVariant] = []
        while let item = try xml.nextKey() {
            let device = xml.string(item.text)
            guard !variants.contains(where: { $0.device == device }) else { return nil }
            switch item.valueTag.element {
            case .string:
                variants.append(StringsDictDeviceVariant(device, .string(xml.string(try xml.readString(item.valueTag)))))
            case .dict:
                guard !item.valueTag.selfClosing, let draft = try usualDictionary(allowsRules: false), let formatKey = checkedFormat(draft) else { return nil }
                variants.append(StringsDictDeviceVariant(device, .format(formatKey: formatKey, variables: draft.variables, unknownKeys: draft.unknown)))
            default:
                return nil
            }
        }
        return variants.isEmpty ? nil : variants
    }

    // MARK: Names, by their bytes

    /// The keys a `.stringsdict` gives a meaning to.
    private enum KnownKey {
        case format, width, device, specType, valueType
        /// `NSStringPluralRuleType`, a rule type's name (the other two are `width` and `device`).
        case pluralRuleName
        case other
    }

    private func knownKey(_ text: PropertyListXMLReader.Text) -> KnownKey {
        // Each is longer than 21 bytes and starts with "NSString"; other keys are told apart by their length.
        switch xml.utf8Count(text) {
        case 22: xml.text(text, is: "NSStringPluralRuleType") ? .pluralRuleName : .other
        case 25: xml.text(text, is: "NSStringFormatSpecTypeKey") ? .specType : .other
        case 26: xml.text(text, is: "NSStringLocalizedFormatKey") ? .format : xml.text(text, is: "NSStringFormatValueTypeKey") ? .valueType : .other
        case 29: xml.text(text, is: "NSStringVariableWidthRuleType") ? .width : .other
        case 30: xml.text(text, is: "NSStringDeviceSpecificRuleType") ? .device : .other
        default: .other
        }
    }

    /// The rule type `text` spells, if any.
    private func ruleType(_ text: PropertyListXMLReader.Text) -> StringsDictVariable.RuleType? {
        switch xml.utf8Count(text) {
        case 22 where xml.text(text, is: "NSStringPluralRuleType"): .plural
        case 29 where xml.text(text, is: "NSStringVariableWidthRuleType"): .variableWidth
        case 30 where xml.text(text, is: "NSStringDeviceSpecificRuleType"): .deviceSpecific
        default: nil
        }
    }

    /// The index in ``StringsDictVariable/pluralCategoryNames`` of the category `text` names, if any.
    private func pluralCategory(_ text: PropertyListXMLReader.Text) -> Int? {
        switch xml.utf8Count(text) {
        case 3: xml.text(text, is: "one") ? 1 : xml.text(text, is: "two") ? 2 : xml.text(text, is: "few") ? 3 : nil
        case 4: xml.text(text, is: "zero") ? 0 : xml.text(text, is: "many") ? 4 : nil
        case 5: xml.text(text, is: "other") ? 5 : nil
        default: nil
        }
    }
}
