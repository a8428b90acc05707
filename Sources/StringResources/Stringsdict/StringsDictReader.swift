/// Turns a parsed property list into the `.stringsdict` model, checking its structure.
///
/// The reference for what a `.stringsdict` means and for every structure error: binary files are read through
/// it, and so is every XML entry that ``StringsDictXMLReader`` does not read straight from the tokens.
struct StringsDictReader {
    let xmlBytes: [UInt8]?
    /// The errors of the entries left out, in file order.
    var errors: [ResourceError] = []

    init(xmlBytes: [UInt8]?) {
        self.xmlBytes = xmlBytes
    }

    /// Positions are computed lazily and only for errors.
    func position(_ offset: Int?) -> SourcePosition? {
        guard let offset, let xmlBytes else { return nil }
        return SourcePosition(offset: offset, in: xmlBytes)
    }

    func error(_ message: String, at offset: Int?, _ keyPath: [String]) -> ResourceError {
        ResourceError(.schema, position: position(offset), keyPath: keyPath, message: message)
    }

    mutating func read(_ root: PropertyList) throws(ResourceError) -> StringsDictionary {
        guard case .dictionary(let top) = root else {
            throw ResourceError(.schema, message: "a .stringsdict must be a dictionary, found <\(root.typeName)>")
        }
        var entries: [StringsDictEntry] = []
        for item in top.entries {
            // An entry that cannot be read is left out and reported; the others are read on.
            switch outcome(of: item) {
            case .entry(let entry): entries.append(entry)
            case .failed(let entryErrors): errors.append(contentsOf: entryErrors)
            }
        }
        return StringsDictionary(entries: entries)
    }

    /// What reading one top-level entry gives: the entry, or every error it has, in file order.
    enum Outcome {
        case entry(StringsDictEntry)
        case failed([ResourceError])
    }

    /// Reads one top-level entry, keeping its errors out of ``errors``.
    mutating func outcome(of item: PropertyListDictionary.Entry) -> Outcome {
        let before = errors.count
        do {
            return .entry(try readEntry(item))
        } catch {
            var found = Array(errors[before...])
            errors.removeSubrange(before...)
            found.append(error)
            return .failed(found)
        }
    }

    private mutating func readEntry(_ item: PropertyListDictionary.Entry) throws(ResourceError) -> StringsDictEntry {
        let key = item.key
        switch item.value {
        case .string(let string):
            return StringsDictEntry(key: key, content: .plain(string))
        case .dictionary(let dictionary):
            let formatEntry = dictionary.entry(StringsDictionary.formatKeyKey)
            let widthEntry = dictionary.entry(StringsDictionary.widthRuleKey)
            if let deviceEntry = dictionary.entry(StringsDictionary.deviceRuleKey) {
                if let other = formatEntry ?? widthEntry {
                    throw error("an entry has both \(other.key) and \(StringsDictionary.deviceRuleKey); use one",
                                at: deviceEntry.keyOffset, [key, StringsDictionary.deviceRuleKey])
                }
                let variants = try readDeviceVariants(deviceEntry, path: [key, StringsDictionary.deviceRuleKey])
                let unknown = dictionary.entries.filter { $0.key != StringsDictionary.deviceRuleKey }
                return StringsDictEntry(key: key, content: .deviceVariants(variants), unknownKeys: unknown)
            }
            if let widthEntry {
                if formatEntry != nil {
                    throw error("an entry has both \(StringsDictionary.formatKeyKey) and \(StringsDictionary.widthRuleKey); use one",
                                at: widthEntry.keyOffset, [key, StringsDictionary.widthRuleKey])
                }
                let forms = try readForms(widthEntry, path: [key, StringsDictionary.widthRuleKey])
                let unknown = dictionary.entries.filter { $0.key != StringsDictionary.widthRuleKey }
                return StringsDictEntry(key: key, content: .widthVariants(forms), unknownKeys: unknown)
            }
            guard let formatEntry else {
                throw error("missing \(StringsDictionary.formatKeyKey) (or a top-level \(StringsDictionary.deviceRuleKey) or \(StringsDictionary.widthRuleKey) dictionary)",
                            at: item.keyOffset, [key])
            }
            let (formatKey, variables, unknown) = try readFormat(formatEntry, dictionary: dictionary, path: [key])
            return StringsDictEntry(key: key, content: .format(formatKey: formatKey, variables: variables), unknownKeys: unknown)
        default:
            throw error("an entry must be a <dict> or a <string>, found <\(item.value.typeName)>", at: item.valueOffset, [key])
        }
    }

    /// Reads a top-level device dictionary: device → string, or device → dictionary with its own format key and variables.
    private mutating func readDeviceVariants(_ item: PropertyListDictionary.Entry, path: [String]) throws(ResourceError) -> [StringsDictDeviceVariant] {
        guard case .dictionary(let body) = item.value else {
            throw error("\(item.key) must be a <dict> of devices, found <\(item.value.typeName)>", at: item.valueOffset, path)
        }
        guard !body.entries.isEmpty else {
            throw error("\(item.key) has no devices; give at least 'other'", at: item.valueOffset, path)
        }
        var variants: [StringsDictDeviceVariant] = []
        for device in body.entries {
            let devicePath = path + [device.key]
            switch device.value {
            case .string(let text):
                variants.append(StringsDictDeviceVariant(device.key, .string(text)))
            case .dictionary(let nested):
                guard let formatEntry = nested.entry(StringsDictionary.formatKeyKey) else {
                    throw error("device '\(device.key)' has no \(StringsDictionary.formatKeyKey); a device holds a <string> or a <dict> with a format key and its variables",
                                at: device.keyOffset, devicePath)
                }
                if let rule = nested.entries.first(where: { $0.key == StringsDictionary.deviceRuleKey || $0.key == StringsDictionary.widthRuleKey }) {
                    throw error("device '\(device.key)' nests \(rule.key), which a device variant cannot hold", at: rule.keyOffset, devicePath + [rule.key])
                }
                let (formatKey, variables, unknown) = try readFormat(formatEntry, dictionary: nested, path: devicePath)
                variants.append(StringsDictDeviceVariant(device.key, .format(formatKey: formatKey, variables: variables, unknownKeys: unknown)))
            default:
                throw error("device '\(device.key)' must be a <string> or a <dict>, found <\(device.value.typeName)>", at: device.valueOffset, devicePath)
            }
        }
        return variants
    }

    /// Reads a dictionary of the usual shape at `path`: its format key, its variables and its other keys.
    private mutating func readFormat(_ formatEntry: PropertyListDictionary.Entry, dictionary: PropertyListDictionary, path: [String])
        throws(ResourceError) -> (formatKey: String, variables: [StringsDictVariable], unknown: [PropertyListDictionary.Entry]) {
        guard case .string(let formatKey) = formatEntry.value else {
            throw error("\(StringsDictionary.formatKeyKey) must be a <string>, found <\(formatEntry.value.typeName)>",
                        at: formatEntry.valueOffset, path + [StringsDictionary.formatKeyKey])
        }
        // Every name referenced from the format key or from any form, with where it was referenced (the key path
        // is made only for an error: `form` is nil for the format key, else the variable's key and the form).
        let formatSpecifiers = StringsDictFormatScanner.specifiers(in: formatKey)
        var references: [(name: String, offset: Int?, form: (variable: String, form: String)?)] = []
        for specifier in formatSpecifiers {
            if let name = specifier.variable { references.append((name, formatEntry.valueOffset, nil)) }
        }
        // Few names are referenced: searched, not hashed.
        let referencedNames = references.map(\.name)
        var variables: [StringsDictVariable] = []
        var unknown: [PropertyListDictionary.Entry] = []
        var variableErrors: [ResourceError] = []
        for item in dictionary.entries where item.key != StringsDictionary.formatKeyKey {
            let isVariable: Bool
            if case .dictionary(let body) = item.value {
                isVariable = referencedNames.contains(item.key) || body.entry(StringsDictionary.specTypeKey) != nil
            } else if referencedNames.contains(item.key) {
                throw error("variable '\(item.key)' must be a <dict>, found <\(item.value.typeName)>", at: item.valueOffset, path + [item.key])
            } else {
                isVariable = false
            }
            guard isVariable else { unknown.append(item); continue }
            // Every bad variable of the entry is reported, not the first only; the entry is then left out.
            let variable: StringsDictVariable
            do {
                variable = try readVariable(item, parent: path)
            } catch {
                variableErrors.append(error)
                continue
            }
            for form in variable.forms where StringsDictFormatScanner.mayReferToVariables(form.value) {
                for specifier in StringsDictFormatScanner.specifiers(in: form.value) {
                    if let name = specifier.variable {
                        let formEntry = item.value.dictionaryValue?.entry(form.name)
                        references.append((name, formEntry?.valueOffset ?? item.keyOffset, (item.key, form.name)))
                    }
                }
            }
            variables.append(variable)
        }
        if let last = variableErrors.popLast() {
            errors.append(contentsOf: variableErrors)
            throw last
        }
        // Referenced variables nested inside forms may be defined as non-dictionaries too.
        for reference in references where !variables.contains(where: { $0.name == reference.name }) {
            if let item = dictionary.entry(reference.name) {
                throw error("variable '\(reference.name)' must be a <dict>, found <\(item.value.typeName)>", at: item.valueOffset, path + [item.key])
            }
            let referencePath = reference.form.map { path + [$0.variable, $0.form] } ?? path + [StringsDictionary.formatKeyKey]
            throw error("variable '\(reference.name)' is referenced as %#@\(reference.name)@ but not defined", at: reference.offset, referencePath)
        }
        try checkArgumentTypes(formatSpecifiers, variables: variables, offset: formatEntry.valueOffset, path: path)
        return (formatKey, variables, unknown)
    }

    private func readVariable(_ item: PropertyListDictionary.Entry, parent: [String]) throws(ResourceError) -> StringsDictVariable {
        // Made only for an error.
        var path: [String] { parent + [item.key] }
        guard case .dictionary(let body) = item.value else {
            throw error("variable '\(item.key)' must be a <dict>, found <\(item.value.typeName)>", at: item.valueOffset, path)
        }
        guard let typeEntry = body.entry(StringsDictionary.specTypeKey) else {
            throw error("variable '\(item.key)' has no \(StringsDictionary.specTypeKey)", at: item.keyOffset, path)
        }
        guard case .string(let typeName) = typeEntry.value else {
            throw error("\(StringsDictionary.specTypeKey) must be a <string>, found <\(typeEntry.value.typeName)>",
                        at: typeEntry.valueOffset, path + [StringsDictionary.specTypeKey])
        }
        guard let ruleType = StringsDictVariable.RuleType(rawValue: typeName) else {
            throw error("unknown rule type '\(typeName)' (expected NSStringPluralRuleType, NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType)",
                        at: typeEntry.valueOffset, path + [StringsDictionary.specTypeKey])
        }
        // A variable has one rule type: another rule type's name as a key means two were given.
        if let other = body.entries.first(where: { StringsDictVariable.RuleType(rawValue: $0.key) != nil }) {
            throw error("variable '\(item.key)' has both \(StringsDictionary.specTypeKey) \(typeName) and \(other.key); a variable has one rule type",
                        at: other.keyOffset, path + [other.key])
        }
        var valueType: String?
        if let valueEntry = body.entry(StringsDictionary.valueTypeKey) {
            guard case .string(let text) = valueEntry.value else {
                throw error("\(StringsDictionary.valueTypeKey) must be a <string>, found <\(valueEntry.value.typeName)>",
                            at: valueEntry.valueOffset, path + [StringsDictionary.valueTypeKey])
            }
            valueType = text
            if ruleType == .plural {
                // `@` is an NSNumber (or NSDecimalNumber), whose value chooses the form, as on Apple platforms.
                let kind = StringsDictFormatScanner.valueTypeClass(text)
                guard kind == .integer || kind == .real || kind == .object else {
                    throw error("a plural variable's \(StringsDictionary.valueTypeKey) must be a number conversion such as d, ld or f, or @ for an NSNumber, found '\(text)'",
                                at: valueEntry.valueOffset, path + [StringsDictionary.valueTypeKey])
                }
            }
        } else if ruleType == .plural {
            throw error("plural variable '\(item.key)' has no \(StringsDictionary.valueTypeKey)", at: item.keyOffset, path)
        }
        var forms: [StringsDictForm] = []
        var unknown: [PropertyListDictionary.Entry] = []
        for entry in body.entries where entry.key != StringsDictionary.specTypeKey && entry.key != StringsDictionary.valueTypeKey {
            let isForm = switch ruleType {
            case .plural: StringsDictVariable.pluralCategoryNames.contains(entry.key)
            case .deviceSpecific, .variableWidth: true
            }
            guard isForm else { unknown.append(entry); continue }
            guard case .string(let text) = entry.value else {
                if ruleType == .plural {
                    throw error("plural form '\(entry.key)' must be a <string>, found <\(entry.value.typeName)>", at: entry.valueOffset, path + [entry.key])
                }
                unknown.append(entry)
                continue
            }
            forms.append(StringsDictForm(entry.key, text))
        }
        if ruleType == .plural && !forms.contains(where: { $0.name == "other" }) {
            throw error("plural variable '\(item.key)' has no 'other' form", at: item.keyOffset, path)
        }
        return StringsDictVariable(name: item.key, ruleType: ruleType, valueType: valueType, forms: forms, unknownKeys: unknown)
    }

    /// Reads a top-level width dictionary: width → string.
    private func readForms(_ item: PropertyListDictionary.Entry, path: [String]) throws(ResourceError) -> [StringsDictForm] {
        guard case .dictionary(let body) = item.value else {
            throw error("\(item.key) must be a <dict>, found <\(item.value.typeName)>", at: item.valueOffset, path)
        }
        var forms: [StringsDictForm] = []
        for entry in body.entries {
            guard case .string(let text) = entry.value else {
                throw error("width variant '\(entry.key)' must be a <string>, found <\(entry.value.typeName)>", at: entry.valueOffset, path + [entry.key])
            }
            forms.append(StringsDictForm(entry.key, text))
        }
        return forms
    }

    /// Checks that no argument position of the format key (whose specifiers are `specifiers`) is used with two
    /// incompatible types; `path` is the entry's, to which the format key's name is added for an error.
    ///
    /// A variable counts with the type of its `NSStringFormatValueTypeKey`; one without (device and width
    /// rules) consumes no argument here. Position 0, which is not a valid position, is ignored.
    private func checkArgumentTypes(
        _ specifiers: [StringsDictFormatScanner.Specifier], variables: [StringsDictVariable], offset: Int?, path: [String]
    ) throws(ResourceError) {
        if let conflict = Self.argumentConflict(specifiers, variables: variables) {
            throw error(conflict, at: offset, path + [StringsDictionary.formatKeyKey])
        }
    }

    /// The message for the first argument position of a format key (whose specifiers are `specifiers`) that is
    /// used with two incompatible types, or `nil` when there is none.
    static func argumentConflict(_ specifiers: [StringsDictFormatScanner.Specifier], variables: [StringsDictVariable]) -> String? {
        // Few positions are used: a list, searched.
        var used: [(position: Int, kind: StringsDictFormatScanner.ArgumentClass, label: String)] = []
        var sequential = 0
        for specifier in specifiers {
            let kind: StringsDictFormatScanner.ArgumentClass?
            if let name = specifier.variable {
                guard let variable = variables.first(where: { $0.name == name }), let valueType = variable.valueType else { continue }
                kind = StringsDictFormatScanner.valueTypeClass(valueType)
            } else {
                kind = specifier.argumentClass
            }
            let position = specifier.argument(sequential: &sequential)
            guard position > 0, let kind else { continue }
            if let previous = used.first(where: { $0.position == position }) {
                if previous.kind != kind {
                    return "argument \(position) is used as \(previous.kind.description) by \(previous.label) and as \(kind.description) by \(specifier.text)"
                }
                continue
            }
            used.append((position, kind, specifier.text))
        }
        return nil
    }
}
