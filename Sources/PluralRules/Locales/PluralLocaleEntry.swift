/// Where one CLDR locale's rules and samples are in the generated tables.
struct PluralLocaleEntry: Sendable {
    /// The index of the locale's rule set (one compiled function per distinct set).
    var ruleSet: Int
    /// The index of the locale's samples in `PluralRuleData.sampleSets`.
    var samples: Int
}
