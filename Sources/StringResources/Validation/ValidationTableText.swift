/// One text of a table in one language: a `.strings` value, or a `.stringsdict` format key, form or plain string,
/// with the path that finds the same text in another language.
struct ValidationTableText {
    /// The localization key.
    var key: String
    /// The `.stringsdict` keys below the entry: `[]` for a `.strings` value or a plain string,
    /// `["NSStringLocalizedFormatKey"]`, `[variable, form]`, `["NSStringDeviceSpecificRuleType", device, …]`,
    /// `["NSStringVariableWidthRuleType", width]`.
    var path: [String]
    /// The text.
    var value: String
    /// Whether it is in the `.stringsdict` (else the `.strings`).
    var isStringsdict: Bool
    /// Whether it is a form of a plural variable (the last step of ``path`` is its category).
    var isPluralForm: Bool
    /// The position of a `.strings` value's key.
    var stringsPosition: SourcePosition?

    /// The key and path as one string, to find the same text in another language.
    var slot: String { ([key] + path).joined(separator: "\u{0}") }

    /// The slot of the `other` form of the same variable, for a plural form.
    var otherSlot: String? {
        guard isPluralForm else { return nil }
        return ([key] + path.dropLast() + ["other"]).joined(separator: "\u{0}")
    }

    /// The slot of the variable holding a plural form (its forms' slots start with it).
    var variableSlot: String? {
        guard isPluralForm else { return nil }
        return ([key] + path.dropLast()).joined(separator: "\u{0}")
    }
}

extension ValidationTable {
    /// Every text of the table, `.strings` first, in file order.
    var texts: [ValidationTableText] {
        var texts: [ValidationTableText] = []
        for entry in strings?.entries ?? [] {
            texts.append(ValidationTableText(
                key: entry.key, path: [], value: entry.value, isStringsdict: false, isPluralForm: false, stringsPosition: entry.position))
        }
        for entry in stringsdict?.entries ?? [] {
            func add(_ path: [String], _ value: String, plural: Bool = false) {
                texts.append(ValidationTableText(key: entry.key, path: path, value: value, isStringsdict: true, isPluralForm: plural))
            }
            func addFormat(_ prefix: [String], _ formatKey: String, _ variables: [StringsDictVariable]) {
                add(prefix + ["NSStringLocalizedFormatKey"], formatKey)
                for variable in variables {
                    for form in variable.forms {
                        add(prefix + [variable.name, form.name], form.value, plural: variable.ruleType == .plural)
                    }
                }
            }
            switch entry.content {
            case .format(let formatKey, let variables):
                addFormat([], formatKey, variables)
            case .plain(let value):
                add([], value)
            case .widthVariants(let forms):
                for form in forms { add(["NSStringVariableWidthRuleType", form.name], form.value) }
            case .deviceVariants(let variants):
                for variant in variants {
                    switch variant.value {
                    case .string(let value):
                        add(["NSStringDeviceSpecificRuleType", variant.device], value)
                    case .format(let formatKey, let variables, _):
                        addFormat(["NSStringDeviceSpecificRuleType", variant.device], formatKey, variables)
                    }
                }
            }
        }
        return texts
    }
}

extension ValidationTableContext {
    /// The file and position of a text of table `index`: a `.strings` value at its key, a `.stringsdict` text at
    /// the nearest key of its path that was located.
    mutating func location(of text: ValidationTableText, table index: Int) -> (file: String?, position: SourcePosition?) {
        let table = tableSet.tables[index]
        guard text.isStringsdict else { return (table.stringsFile, text.stringsPosition) }
        var path = [text.key] + text.path
        while !path.isEmpty {
            if let position = stringsdictPosition(table: index, path) { return (table.stringsdictFile, position) }
            path.removeLast()
        }
        return (table.stringsdictFile, nil)
    }
}
