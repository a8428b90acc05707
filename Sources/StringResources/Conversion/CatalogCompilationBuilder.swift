import Foundation

/// The state of one compilation: the outputs by language and the notes.
struct CatalogCompilationBuilder {
    let catalog: StringCatalog
    let file: String?
    let options: CatalogCompilation.Options
    var languageOrder: [String] = []
    var outputs: [String: CatalogCompilation.Language] = [:]
    var notes: [CatalogCompilation.Note] = []

    static let pluralOrder = StringsDictVariable.pluralCategoryNames

    init(catalog: StringCatalog, file: String?, options: CatalogCompilation.Options) {
        self.catalog = catalog
        self.file = file
        self.options = options
    }

    mutating func compile() {
        var others = Set<String>()
        for (_, entry) in catalog.strings {
            for locale in entry.localizations.keys where locale != catalog.sourceLanguage { others.insert(locale) }
        }
        languageOrder = [catalog.sourceLanguage] + others.sorted()
        for language in languageOrder { outputs[language] = CatalogCompilation.Language(language: language) }
        for (key, entry) in catalog.strings {
            for (language, localization) in entry.localizations {
                if entry.shouldTranslate == false && language != catalog.sourceLanguage { continue }
                compile(localization, key: key, comment: options.includesComments ? entry.comment : nil, language: language)
            }
        }
    }

    private mutating func note(_ key: String, _ language: String, _ message: String) {
        notes.append(.init(file: file, key: key, language: language, message: message))
    }

    private func included(_ unit: CatalogStringUnit?, _ language: String) -> CatalogStringUnit? {
        guard let unit, CatalogCompilation.compiles(unit.state, inSourceLanguage: language == catalog.sourceLanguage) else { return nil }
        return unit
    }

    private mutating func addString(_ value: String, key: String, comment: String?, language: String) {
        outputs[language]?.strings.entries.append(StringsEntry(key: key, value: value, comment: comment))
    }

    private mutating func addDictionary(_ content: StringsDictEntry.Content, key: String, comment: String?, language: String) {
        // xcstringstool writes no Comment key into .stringsdict entries; it is written only when asked for.
        let written = options.includesStringsdictComments ? comment : nil
        let unknownKeys = written.map { [PropertyListDictionary.Entry(key: CatalogMigration.commentKey, value: .string($0))] } ?? []
        let entry = StringsDictEntry(key: key, content: content, unknownKeys: unknownKeys)
        outputs[language]?.stringsdict.entries.append(.init(key: key, value: entry.propertyList))
    }

    private mutating func compile(_ localization: CatalogLocalization, key: String, comment: String?, language: String) {
        if let substitutions = localization.substitutions, !substitutions.isEmpty {
            guard let unit = localization.stringUnit else {
                note(key, language, "substitutions without a stringUnit cannot be compiled; the localization was left out")
                return
            }
            guard let unit = included(unit, language) else { return }
            if localization.variations != nil {
                note(key, language, "variations next to substitutions cannot be compiled together; the substitutions were compiled")
            }
            if let (formatKey, variables) = substitutionEntry(unit.value, substitutions, key: key, language: language) {
                addDictionary(.format(formatKey: formatKey, variables: variables), key: key, comment: comment, language: language)
            }
        } else if let plural = localization.variations?.plural {
            if let (formatKey, variable) = pluralEntry(plural, key: key, language: language) {
                addDictionary(.format(formatKey: formatKey, variables: [variable]), key: key, comment: comment, language: language)
            }
        } else if let devices = localization.variations?.device {
            var variants: [StringsDictDeviceVariant] = []
            var fallback: String?
            for (device, variant) in devices {
                if let plural = variant.variations?.plural {
                    if let (formatKey, variable) = pluralEntry(plural, key: key, language: language) {
                        variants.append(StringsDictDeviceVariant(device, .format(formatKey: formatKey, variables: [variable])))
                    }
                } else if variant.variations?.device != nil || variant.substitutions != nil {
                    note(key, language, "device '\(device)' has variations that .stringsdict cannot express; it was left out")
                } else if let unit = included(variant.stringUnit, language) {
                    variants.append(StringsDictDeviceVariant(device, .string(unit.value)))
                    if device == "other" { fallback = unit.value }
                }
            }
            guard !variants.isEmpty else { return }
            addDictionary(.deviceVariants(variants), key: key, comment: comment, language: language)
            if let fallback { addString(fallback, key: key, comment: comment, language: language) }
        } else if let unit = included(localization.stringUnit, language) {
            addString(unit.value, key: key, comment: comment, language: language)
        }
    }

    /// The plural forms of `variations` that are compiled, in CLDR order; notes the others.
    ///
    /// A substitution's form (`specifier` given, for its argument `argument`) that reads other arguments than its
    /// own `%arg` is written with positions (`%2$lld files in %2$@`), so that it reads in the `.stringsdict` what it
    /// reads in the catalog.
    private mutating func forms(of variations: CatalogDictionary<CatalogLocalization>, key: String, language: String,
                                expanding specifier: String? = nil, argument: Int? = nil,
                                substitutions: CatalogDictionary<CatalogSubstitution>? = nil) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for (name, variant) in variations {
            if variant.variations != nil || variant.substitutions != nil {
                note(key, language, "form '\(name)' has variations that .stringsdict cannot express; it was left out")
                continue
            }
            guard let unit = included(variant.stringUnit, language) else { continue }
            var text = unit.value
            if let specifier {
                if let argument, CatalogMigrationFormat.readsOtherArguments(besidesArgumentIn: text) {
                    // `%arg` takes no position of its own in the catalog: the others are counted without it.
                    let own = specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier
                    text = CatalogMigrationFormat.positioned(
                        CatalogMigrationFormat.expandingArgument(in: text, specifier: "\(argument)$" + own), from: argument,
                        references: { substitutions?[$0]?.argNum })
                } else {
                    text = CatalogMigrationFormat.expandingArgument(in: text, specifier: specifier)
                }
            }
            result.append((name, text))
        }
        return CatalogMigrationBuilder.sortedForms(result, order: Self.pluralOrder)
    }

    /// The format key and the generated plural variable of a plural variation of the whole value.
    private mutating func pluralEntry(_ plural: CatalogDictionary<CatalogLocalization>, key: String, language: String) -> (String, StringsDictVariable)? {
        let forms = forms(of: plural, key: key, language: language)
        guard forms.contains(where: { $0.name == "other" }) else {
            if !forms.isEmpty { note(key, language, "the plural variation has no compiled 'other' form; it was left out") }
            return nil
        }
        let texts = forms.filter { $0.name == "other" }.map(\.value) + forms.filter { $0.name != "other" }.map(\.value)
        let (argument, valueType) = CatalogMigrationFormat.countingArgument(in: texts) ?? (1, "lld")
        let name = CatalogCompilation.generatedVariableName
        // A form is read from the variable's argument on in a .stringsdict, but from argument 1 in the catalog: when
        // the count is not argument 1 (`%@ and %lld other packages`), the forms get positions (`%1$@ … %2$lld`).
        let variable = StringsDictVariable(
            name: name, ruleType: .plural, valueType: valueType,
            forms: forms.map { StringsDictForm($0.name, argument == 1 ? $0.value : CatalogMigrationFormat.positioned($0.value, from: 1)) })
        return ("%\(argument)$#@\(name)@", variable)
    }

    private mutating func substitutionEntry(_ value: String, _ substitutions: CatalogDictionary<CatalogSubstitution>,
                                            key: String, language: String) -> (String, [StringsDictVariable])? {
        var variables: [StringsDictVariable] = []
        for (name, substitution) in substitutions {
            if let plural = substitution.variations?.plural {
                var specifier = substitution.formatSpecifier ?? ""
                if specifier.isEmpty {
                    note(key, language, "substitution '\(name)' has no formatSpecifier; lld was used")
                    specifier = "lld"
                }
                let forms = forms(
                    of: plural, key: key, language: language, expanding: specifier, argument: substitution.argNum,
                    substitutions: substitutions)
                guard forms.contains(where: { $0.name == "other" }) else {
                    note(key, language, "substitution '\(name)' has no compiled 'other' form; the localization was left out")
                    return nil
                }
                variables.append(StringsDictVariable(name: name, ruleType: .plural, valueType: specifier,
                                                     forms: forms.map { StringsDictForm($0.name, $0.value) }))
            } else if let devices = substitution.variations?.device {
                let specifier = substitution.formatSpecifier
                var forms: [(name: String, value: String)] = []
                for (device, variant) in devices {
                    guard variant.variations == nil, let unit = included(variant.stringUnit, language) else {
                        if variant.variations != nil { note(key, language, "device '\(device)' of substitution '\(name)' is nested too deep; it was left out") }
                        continue
                    }
                    var text = unit.value
                    if let specifier, let argument = substitution.argNum,
                       CatalogMigrationFormat.readsOtherArguments(besidesArgumentIn: text) {
                        let own = specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier
                        text = CatalogMigrationFormat.positioned(
                            CatalogMigrationFormat.expandingArgument(in: text, specifier: "\(argument)$" + own), from: argument,
                            references: { substitutions[$0]?.argNum })
                    } else if let specifier {
                        text = CatalogMigrationFormat.expandingArgument(in: text, specifier: specifier)
                    }
                    forms.append((device, text))
                }
                variables.append(StringsDictVariable(name: name, ruleType: .deviceSpecific, valueType: specifier,
                                                     forms: forms.map { StringsDictForm($0.name, $0.value) }))
            } else {
                note(key, language, "substitution '\(name)' has no plural or device variations; the localization was left out")
                return nil
            }
        }
        return (Self.positioned(value, substitutions), variables)
    }

    /// `value` with each substitution reference whose order would read another argument than its
    /// `argNum` given the explicit position: `%#@b@ %#@a@` with `a` at 1 becomes `%2$#@b@ %1$#@a@`.
    static func positioned(_ value: String, _ substitutions: CatalogDictionary<CatalogSubstitution>) -> String {
        let tokens = CatalogMigrationFormat.tokens(in: value)
        let needsPositions = tokens.contains { token in
            guard let name = token.specifier.variable, let argNum = substitutions[name]?.argNum else { return false }
            return token.argument != argNum
        }
        guard needsPositions else { return value }
        let scalars = Array(value.unicodeScalars)
        var output = String.UnicodeScalarView()
        var cursor = 0
        for token in tokens {
            guard let name = token.specifier.variable, let argNum = substitutions[name]?.argNum, token.specifier.position != argNum else { continue }
            output.append(contentsOf: scalars[cursor..<token.range.lowerBound])
            output.append(contentsOf: "%\(argNum)$#@\(name)@".unicodeScalars)
            cursor = token.range.upperBound
        }
        output.append(contentsOf: scalars[cursor...])
        return String(output)
    }
}
