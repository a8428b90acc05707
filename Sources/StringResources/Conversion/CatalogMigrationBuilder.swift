import Foundation

/// Collects the values of every language and builds the catalog.
struct CatalogMigrationBuilder {
    /// One key's value in one language's files.
    enum Value {
        /// A `.strings` value.
        case plain(String)
        /// A `.stringsdict` entry.
        case entry(StringsDictEntry)
    }

    let developmentLanguage: String
    var order: [String] = []
    /// Keys match exactly, as NSString keys do: `é` and `e` + U+0301 are two keys.
    var entries: [ExactStringKey: CatalogEntry] = [:]
    var notes: [CatalogMigration.Note] = []

    init(developmentLanguage: String) {
        self.developmentLanguage = developmentLanguage
    }

    mutating func add(language: String, strings: StringsTable?, stringsFile: String?,
                      dictionary: StringsDictionary?, dictionaryFile: String?) {
        var values: [(key: String, value: Value, file: String?)] = []
        var plainIndex: [ExactStringKey: Int] = [:]
        var comments: [ExactStringKey: String] = [:]
        if let strings {
            if strings.headerComment != nil {
                notes.append(.init(file: stringsFile, language: language,
                                   message: "the file's header comment belongs to no key and has no place in a String Catalog; it was left out"))
            }
            for diagnostic in strings.diagnostics {
                notes.append(.init(file: stringsFile, key: diagnostic.key, language: language, message: diagnostic.message))
            }
            if !strings.trailingComments.isEmpty {
                notes.append(.init(file: stringsFile, language: language,
                                   message: "the comments after the last entry belong to no key and have no place in a String Catalog; they were left out"))
            }
            for entry in strings.entries {
                if !entry.detachedComments.isEmpty {
                    notes.append(.init(file: stringsFile, key: entry.key, language: language,
                                       message: "the comments a blank line separates from this key belong to no key and have no place in a String Catalog; they were left out"))
                }
                plainIndex[ExactStringKey(entry.key)] = values.count
                values.append((entry.key, .plain(entry.value), stringsFile))
                if let comment = entry.comment { comments[ExactStringKey(entry.key)] = comment }
            }
        }
        for var entry in dictionary?.entries ?? [] {
            let (comment, ignoredKeys) = CatalogMigration.comment(of: entry)
            for ignored in ignoredKeys {
                notes.append(.init(file: dictionaryFile, key: entry.key, language: language,
                                   message: "key '\(ignored)' is not a variable and has no place in a String Catalog; it was left out"))
            }
            entry.unknownKeys = []
            if comments[ExactStringKey(entry.key)] == nil, let comment { comments[ExactStringKey(entry.key)] = comment }
            if let index = plainIndex[ExactStringKey(entry.key)] {
                // Foundation reads the .stringsdict first. A compiled device entry repeats a fallback in the .strings file.
                if case .plain(let hidden) = values[index].value, !Self.isFallback(hidden, of: entry) {
                    notes.append(.init(file: stringsFile, key: entry.key, language: language,
                                       message: "the .stringsdict has this key too and wins, as in Foundation; the .strings value \"\(hidden)\" was left out"))
                }
                values[index] = (entry.key, .entry(entry), dictionaryFile)
            } else {
                values.append((entry.key, .entry(entry), dictionaryFile))
            }
        }
        for (key, value, file) in values {
            guard let localization = localization(value, key: key, language: language, file: file) else { continue }
            var entry = entries[ExactStringKey(key)] ?? CatalogEntry(extractionState: .migrated)
            if entries[ExactStringKey(key)] == nil { order.append(key) }
            if let earlier = entry.localizations[language], earlier != localization {
                // Only Base.lproj and the development language's own folder share a language.
                notes.append(.init(file: file, key: key, language: language,
                                   message: "Base.lproj has this key too; this value was kept and Base's left out"))
            }
            entry.localizations[language] = localization
            if language == developmentLanguage, let comment = comments[ExactStringKey(key)] { entry.comment = comment }
            entries[ExactStringKey(key)] = entry
        }
    }

    /// Whether a `.strings` value is the fallback a compiled device entry leaves there.
    static func isFallback(_ value: String, of entry: StringsDictEntry) -> Bool {
        guard let variants = entry.deviceVariants else { return false }
        return variants.contains { variant in
            if case .string(let text) = variant.value { return text == value }
            return false
        }
    }

    /// The catalog, every dictionary in Xcode's key order (so that it equals the catalog read back from its file).
    func catalog() -> StringCatalog {
        let pairs = order.compactMap { key in entries[ExactStringKey(key)].map { (key: key, value: Self.ordered($0)) } }
        return StringCatalog(sourceLanguage: developmentLanguage, strings: Self.ordered(CatalogDictionary(pairs)))
    }

    static func ordered<Value>(_ dictionary: CatalogDictionary<Value>) -> CatalogDictionary<Value> {
        CatalogDictionary(dictionary.sorted { JSONKeyOrder.precedes($0.key, $1.key) }.map { (key: $0.key, value: $0.value) })
    }

    static func ordered(_ entry: CatalogEntry) -> CatalogEntry {
        var entry = entry
        entry.localizations = ordered(CatalogDictionary(entry.localizations.map { (key: $0.key, value: ordered($0.value)) }))
        return entry
    }

    static func ordered(_ localization: CatalogLocalization) -> CatalogLocalization {
        var localization = localization
        localization.variations = localization.variations.map(ordered)
        if let substitutions = localization.substitutions {
            localization.substitutions = ordered(CatalogDictionary(substitutions.map { name, substitution in
                var substitution = substitution
                substitution.variations = substitution.variations.map(ordered)
                return (key: name, value: substitution)
            }))
        }
        return localization
    }

    static func ordered(_ variations: CatalogVariations) -> CatalogVariations {
        var variations = variations
        if let plural = variations.plural { variations.plural = ordered(CatalogDictionary(plural.map { (key: $0.key, value: ordered($0.value)) })) }
        if let device = variations.device { variations.device = ordered(CatalogDictionary(device.map { (key: $0.key, value: ordered($0.value)) })) }
        return variations
    }

    mutating func localization(_ value: Value, key: String, language: String, file: String?) -> CatalogLocalization? {
        switch value {
        case .plain(let text):
            return CatalogLocalization(text, state: .translated)
        case .entry(let entry):
            switch entry.content {
            case .plain(let text):
                return CatalogLocalization(text, state: .translated)
            case .deviceVariants(let variants):
                var devices = CatalogDictionary<CatalogLocalization>()
                for (device, value) in Self.sortedForms(variants.map { ($0.device, $0.value) }, order: StringsDictVariable.deviceNames) {
                    switch value {
                    case .string(let text):
                        devices[device] = CatalogLocalization(text, state: .translated)
                    case .format(let formatKey, let variables, let unknownKeys):
                        for unknown in unknownKeys {
                            notes.append(.init(file: file, key: key, language: language,
                                               message: "key '\(unknown.key)' of device '\(device)' is not a variable and has no place in a String Catalog; it was left out"))
                        }
                        if let localization = formatLocalization(formatKey: formatKey, variables: variables, key: key, language: language, file: file) {
                            devices[device] = localization
                        }
                    }
                }
                guard !devices.isEmpty else { return nil }
                return CatalogLocalization(variations: CatalogVariations(device: devices))
            case .widthVariants(let forms):
                let widths = forms.map(\.name).joined(separator: ", ")
                notes.append(.init(file: file, key: key, language: language,
                                   message: "width variants (\(widths)) cannot be held by a String Catalog, as in Xcode; the entry was left out"))
                return nil
            case .format(let formatKey, let variables):
                return formatLocalization(formatKey: formatKey, variables: variables, key: key, language: language, file: file)
            }
        }
    }

    mutating func formatLocalization(formatKey: String, variables: [StringsDictVariable], key: String, language: String, file: String?) -> CatalogLocalization? {
        if let width = variables.first(where: { $0.ruleType == .variableWidth }) {
            notes.append(.init(file: file, key: key, language: language,
                               message: "variable '\(width.name)' has width variants (NSStringVariableWidthRuleType), which a String Catalog cannot hold, as in Xcode; the entry was left out"))
            return nil
        }
        for variable in variables {
            for unknown in variable.unknownKeys {
                notes.append(.init(file: file, key: key, language: language,
                                   message: "key '\(unknown.key)' of variable '\(variable.name)' has no place in a String Catalog; it was left out"))
            }
        }
        let nestsVariables = variables.contains { variable in
            variable.forms.contains { form in CatalogMigrationFormat.tokens(in: form.value).contains { $0.specifier.variable != nil } }
        }
        // A plural of an object (`@`, an NSNumber) stays a substitution: a catalog's plural of the whole value
        // is chosen by a number conversion of its forms, which such an entry has not.
        if let name = CatalogMigrationFormat.wholeValueVariable(formatKey), variables.count == 1,
           let variable = variables.first, variable.name == name, !nestsVariables,
           variable.ruleType != .plural || StringsDictFormatScanner.valueTypeClass(variable.valueType ?? "d") != .object {
            var whole = variable
            // A table compiled for a count that is not argument 1 (`%2$#@arg1@`) gives its forms positions in
            // reading order (`%1$@ and %2$lld`); a catalog's plural forms read from argument 1, so they go.
            if let reference = CatalogMigrationFormat.tokens(in: formatKey).first, reference.argument != 1 {
                whole.forms = whole.forms.map { StringsDictForm($0.name, CatalogMigrationFormat.unpositioned($0.value) ?? $0.value) }
            }
            return CatalogLocalization(variations: variations(of: whole, argument: nil, substitutes: false))
        }
        var positions: [String: Int] = [:]
        for token in CatalogMigrationFormat.tokens(in: formatKey) {
            if let name = token.specifier.variable, positions[name] == nil { positions[name] = token.argument }
        }
        for variable in variables {
            for form in variable.forms {
                for token in CatalogMigrationFormat.tokens(in: form.value) {
                    if let name = token.specifier.variable, positions[name] == nil { positions[name] = token.argument }
                }
            }
        }
        var substitutions = CatalogDictionary<CatalogSubstitution>()
        for variable in variables {
            guard let argument = positions[variable.name] else {
                notes.append(.init(file: file, key: key, language: language,
                                   message: "variable '\(variable.name)' is never referenced; it was left out"))
                continue
            }
            substitutions[variable.name] = CatalogSubstitution(
                argNum: argument, formatSpecifier: variable.valueType,
                variations: variations(of: variable, argument: argument, substitutes: true))
        }
        return CatalogLocalization(stringUnit: CatalogStringUnit(state: .translated, value: formatKey),
                                   substitutions: substitutions.isEmpty ? nil : substitutions)
    }

    func variations(of variable: StringsDictVariable, argument: Int?, substitutes: Bool) -> CatalogVariations {
        let order = variable.ruleType == .deviceSpecific ? StringsDictVariable.deviceNames : StringsDictVariable.pluralCategoryNames
        var forms = CatalogDictionary<CatalogLocalization>()
        for form in Self.sortedForms(variable.forms.map { ($0.name, $0.value) }, order: order) {
            let text = substitutes
                ? CatalogMigrationFormat.substitutingArgument(in: form.value, argument: argument, valueType: variable.valueType)
                : form.value
            forms[form.name] = CatalogLocalization(text, state: .translated)
        }
        switch variable.ruleType {
        case .deviceSpecific: return CatalogVariations(device: forms)
        case .plural, .variableWidth: return CatalogVariations(plural: forms)
        }
    }

    /// `forms` in the order of `order` (CLDR categories or device names), names it does not list last, in their order.
    static func sortedForms<Value>(_ forms: [(name: String, value: Value)], order: [String]) -> [(name: String, value: Value)] {
        forms.enumerated().sorted { lhs, rhs in
            let left = order.firstIndex(of: lhs.element.name) ?? order.count
            let right = order.firstIndex(of: rhs.element.name) ?? order.count
            return (left, lhs.offset) < (right, rhs.offset)
        }.map(\.element)
    }
}
