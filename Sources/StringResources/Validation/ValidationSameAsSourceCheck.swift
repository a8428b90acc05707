/// Translations left in the source language: a translation identical to its source while marked translated
/// (`same-as-source`, one finding per language with the count, since a bulk import or a tool's copy of the source
/// makes many at once), and a plural form left as the source has it while the others are translated
/// (`plural-form-same-as-source`, per key).
///
/// Texts that may stay the same are not counted (see ``ValidationSameAsSourceAllowance``), nor are locales of the
/// source's own language (`en-GB` for `en`; `en` when the development language is `Base`), keys marked "Don't
/// translate", stale keys, and translations whose state is not `translated`.
public struct ValidationSameAsSourceCheck: ValidationCatalogCheck, ValidationTableCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter { [.sameAsSource, .pluralFormSameAsSource].contains($0.id) }
    }

    /// The translations of one language identical to their source.
    private struct Tally {
        var count = 0
        /// The first few texts, as shown in the message (what a reader judges, where keys are ids like `5.title`).
        var texts: [String] = []
        /// Where the first is: a catalog offset, or a table file and position.
        var offset: Int?
        var file: String?
        var position: SourcePosition?

        mutating func add(_ text: String) {
            count += 1
            guard texts.count < 3 else { return }
            // An ASCII text without line breaks is its own one line, of as many characters as bytes.
            if ValidationSameAsSourceCheck.isOneLineASCII(text) {
                texts.append(text.utf8.count > 40 ? String(text.prefix(39)) + "…" : text)
                return
            }
            let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            texts.append(oneLine.count > 40 ? String(oneLine.prefix(39)) + "…" : oneLine)
        }


        func message(locale: String) -> String {
            let shown = texts.map { "\"\($0)\"" }.joined(separator: ", ") + (count > texts.count ? ", …" : "")
            let subject = count == 1 ? "1 \"\(locale)\" translation is" : "\(count) \"\(locale)\" translations are"
            return "\(subject) identical to the source while marked translated (\(shown)); translate \(count == 1 ? "it" : "them"), or allow the words that stay the same with --same-as-source-allowed"
        }
    }

    /// What the check knows of one locale, found when the locale is first met.
    private struct LocaleState {
        /// Whether the locale is compared (another language than the source's, and wanted).
        var isCompared: Bool
        /// The position of the locale's tally, -1 before its first identical translation.
        var tally = -1
    }

    // MARK: Catalogs

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        let allowance = ValidationSameAsSourceAllowance(allowed: context.options.sameAsSourceAllowed)
        let isInfoPlist = ValidationOptionalTranslation.table(ofFile: context.file) == "InfoPlist"
        // The tallies in the order their locales are first counted; a locale's is found from its state.
        var tallies: [(locale: String, tally: Tally)] = []
        // A text copied into several languages is judged once (by its exact scalars).
        var allowedTexts: [ExactStringKey: Bool] = [:]
        func allows(_ text: String) -> Bool {
            let key = ExactStringKey(text)
            if let known = allowedTexts[key] { return known }
            let allowed = allowance.allows(text)
            allowedTexts[key] = allowed
            return allowed
        }
        var locales = ValidationLocaleStates<LocaleState>()
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for entryIndex in entries.indices {
                let key = catalog.strings.keys[entryIndex]
                guard entries[entryIndex].shouldTranslate != false, entries[entryIndex].extractionState?.isStale != true,
                      let sourceIndex = entries[entryIndex].localizations.index(forKey: source),
                      !(isInfoPlist && ValidationOptionalTranslation.infoPlistKeys.contains(key)) else { continue }
                let entryLocales = entries[entryIndex].localizations.keys
                var sourceTexts: ValidationSourceTexts?
                locales.startEntry()
                for localizationIndex in entryLocales.indices {
                    let locale = entryLocales[localizationIndex]
                    let slot = locales.position(of: locale) {
                        LocaleState(isCompared: $0 != source && context.includes(locale: $0) && !Self.sharesLanguage($0, source))
                    }
                    guard locales.states[slot].isCompared else { continue }
                    let leaves = context.leaves(entry: entryIndex, localization: localizationIndex)
                    guard !leaves.isEmpty else { continue }
                    if sourceTexts == nil { sourceTexts = ValidationSourceTexts(context.leaves(entry: entryIndex, localization: sourceIndex)) }
                    guard let sourceTexts else { continue }
                    // Identical: every string is the source's at the same place, or (a plural form) one of the source's
                    // forms of that plural, as a tool that copies the source into every category leaves it.
                    var identical = true
                    for position in leaves.indices {
                        let value = leaves[position].stringUnit.value
                        guard Self.isMarkedTranslated(leaves[position].stringUnit), !value.isEmpty else { identical = false; break }
                        let path = leaves[position].path
                        if let sourceValue = sourceTexts.text(at: path, ordinal: position - leaves.startIndex),
                           ValidationSourceTexts.equal(sourceValue, value) { continue }
                        if sourceTexts.hasPluralForm(value, besides: path) { continue }
                        identical = false
                        break
                    }
                    if identical {
                        guard !leaves.indices.allSatisfy({ allows(leaves[$0].stringUnit.value) }) else { continue }
                        let first = leaves.startIndex
                        if locales.states[slot].tally < 0 {
                            locales.states[slot].tally = tallies.count
                            tallies.append((locale, Tally(offset: context.offset(of: leaves[first].stringUnit))))
                        }
                        tallies[locales.states[slot].tally].tally.add(leaves[first].stringUnit.value)
                        continue
                    }
                    for position in leaves.indices {
                        guard case .plural(let category)? = leaves[position].path.last, Self.isMarkedTranslated(leaves[position].stringUnit)
                        else { continue }
                        let value = leaves[position].stringUnit.value
                        guard !value.isEmpty, sourceTexts.hasPluralForm(value, besides: leaves[position].path), !allows(value) else { continue }
                        let leaf = leaves[position]
                        let place = leaf.path.map(\.description).joined(separator: " › ")
                        context.report(
                            .warning, .pluralFormSameAsSource, at: context.offset(of: leaf.stringUnit), key: key, locale: locale,
                            keyPath: StringCatalog.keyPath(key: key, locale: locale, leaf: leaf) + ["stringUnit", "value"],
                            "the \"\(locale)\" plural form '\(category)' of \"\(key)\" (\(place)) is left as the source has it: \"\(value)\"")
                    }
                }
            }
        }
        for (locale, tally) in tallies {
            context.report(.warning, .sameAsSource, at: tally.offset, key: nil, locale: locale, keyPath: [], tally.message(locale: locale))
        }
    }

    // MARK: Tables

    public func check(_ context: inout ValidationTableContext) {
        let tables = context.tableSet.tables
        guard let development = context.developmentLanguage,
              let developmentIndex = tables.firstIndex(where: { $0.language == development }) else { return }
        let allowance = ValidationSameAsSourceAllowance(allowed: context.options.sameAsSourceAllowed)
        let isInfoPlist = context.tableSet.name == "InfoPlist"
        var developmentTexts: [String: String] = [:]
        var developmentForms: [String: Set<String>] = [:]
        for text in tables[developmentIndex].texts {
            developmentTexts[text.slot] = text.value
            if let variable = text.variableSlot { developmentForms[variable, default: []].insert(text.value) }
        }
        for (index, table) in tables.enumerated() where index != developmentIndex {
            guard let language = table.language, context.includes(language: language),
                  !Self.sharesLanguage(language, development) else { continue }
            var tally = Tally()
            // A key's texts in file order: one `.strings` value, or a `.stringsdict` entry's format and forms.
            var byKey: [String: [ValidationTableText]] = [:]
            var keys: [String] = []
            for text in table.texts {
                if byKey[text.key] == nil { keys.append(text.key) }
                byKey[text.key, default: []].append(text)
            }
            for key in keys {
                guard let texts = byKey[key], !(isInfoPlist && ValidationOptionalTranslation.infoPlistKeys.contains(key)) else { continue }
                // Identical: every text is the development language's, a plural form one of its forms of that plural.
                let identical = texts.allSatisfy { text in
                    !text.value.isEmpty && (developmentTexts[text.slot] == text.value
                        || text.variableSlot.map { developmentForms[$0]?.contains(text.value) == true } == true)
                }
                if identical {
                    guard !texts.allSatisfy({ allowance.allows($0.value) }) else { continue }
                    if tally.count == 0 {
                        (tally.file, tally.position) = context.location(of: texts[0], table: index)
                    }
                    // A .stringsdict entry is shown by its first form, not its `%#@name@`.
                    tally.add(texts.first { $0.path.last != "NSStringLocalizedFormatKey" }?.value ?? texts[0].value)
                    continue
                }
                for text in texts where text.isPluralForm && !text.value.isEmpty {
                    guard let variable = text.variableSlot, developmentForms[variable]?.contains(text.value) == true,
                          !allowance.allows(text.value) else { continue }
                    let (file, position) = context.location(of: text, table: index)
                    context.report(
                        .warning, .pluralFormSameAsSource, file: file, position: position, key: key, locale: language,
                        keyPath: [key] + text.path,
                        "the \"\(language)\" plural form '\(text.path.last ?? "")' of '\(text.path.dropLast().last ?? "")' in \"\(key)\" is left as the development language has it: \"\(text.value)\"")
                }
            }
            if tally.count > 0 {
                context.report(.warning, .sameAsSource, file: tally.file, position: tally.position, key: nil, locale: language, tally.message(locale: language))
            }
        }
    }

    // MARK: Support

    /// Whether `text` is ASCII without a line break (LF, VT, FF, CR, the ASCII `isNewline` characters): then it is
    /// its own one line, one Character a byte.
    static func isOneLineASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && !(0x0A...0x0D).contains($0) }
    }

    /// Whether a translation's state says it is translated (no state, as hand-written catalogs have, counts).
    private static func isMarkedTranslated(_ unit: CatalogStringUnit) -> Bool {
        switch unit.state {
        case .none: true
        case .some(let state): state.isTranslated
        }
    }

    /// Whether `locale` is of the same language as `source` (`en-GB` and `en`), whose texts are mostly the same;
    /// `Base` is taken to be English, as it is in practice.
    static func sharesLanguage(_ locale: String, _ source: String) -> Bool {
        func language(_ identifier: String) -> String {
            let lowercased = identifier.lowercased()
            if lowercased == "base" { return "en" }
            return String(lowercased.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(lowercased))
        }
        return language(locale) == language(source) || locale.lowercased() == "mul"
    }
}
