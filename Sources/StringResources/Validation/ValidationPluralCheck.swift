import PluralRules

/// Plural completeness from CLDR: every category a language needs is present, none it never uses is.
///
/// What is needed depends on what the plural's argument can be (see ``ValidationPluralNeeds``): an integer
/// (`%lld`) needs only the categories integers reach, and a category only numbers of a million and more reach
/// (French `many`) is a warning of its own rule. A missing needed category is an error (the number falls back to
/// a wrong form or to the key); a category the language never uses is a warning (dead text). `zero` is always
/// allowed, since Apple uses it for the number 0 in every language. A translation that does not vary by plural
/// where the source does, yet formats a number, lacks every category of a language that needs more than one.
/// Languages CLDR does not know are not checked.
public struct ValidationPluralCheck: ValidationCatalogCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter { [.pluralMissingCategory, .pluralMissingLargeNumberCategory, .pluralUnusedCategory].contains($0.id) }
    }

    /// What the check knows of one locale, found when the locale is first met.
    private struct LocaleState {
        var isIncluded: Bool
        var isSource: Bool
        /// The position of the locale's needs in the check's list: `nil` until first asked for, then -1 when CLDR
        /// does not know the locale.
        var needs: Int?
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        var locales = ValidationLocaleStates<LocaleState>()
        // The needs are kept apart and read in place: a copy of one retains each of its lists.
        var needsList: [ValidationPluralNeeds] = []
        // Entries and localizations are read in place: a copy of a localization retains every field under it.
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for entryIndex in entries.indices {
                let key = catalog.strings.keys[entryIndex]
                let entryLocales = entries[entryIndex].localizations.keys
                let sourceIndex = entries[entryIndex].localizations.index(forKey: source)
                entries[entryIndex].localizations.values.withUnsafeBufferPointer { localizations in
                    let sourceVariesByPlural = sourceIndex.map { Self.variesByPlural(localizations, $0) } ?? false
                    locales.startEntry()
                    for localizationIndex in localizations.indices {
                        let locale = entryLocales[localizationIndex]
                        let slot = locales.position(of: locale) {
                            LocaleState(isIncluded: context.includes(locale: $0), isSource: $0 == source, needs: nil)
                        }
                        guard locales.states[slot].isIncluded else { continue }
                        // A localization without variations or substitutions has no plural to check, and can only lack one.
                        let varies = localizations[localizationIndex].hasVariationsOrSubstitutions
                        let flattens = sourceVariesByPlural && !locales.states[slot].isSource
                        guard varies || flattens else { continue }
                        if locales.states[slot].needs == nil {
                            if context.pluralRules(for: locale).isFallback {
                                locales.states[slot].needs = -1
                            } else {
                                needsList.append(context.pluralNeeds(for: locale))
                                locales.states[slot].needs = needsList.count - 1
                            }
                        }
                        guard let needsIndex = locales.states[slot].needs, needsIndex >= 0 else { continue }
                        needsList.withUnsafeBufferPointer { allNeeds in
                            guard let first = allNeeds.baseAddress else { return }
                            let needs = first + needsIndex
                            // The plurals first: a localization that has one is not flattened (and one that has none
                            // reports nothing here).
                            let hasPlural = varies && Self.checkPlurals(
                                localizations, localizationIndex, key: key, locale: locale, entry: entryIndex, sourceIndex: sourceIndex,
                                needs: needs, &context)
                            guard flattens, !hasPlural,
                                  let type = Self.numberType(entry: entryIndex, localization: localizationIndex, &context) else { return }
                            let needed = needs.pointee.needed(for: ValidationPluralNeeds.Argument(type))
                            guard needed.count > 1 else { return }
                            // A translator flattened the plural: one text shows every count ("1 tiedostoa").
                            let offset = localizations[localizationIndex].sourceOffset ?? entries[entryIndex].sourceOffset
                            context.report(
                                .error, .pluralMissingCategory, at: offset,
                                key: key, locale: locale, keyPath: StringCatalog.keyPath(key: key, locale: locale),
                                "the \"\(locale)\" translation of \"\(key)\" does not vary by plural as the source does, but \(locale) needs \(needed.map { "'\($0)'" }.joined(separator: ", ")) (CLDR)")
                        }
                    }
                }
            }
        }
    }

    /// Checks every plural under `localizations[localization]` against the locale's needs; whether there is one.
    private static func checkPlurals(
        _ localizations: UnsafeBufferPointer<CatalogLocalization>, _ localization: Int, key: String, locale: String,
        entry: Int, sourceIndex: Int?, needs: UnsafePointer<ValidationPluralNeeds>, _ context: inout ValidationCatalogContext
    ) -> Bool {
        // The number a whole-value plural reads: the first the translation formats, else the source's, else the key's.
        // Found once the first whole-value plural asks.
        var wholeValueTypeFound: FormatArgumentType??
        func wholeValueType(_ context: inout ValidationCatalogContext) -> FormatArgumentType? {
            if let found = wholeValueTypeFound { return found }
            let found = numberType(entry: entry, localization: localization, &context)
                ?? sourceIndex.flatMap { numberType(entry: entry, localization: $0, &context) }
                ?? numberType(inKey: key)
            wholeValueTypeFound = .some(found)
            return found
        }
        let zeroBit = ValidationPluralNeeds.categoryBit("zero")
        let allBits = needs.pointee.allBits
        var hasPlural = false
        ValidationVariationsWalker.forEach(in: localizations, at: localization) { visit in
            guard let plural = visit.plural else { return }
            hasPlural = true
            // The forms as category bits; a form that is no category of the language (bar `zero`) is reported below.
            var present: UInt8 = 0
            var hasUnused = false
            for category in plural.keys {
                let bit = ValidationPluralNeeds.categoryBit(category)
                present |= bit
                if bit & allBits == 0 && bit != zeroBit { hasUnused = true }
            }
            let argument: ValidationPluralNeeds.Argument
            if !needs.pointee.dependsOnArgument {
                // The argument's type changes nothing for most languages: it is not looked for.
                argument = .anyNumber
            } else if let name = visit.path.lazy.compactMap({ if case .substitution(let name) = $0 { name } else { nil } }).last {
                let type = localizations[localization].substitutions?[name]?.formatSpecifier.flatMap { FormatArgumentType(valueType: $0) }
                argument = ValidationPluralNeeds.Argument(type)
            } else {
                argument = ValidationPluralNeeds.Argument(wholeValueType(&context))
            }
            let lacks = needs.pointee.lacksAny(for: argument, present: present)
            guard lacks || hasUnused else { return }
            report(visit, plural, present: present, argument: argument, lacks: lacks, key: key, locale: locale, needs: needs.pointee, &context)
        }
        return hasPlural
    }

    /// Reports what the plural of `visit` lacks (when it `lacks`) and the forms the language never uses.
    private static func report(
        _ visit: ValidationVariationsWalker.Visit, _ plural: CatalogDictionary<CatalogLocalization>, present: UInt8,
        argument: ValidationPluralNeeds.Argument, lacks: Bool, key: String, locale: String, needs: ValidationPluralNeeds,
        _ context: inout ValidationCatalogContext
    ) {
        var base: [String] { ValidationMessage.keyPath(key: key, locale: locale, path: visit.path, suffix: ["variations", "plural"]) }
        // `the "fi" plural of "key" (substitution:files)`, the subject of every message.
        func subject() -> ValidationMessage {
            var message = ValidationMessage()
            message.append("the \"")
            message.append(locale)
            message.append("\" plural of \"")
            message.append(key)
            message.append("\"")
            message.appendPlace(visit.path)
            return message
        }
        if lacks {
            let gaps = needs.gaps(for: argument) { ValidationPluralNeeds.categoryBit($0) & present != 0 }
            let offset = visit.pluralOffset ?? visit.variationsOffset ?? visit.holderOffset
            if !gaps.missing.isEmpty {
                var message = subject()
                message.append(" ")
                gaps.appendMissingMessage(to: &message, language: locale)
                context.report(.error, .pluralMissingCategory, at: offset, key: key, locale: locale, keyPath: base, message.text)
            }
            if !gaps.missingLarge.isEmpty {
                var message = subject()
                message.append(" ")
                gaps.appendLargeMessage(to: &message, language: locale)
                context.report(.warning, .pluralMissingLargeNumberCategory, at: offset, key: key, locale: locale, keyPath: base, message.text)
            }
        }
        plural.values.withUnsafeBufferPointer { forms in
            for position in plural.keys.indices {
                let category = plural.keys[position]
                guard category != "zero", !needs.all.contains(category) else { continue }
                let known = CatalogVariations.pluralCategories.contains(category)
                var message = subject()
                message.append(" has '")
                message.append(category)
                if known {
                    message.append("', which ")
                    message.append(locale)
                    message.append(" never uses (CLDR: ")
                    ValidationPluralNeeds.Gaps.appendJoined(needs.all, to: &message)
                    message.append(")")
                } else {
                    message.append("', which is no plural category")
                }
                context.report(
                    known ? .warning : .error, known ? .pluralUnusedCategory : .uncompilableStructure,
                    at: forms[position].sourceOffset ?? visit.variationsOffset, key: key, locale: locale,
                    keyPath: base + [category], message.text)
            }
        }
    }

    /// Whether `localizations[position]` varies by plural anywhere (its own variations or a substitution's).
    static func variesByPlural(_ localizations: UnsafeBufferPointer<CatalogLocalization>, _ position: Int) -> Bool {
        // The usual plural is the localization's own: no walk.
        if localizations[position].variations?.plural != nil { return true }
        if !localizations[position].hasVariationsOrSubstitutions { return false }
        var found = false
        ValidationVariationsWalker.forEach(in: localizations, at: position) { visit in
            if visit.hasPlural { found = true }
        }
        return found
    }

    /// The type of the first number a string of the localization (outside substitutions) formats (`%lld`,
    /// `%d`, `%f`…), which a whole-value plural varies by; `nil` when it formats none.
    static func numberType(entry: Int, localization: Int, _ context: inout ValidationCatalogContext) -> FormatArgumentType? {
        let leaves = context.leaves(entry: entry, localization: localization)
        for position in leaves.indices where leaves[position].substitution == nil {
            // The context's parse of a leaf outside substitutions is the one `numberType(in:)` makes.
            let type = context.format(ofLeaf: position).firstSpecifier {
                $0.argumentType.isInteger || $0.argumentType == .floatingPoint
            }?.argumentType
            if let type { return type }
        }
        return nil
    }

    /// The type of the first number a key that is its own source formats.
    static func numberType(inKey key: String) -> FormatArgumentType? { numberType(in: key) }

    private static func numberType(in text: String) -> FormatArgumentType? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        return FormatString(parsing: text, allowsSubstitutionArgument: false).firstSpecifier {
            $0.argumentType.isInteger || $0.argumentType == .floatingPoint
        }?.argumentType
    }
}
