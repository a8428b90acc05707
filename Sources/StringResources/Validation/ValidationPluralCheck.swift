import PluralRules

/// Plural completeness from CLDR: every category a language needs is present, none it never uses is.
///
/// A missing category is an error (the number falls back to a wrong form or to the key); a category
/// the language never uses is a warning (dead text). `zero` is always allowed, since Apple uses it for
/// the number 0 in every language. A translation that does not vary by plural where the source does, yet
/// formats a number, lacks every category of a language that has more than one. Languages CLDR does not
/// know are not checked.
public struct ValidationPluralCheck: ValidationCatalogCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter { [.pluralMissingCategory, .pluralUnusedCategory].contains($0.id) }
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let source = context.catalog.sourceLanguage
        for (key, entry) in context.catalog.strings {
            let sourceVariesByPlural = entry.localizations[source].map(Self.variesByPlural) ?? false
            for (locale, localization) in entry.localizations where context.includes(locale: locale) {
                let rules = context.pluralRules(for: locale)
                guard !rules.isFallback else { continue }
                let needed = rules.categories.map(\.rawValue)
                if sourceVariesByPlural, locale != source, needed.count > 1, !Self.variesByPlural(localization),
                   Self.formatsANumber(localization) {
                    // A translator flattened the plural: one text shows every count ("1 tiedostoa").
                    context.report(
                        .error, .pluralMissingCategory, at: localization.sourceOffset ?? entry.sourceOffset,
                        key: key, locale: locale, keyPath: StringCatalog.keyPath(key: key, locale: locale),
                        "the \"\(locale)\" translation of \"\(key)\" does not vary by plural as the source does, but \(locale) needs \(needed.map { "'\($0)'" }.joined(separator: ", ")) (CLDR)")
                    continue
                }
                ValidationVariationsWalker.forEach(in: localization) { visit in
                    guard let plural = visit.variations.plural else { return }
                    var base: [String] { StringCatalog.keyPath(key: key, locale: locale)
                        + visit.path.flatMap(\.keyPath) + ["variations", "plural"] }
                    var place: String { visit.path.isEmpty ? "" : " (\(visit.path.map(\.description).joined(separator: " › ")))" }
                    let missing = needed.filter { plural[$0] == nil }
                    if !missing.isEmpty {
                        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
                        context.report(
                            .error, .pluralMissingCategory, at: visit.variations.pluralOffset ?? visit.variations.sourceOffset ?? visit.holderOffset,
                            key: key, locale: locale, keyPath: base,
                            "the \"\(locale)\" plural of \"\(key)\"\(place) lacks \(list), which \(locale) needs (CLDR: \(needed.joined(separator: ", ")))")
                    }
                    for (category, child) in plural where category != "zero" && !needed.contains(category) {
                        let known = CatalogVariations.pluralCategories.contains(category)
                        context.report(
                            known ? .warning : .error, known ? .pluralUnusedCategory : .uncompilableStructure,
                            at: child.sourceOffset ?? visit.variations.sourceOffset, key: key, locale: locale,
                            keyPath: base + [category],
                            known
                                ? "the \"\(locale)\" plural of \"\(key)\"\(place) has '\(category)', which \(locale) never uses (CLDR: \(needed.joined(separator: ", ")))"
                                : "the \"\(locale)\" plural of \"\(key)\"\(place) has '\(category)', which is no plural category")
                    }
                }
            }
        }
    }

    /// Whether the localization varies by plural anywhere (its own variations or a substitution's).
    static func variesByPlural(_ localization: CatalogLocalization) -> Bool {
        var found = false
        ValidationVariationsWalker.forEach(in: localization) { visit in
            if visit.variations.plural != nil { found = true }
        }
        return found
    }

    /// Whether a string of the localization formats a number (`%lld`, `%d`, `%f`…).
    static func formatsANumber(_ localization: CatalogLocalization) -> Bool {
        localization.stringUnitLeaves.contains { leaf in
            leaf.stringUnit.value.utf8.contains(UInt8(ascii: "%"))
                && FormatString(parsing: leaf.stringUnit.value, allowsSubstitutionArgument: false).specifiers.contains {
                    $0.argumentType.isInteger || $0.argumentType == .floatingPoint
                }
        }
    }
}
