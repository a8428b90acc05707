/// The rules that apply to `.strings` and `.stringsdict` tables: duplicate keys, empty values, keys missing
/// in a language, plural completeness per language (CLDR), format specifiers against the development
/// language, and `.stringsdict` variables that nothing references.
public struct ValidationFolderCheck: ValidationTableCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter {
            [.duplicateKey, .emptyValue, .missingTranslation, .pluralMissingCategory, .pluralMissingLargeNumberCategory, .pluralUnusedCategory,
             .formatSpecifierMismatch, .formatWidthMismatch, .formatPositionalMixed, .formatNSpecifier, .formatInvalid, .substitutionUnused, .formatUnsupportedSpecifier, .formatSkippedArgument].contains($0.id)
        }
    }

    /// Where a value was read.
    enum Location {
        case strings(file: String?, position: SourcePosition?)
        case stringsdict(table: Int, path: [String])
    }

    /// One key's value in one language: the format (a `.strings` value or a `NSStringLocalizedFormatKey`).
    struct Value {
        var format: FormatString
        var variableTypes: [String: FormatArgumentType]
        var location: Location
        /// The bits of integer variables (`ld`: 64), by name.
        var variableBits: [String: Int] = [:]
        /// What the forms of a `.stringsdict` entry's variables read, numbered as Apple reads them
        /// (`%2$@ and %d others` under `%#@others@`); empty for a `.strings` value.
        var formUses: [Int: ValidationArgumentUse] = [:]

        /// Every argument the value reads: its format's, then its forms'.
        var uses: [Int: ValidationArgumentUse] {
            var uses = ValidationArgumentUse.uses(of: format, substitutions: nil, variableTypes: variableTypes, variableBits: variableBits)
            uses.merge(formUses) { first, _ in first }
            return uses
        }

        /// Whether the value is a format: plain text with a literal `%` (`not 100% accurate`) is not.
        var isFormat: Bool { !formUses.isEmpty || ValidationArgumentUse.isFormat(format) }
    }

    public func check(_ context: inout ValidationTableContext) {
        let tables = context.tableSet.tables
        var valuesByTable: [[String: Value]] = []
        var keyOrder: [[String]] = []
        for (index, table) in tables.enumerated() {
            let (values, order) = collect(table, index: index, &context)
            valuesByTable.append(values)
            keyOrder.append(order)
        }
        let developmentIndex = tables.firstIndex { $0.language != nil && $0.language == context.developmentLanguage }
        // The development language's arguments per key.
        var signatures: [String: [Int: ValidationArgumentUse]] = [:]
        if let developmentIndex {
            for (key, value) in valuesByTable[developmentIndex] where value.isFormat {
                let uses = value.uses
                if !uses.isEmpty { signatures[key] = uses }
            }
        }
        for (index, table) in tables.enumerated() where context.includes(language: table.language) {
            let isDevelopment = index == developmentIndex
            for key in keyOrder[index] {
                guard let value = valuesByTable[index][key] else { continue }
                let signature = isDevelopment || developmentIndex == nil
                    ? (value.isFormat ? value.uses : [:])
                    : signatures[key] ?? [:]
                checkSpecifiers(value, key: key, language: table.language, takesArguments: !signature.isEmpty, &context)
                if !isDevelopment, developmentIndex != nil, let expected = signatures[key], !value.format.text.isEmpty {
                    compare(value, with: expected, key: key, language: table.language, &context)
                } else if !isDevelopment, let developmentIndex, valuesByTable[developmentIndex][key] != nil {
                    reportArgumentsWithoutSource(value, key: key, language: table.language, &context)
                }
            }
        }
        // Keys of the development language missing in a target language.
        guard let developmentIndex else { return }
        let developmentValues = valuesByTable[developmentIndex]
        for language in context.targetLanguages {
            guard let index = tables.firstIndex(where: { $0.language == language }) else {
                // Named by the development language's file, so that every output format can place it.
                context.report(
                    .error, .missingTranslation, file: tables[developmentIndex].file, position: nil, key: nil, locale: language,
                    "table '\(context.tableSet.name)' in \(context.tableSet.folder) has no \(language).lproj translation")
                continue
            }
            for key in keyOrder[developmentIndex] where valuesByTable[index][key] == nil {
                guard let value = developmentValues[key],
                      !ValidationOptionalTranslation.isOptional(
                          key: key, sourceValue: value.format.text, sourceVaries: !value.format.variables.isEmpty,
                          table: context.tableSet.name)
                else { continue }
                let (file, position) = resolve(value.location, &context)
                context.report(
                    .error, .missingTranslation, file: file, position: position, key: key, locale: language,
                    "\"\(key)\" has no \"\(language)\" translation in \(context.tableSet.name)")
            }
        }
    }

    /// Reads one language's values and reports what needs no other language.
    private func collect(_ table: ValidationTable, index: Int, _ context: inout ValidationTableContext) -> ([String: Value], [String]) {
        var values: [String: Value] = [:]
        var order: [String] = []
        let wanted = context.includes(language: table.language)
        if let strings = table.strings {
            if wanted {
                for diagnostic in strings.diagnostics where diagnostic.kind == .duplicateKey {
                    context.report(
                        .warning, .duplicateKey, file: table.stringsFile, position: diagnostic.position, key: diagnostic.key,
                        locale: table.language, diagnostic.message)
                }
            }
            for entry in strings.entries {
                if wanted && entry.value.isEmpty {
                    context.report(
                        .warning, .emptyValue, file: table.stringsFile, position: entry.position, key: entry.key, locale: table.language,
                        "the \(table.language.map { "\"\($0)\" " } ?? "")value of \"\(entry.key)\" is empty")
                }
                if values[entry.key] == nil { order.append(entry.key) }
                values[entry.key] = Value(
                    format: FormatString(parsing: entry.value, allowsSubstitutionArgument: false), variableTypes: [:],
                    location: .strings(file: table.stringsFile, position: entry.position))
            }
        }
        if let stringsdict = table.stringsdict {
            for entry in stringsdict.entries {
                let text: String
                var types: [String: FormatArgumentType] = [:]
                var shownVariables: [StringsDictVariable] = []
                switch entry.content {
                case .format(let formatKey, let variables):
                    text = formatKey
                    shownVariables = variables
                    for variable in variables {
                        if let valueType = variable.valueType, let type = FormatArgumentType(valueType: valueType) { types[variable.name] = type }
                    }
                    if wanted { checkVariables(entry, formatKey: formatKey, variables: variables, table: table, index: index, &context) }
                case .plain(let value):
                    text = value
                case .widthVariants(let forms):
                    text = forms.last?.value ?? ""
                case .deviceVariants(let variants):
                    if wanted {
                        for variant in variants {
                            guard case .format(let formatKey, let variables, _) = variant.value else { continue }
                            checkVariables(entry, device: variant.device, formatKey: formatKey, variables: variables, table: table, index: index, &context)
                        }
                    }
                    // The `other` device's format (what a run time without device rules shows), else the first.
                    let shown = variants.first { $0.device == "other" } ?? variants.first
                    text = shown?.formatKey ?? ""
                    shownVariables = shown?.variables ?? []
                    for variable in shownVariables {
                        if let valueType = variable.valueType, let type = FormatArgumentType(valueType: valueType) { types[variable.name] = type }
                    }
                }
                if values[entry.key] == nil { order.append(entry.key) }
                let format = FormatString(parsing: text, allowsSubstitutionArgument: false)
                var bits: [String: Int] = [:]
                for variable in shownVariables {
                    if let valueType = variable.valueType, let integerBits = ValidationArgumentUse.integerBits(ofValueType: valueType) {
                        bits[variable.name] = integerBits
                    }
                }
                values[entry.key] = Value(
                    format: format, variableTypes: types,
                    location: .stringsdict(table: index, path: [entry.key]), variableBits: bits,
                    formUses: Self.formUses(format: format, variables: shownVariables))
            }
        }
        return (values, order)
    }

    /// What the forms of `variables` read, each numbered from where `format` references its variable (Apple's
    /// rule: `%n$…` reads argument `n`, an unpositioned specifier the variable's argument and the ones after it).
    static func formUses(format: FormatString, variables: [StringsDictVariable]) -> [Int: ValidationArgumentUse] {
        guard !variables.isEmpty else { return [:] }
        var starts: [String: Int] = [:]
        for variable in format.variables where starts[variable.name] == nil { starts[variable.name] = variable.argumentPosition }
        var uses: [Int: ValidationArgumentUse] = [:]
        for variable in variables {
            guard let start = starts[variable.name] else { continue }
            for form in variable.forms where form.value.utf8.contains(UInt8(ascii: "%")) {
                let parsed = FormatString(parsing: form.value, allowsSubstitutionArgument: false)
                uses.merge(ValidationArgumentUse.formUses(of: parsed, start: start)) { first, _ in first }
            }
        }
        return uses
    }

    /// Plural completeness, empty forms, unreferenced variables and the forms' own specifiers.
    private func checkVariables(
        _ entry: StringsDictEntry,
        device: String? = nil,
        formatKey: String,
        variables: [StringsDictVariable],
        table: ValidationTable,
        index: Int,
        _ context: inout ValidationTableContext
    ) {
        let key = entry.key
        let language = table.language
        // A device's format sits under `NSStringDeviceSpecificRuleType › device` in the entry.
        let base = device.map { [key, "NSStringDeviceSpecificRuleType", $0] } ?? [key]
        let subject = "\"\(key)\"" + (device.map { " (device \($0))" } ?? "")
        var referenced = Set(FormatString(parsing: formatKey, allowsSubstitutionArgument: false).variables.map(\.name))
        var parsedForms: [(variable: String, form: String, format: FormatString)] = []
        for variable in variables {
            for form in variable.forms {
                let format = FormatString(parsing: form.value, allowsSubstitutionArgument: false)
                referenced.formUnion(format.variables.map(\.name))
                parsedForms.append((variable.name, form.name, format))
                if form.value.isEmpty {
                    context.report(
                        .warning, .emptyValue, file: table.stringsdictFile,
                        position: context.stringsdictPosition(table: index, base + [variable.name, form.name]),
                        key: key, locale: language, keyPath: base + [variable.name, form.name],
                        "the \(language.map { "\"\($0)\" " } ?? "")form '\(form.name)' of '\(variable.name)' in \(subject) is empty")
                }
            }
        }
        for (variable, form, format) in parsedForms {
            for diagnostic in format.diagnostics {
                // Apple numbers a form's unpositioned specifiers from its variable's argument: mixing is fine, and
                // conflicts are found on that numbering by checkFormArguments.
                if ValidationFormatDiagnostics.followsFormNumbering(diagnostic) { continue }
                // A form may leave out its own number ("One file"), so it is never a whole value here.
                guard let (rule, severity) = ValidationFormatDiagnostics.classify(
                    diagnostic, in: format, takesArguments: true, isWholeValue: false) else { continue }
                context.report(
                    severity, rule, file: table.stringsdictFile,
                    position: context.stringsdictPosition(table: index, base + [variable, form]),
                    key: key, locale: language, keyPath: base + [variable, form],
                    "form '\(form)' of '\(variable)' in \(subject): \(diagnostic.message) (column \(diagnostic.column) of the value)")
            }
        }
        checkFormArguments(
            parsedForms, formatKey: formatKey, variables: variables, key: key, base: base, subject: subject, table: table, index: index,
            &context)
        // Apple also accepts spellings the format parser does not read as variables (`%1#@name@`).
        let texts = [formatKey] + variables.flatMap { $0.forms.map(\.value) }
        for variable in variables where !referenced.contains(variable.name)
            && !texts.contains(where: { $0.contains("#@\(variable.name)@") }) {
            context.report(
                .warning, .substitutionUnused, file: table.stringsdictFile,
                position: context.stringsdictPosition(table: index, base + [variable.name]),
                key: key, locale: language, keyPath: base + [variable.name],
                "variable '\(variable.name)' of \(subject) is defined but no format references '%#@\(variable.name)@'")
        }
        guard let language else { return }
        let rules = context.pluralRules(for: language)
        guard !rules.isFallback else { return }
        let needs = context.pluralNeeds(for: language)
        for variable in variables where variable.ruleType == .plural {
            let names = Set(variable.forms.map(\.name))
            // What is needed depends on the argument: an integer (`lld`) never takes a decimal-only category.
            let argument = ValidationPluralNeeds.Argument(variable.valueType.flatMap { FormatArgumentType(valueType: $0) })
            let gaps = needs.gaps(for: argument) { names.contains($0) }
            var position: SourcePosition? { context.stringsdictPosition(table: index, base + [variable.name]) }
            if !gaps.missing.isEmpty {
                context.report(
                    .error, .pluralMissingCategory, file: table.stringsdictFile, position: position,
                    key: key, locale: language, keyPath: base + [variable.name],
                    "the \"\(language)\" plural '\(variable.name)' of \(subject) \(gaps.missingMessage(language: language))")
            }
            if !gaps.missingLarge.isEmpty {
                context.report(
                    .warning, .pluralMissingLargeNumberCategory, file: table.stringsdictFile, position: position,
                    key: key, locale: language, keyPath: base + [variable.name],
                    "the \"\(language)\" plural '\(variable.name)' of \(subject) \(gaps.largeMessage(language: language))")
            }
            for form in variable.forms where form.name != "zero" && !needs.all.contains(form.name)
                && StringsDictVariable.pluralCategoryNames.contains(form.name) {
                context.report(
                    .warning, .pluralUnusedCategory, file: table.stringsdictFile,
                    position: context.stringsdictPosition(table: index, base + [variable.name, form.name]),
                    key: key, locale: language, keyPath: base + [variable.name, form.name],
                    "the \"\(language)\" plural '\(variable.name)' of \(subject) has '\(form.name)', which \(language) never uses (CLDR: \(needs.all.joined(separator: ", ")))")
            }
        }
    }

    /// The specifiers of each form against the argument they read: a form stands in for its `%#@name@`,
    /// so its sequential specifiers read from the variable's argument on, and a positional one reads the
    /// argument it names. The variable's argument must be read as its `NSStringFormatValueTypeKey`, any
    /// other as the format key reads it (`%@ tiedostoa` for a `d` variable reads a number as an object).
    private func checkFormArguments(
        _ parsedForms: [(variable: String, form: String, format: FormatString)],
        formatKey: String,
        variables: [StringsDictVariable],
        key: String,
        base: [String],
        subject: String,
        table: ValidationTable,
        index: Int,
        _ context: inout ValidationTableContext
    ) {
        let top = FormatString(parsing: formatKey, allowsSubstitutionArgument: false)
        var variablePositions: [String: Int] = [:]
        for variable in top.variables where variablePositions[variable.name] == nil {
            variablePositions[variable.name] = variable.argumentPosition
        }
        var declared: [String: (type: FormatArgumentType, text: String)] = [:]
        for variable in variables {
            if let valueType = variable.valueType, let type = FormatArgumentType(valueType: valueType) {
                declared[variable.name] = (type, valueType)
            }
        }
        let language = table.language
        for (variable, form, format) in parsedForms {
            // A variable that only a form references has no place of its own in the arguments.
            guard let start = variablePositions[variable] else { continue }
            var seen: [Int: FormatSpecifier] = [:]
            for specifier in format.specifiers {
                let position = ValidationArgumentUse.formPosition(of: specifier, start: start)
                if let first = seen[position] {
                    if !first.argumentType.isCompatible(with: specifier.argumentType) {
                        context.report(
                            .error, .formatInvalid, file: table.stringsdictFile,
                            position: context.stringsdictPosition(table: index, base + [variable, form]),
                            key: key, locale: language, keyPath: base + [variable, form],
                            "form '\(form)' of '\(variable)' in \(subject) reads argument \(position) as \(specifier.text) (\(specifier.argumentType)) and as \(first.text) (\(first.argumentType))")
                    }
                    continue
                }
                seen[position] = specifier
                let expected: (type: FormatArgumentType, text: String)
                if position == start {
                    guard let type = declared[variable] else { continue }
                    expected = (type.type, "the NSStringFormatValueTypeKey '\(type.text)' of '\(variable)'")
                } else if let type = top.argumentTypes[position],
                          let shown = top.specifiers.first(where: { $0.argumentPosition == position }) {
                    expected = (type, "the format key's \(shown.text)")
                } else {
                    continue
                }
                guard !specifier.argumentType.isCompatible(with: expected.type) else { continue }
                context.report(
                    .error, .formatSpecifierMismatch, file: table.stringsdictFile,
                    position: context.stringsdictPosition(table: index, base + [variable, form]),
                    key: key, locale: language, keyPath: base + [variable, form],
                    "form '\(form)' of '\(variable)' in \(subject) formats argument \(position) as \(specifier.text) (\(specifier.argumentType)) but \(expected.text) reads it as \(expected.type)")
            }
        }
    }

    private func resolve(_ location: Location, _ context: inout ValidationTableContext) -> (String?, SourcePosition?) {
        switch location {
        case .strings(let file, let position):
            return (file, position)
        case .stringsdict(let table, let path):
            return (context.tableSet.tables[table].stringsdictFile, context.stringsdictPosition(table: table, path))
        }
    }

    private func checkSpecifiers(_ value: Value, key: String, language: String?, takesArguments: Bool, _ context: inout ValidationTableContext) {
        for diagnostic in value.format.diagnostics {
            guard let (rule, severity) = ValidationFormatDiagnostics.classify(
                diagnostic, in: value.format, takesArguments: takesArguments, isWholeValue: true) else { continue }
            let (file, position) = resolve(value.location, &context)
            context.report(
                severity, rule, file: file, position: position, key: key, locale: language,
                "the \(language.map { "\"\($0)\" " } ?? "")value of \"\(key)\": \(diagnostic.message) (column \(diagnostic.column) of the value)")
        }
        guard takesArguments else { return }
        for specifier in ValidationFormatDiagnostics.unsupportedSpecifiers(in: value.format) {
            let (file, position) = resolve(value.location, &context)
            context.report(
                .warning, .formatUnsupportedSpecifier, file: file, position: position, key: key, locale: language,
                "the \(language.map { "\"\($0)\" " } ?? "")value of \"\(key)\" \(ValidationFormatDiagnostics.unsupportedMessage(specifier))")
        }
    }

    /// A translation that takes an argument (`%@`) where the development language's value takes none: users see
    /// the specifier as written. A `%` with flags or a width (`50 % de`, `100%-os`) is typography; `%#@var@` has
    /// rules of its own.
    private func reportArgumentsWithoutSource(_ value: Value, key: String, language: String?, _ context: inout ValidationTableContext) {
        guard let specifier = value.format.specifiers.first(where: ValidationArgumentUse.isUnmistakable) else { return }
        let (file, sourcePosition) = resolve(value.location, &context)
        context.report(
            .warning, .formatSpecifierMismatch, file: file, position: sourcePosition, key: key, locale: language,
            "the \(language.map { "\"\($0)\" " } ?? "")value of \"\(key)\" uses argument \(specifier.argumentPosition) (\(specifier.text)), but the development language takes no arguments; users would see it as written")
    }

    /// A translation's arguments (a `.stringsdict` entry's with its forms') against the development language's: by
    /// position, type and integer width.
    private func compare(_ value: Value, with expected: [Int: ValidationArgumentUse], key: String, language: String?, _ context: inout ValidationTableContext) {
        let uses = value.uses
        let subject = "the \(language.map { "\"\($0)\" " } ?? "")value of \"\(key)\""
        var messages: [(severity: Severity, rule: ValidationRule.ID, text: String)] = []
        for position in uses.keys.sorted() {
            guard let use = uses[position] else { continue }
            guard let source = expected[position] else {
                messages.append((.error, .formatSpecifierMismatch, "\(subject) uses argument \(position) (\(use.text)), which the development language does not have"))
                continue
            }
            guard let type = use.type, let sourceType = source.type else { continue }
            if !type.isCompatible(with: sourceType) {
                messages.append((.error, .formatSpecifierMismatch, "\(subject) formats argument \(position) as \(use.text) (\(type)) but the development language as \(source.text) (\(sourceType))"))
            } else if let message = ValidationFormatDiagnostics.widthMismatch(use, source, position: position, source: "the development language") {
                messages.append((.warning, .formatWidthMismatch, "\(subject) \(message)"))
            }
        }
        for position in expected.keys.sorted() where uses[position] == nil {
            guard let source = expected[position] else { continue }
            if ValidationArgumentUse.isDroppableEnding(position, of: expected) {
                messages.append((.warning, .formatSpecifierMismatch, "\(subject) does not use argument \(position) (\(source.text)), which the development language appends to a word; fine if the language needs no such ending"))
                continue
            }
            messages.append((.error, .formatSpecifierMismatch, "\(subject) does not use argument \(position) (\(source.text)) of the development language"))
        }
        guard !messages.isEmpty else { return }
        let (file, position) = resolve(value.location, &context)
        for message in messages {
            context.report(message.severity, message.rule, file: file, position: position, key: key, locale: language, message.text)
        }
    }
}
