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

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        // Each locale's needs (nil: CLDR does not know it), by the position its localizations usually have: most
        // entries list their locales in the same order, so the locale is compared, not hashed, for each one.
        var cachedLocales: [String] = []
        var cachedNeeds: [ValidationPluralNeeds?] = []
        for entryIndex in catalog.strings.indices {
            let key = catalog.strings.keys[entryIndex]
            let entry = catalog.strings.values[entryIndex]
            let sourceIndex = entry.localizations.index(forKey: source)
            let sourceVariesByPlural = sourceIndex.map { Self.variesByPlural(entry.localizations.values[$0]) } ?? false
            for localizationIndex in entry.localizations.indices {
                let locale = entry.localizations.keys[localizationIndex]
                guard context.includes(locale: locale) else { continue }
                // A localization without variations or substitutions has no plural to check, and can only lack one.
                // Read in place: a subscript of the array would copy the whole localization.
                let varies = entry.localizations.values.withUnsafeBufferPointer {
                    $0[localizationIndex].variations != nil || $0[localizationIndex].substitutions != nil
                }
                guard varies || (sourceVariesByPlural && locale != source) else { continue }
                var slot = localizationIndex < cachedLocales.count && cachedLocales[localizationIndex] == locale ? localizationIndex : nil
                if slot == nil { slot = cachedLocales.firstIndex(of: locale) }
                if slot == nil {
                    cachedLocales.append(locale)
                    cachedNeeds.append(context.pluralRules(for: locale).isFallback ? nil : context.pluralNeeds(for: locale))
                    slot = cachedLocales.count - 1
                }
                guard let slot, let needs = cachedNeeds[slot] else { continue }
                let localization = entry.localizations.values[localizationIndex]
                if sourceVariesByPlural, locale != source, !Self.variesByPlural(localization),
                   let type = Self.numberType(entry: entryIndex, localization: localizationIndex, &context) {
                    let needed = needs.needed(for: ValidationPluralNeeds.Argument(type))
                    if needed.count > 1 {
                        // A translator flattened the plural: one text shows every count ("1 tiedostoa").
                        context.report(
                            .error, .pluralMissingCategory, at: localization.sourceOffset ?? entry.sourceOffset,
                            key: key, locale: locale, keyPath: StringCatalog.keyPath(key: key, locale: locale),
                            "the \"\(locale)\" translation of \"\(key)\" does not vary by plural as the source does, but \(locale) needs \(needed.map { "'\($0)'" }.joined(separator: ", ")) (CLDR)")
                        continue
                    }
                }
                guard varies else { continue }
                // The number a whole-value plural reads: the first the translation formats, else the source's, else the key's.
                // Found once the first whole-value plural asks.
                var wholeValueTypeFound: FormatArgumentType??
                func wholeValueType(_ context: inout ValidationCatalogContext) -> FormatArgumentType? {
                    if let found = wholeValueTypeFound { return found }
                    let found = Self.numberType(entry: entryIndex, localization: localizationIndex, &context)
                        ?? sourceIndex.flatMap { Self.numberType(entry: entryIndex, localization: $0, &context) }
                        ?? Self.numberType(inKey: key)
                    wholeValueTypeFound = .some(found)
                    return found
                }
                ValidationVariationsWalker.forEach(in: localization) { visit in
                    guard let plural = visit.variations.plural else { return }
                    var base: [String] { StringCatalog.keyPath(key: key, locale: locale)
                        + visit.path.flatMap(\.keyPath) + ["variations", "plural"] }
                    var place: String { visit.path.isEmpty ? "" : " (\(visit.path.map(\.description).joined(separator: " › ")))" }
                    let type: FormatArgumentType?
                    if let name = visit.path.lazy.compactMap({ if case .substitution(let name) = $0 { name } else { nil } }).last {
                        type = localization.substitutions?[name]?.formatSpecifier.flatMap { FormatArgumentType(valueType: $0) }
                    } else {
                        type = wholeValueType(&context)
                    }
                    let gaps = needs.gaps(for: ValidationPluralNeeds.Argument(type)) { plural.index(forKey: $0) != nil }
                    let offset = visit.variations.pluralOffset ?? visit.variations.sourceOffset ?? visit.holderOffset
                    if !gaps.missing.isEmpty {
                        context.report(
                            .error, .pluralMissingCategory, at: offset, key: key, locale: locale, keyPath: base,
                            "the \"\(locale)\" plural of \"\(key)\"\(place) \(gaps.missingMessage(language: locale))")
                    }
                    if !gaps.missingLarge.isEmpty {
                        context.report(
                            .warning, .pluralMissingLargeNumberCategory, at: offset, key: key, locale: locale, keyPath: base,
                            "the \"\(locale)\" plural of \"\(key)\"\(place) \(gaps.largeMessage(language: locale))")
                    }
                    for position in plural.keys.indices {
                        let category = plural.keys[position]
                        guard category != "zero", !needs.all.contains(category) else { continue }
                        let child = plural.values[position]
                        let known = CatalogVariations.pluralCategories.contains(category)
                        context.report(
                            known ? .warning : .error, known ? .pluralUnusedCategory : .uncompilableStructure,
                            at: child.sourceOffset ?? visit.variations.sourceOffset, key: key, locale: locale,
                            keyPath: base + [category],
                            known
                                ? "the \"\(locale)\" plural of \"\(key)\"\(place) has '\(category)', which \(locale) never uses (CLDR: \(needs.all.joined(separator: ", ")))"
                                : "the \"\(locale)\" plural of \"\(key)\"\(place) has '\(category)', which is no plural category")
                    }
                }
            }
        }
    }

    /// Whether the localization varies by plural anywhere (its own variations or a substitution's).
    static func variesByPlural(_ localization: CatalogLocalization) -> Bool {
        // The usual plural is the localization's own: no walk.
        if localization.variations?.plural != nil { return true }
        if localization.variations == nil && localization.substitutions == nil { return false }
        var found = false
        ValidationVariationsWalker.forEach(in: localization) { visit in
            if visit.variations.plural != nil { found = true }
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
