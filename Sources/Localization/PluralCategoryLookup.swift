import PluralRules

/// The cardinal plural category of a number in a language, with the rules loaded once per language.
enum PluralCategoryLookup {
    static func category(for operands: PluralOperands, language: String) -> PluralCategory {
        PluralRulesCache.rules(for: language).category(for: operands)
    }
}
