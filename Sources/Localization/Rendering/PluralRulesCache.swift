import PluralRules

/// Cardinal `PluralRules` by language, resolved once each.
enum PluralRulesCache {
    private static let rules = Locked([String: PluralRules]())

    static func rules(for language: String) -> PluralRules {
        if let found = rules.withLock({ $0[language] }) { return found }
        let created = PluralRules(locale: language, type: .cardinal)
        rules.withLock { $0[language] = created }
        return created
    }
}
