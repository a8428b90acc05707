/// Which of CLDR's two plural rule sets to use: counting (`cardinal`) or ranking (`ordinal`).
public enum PluralRuleType: String, Sendable, Hashable, CaseIterable {
    /// Rules for quantities: "1 file", "2 files".
    case cardinal
    /// Rules for positions: "1st", "2nd", "3rd".
    case ordinal
}
