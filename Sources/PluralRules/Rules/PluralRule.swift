/// A parsed CLDR plural rule: a condition (an `or` of `and`s of relations) and its sample numbers.
///
/// The run-time path uses code generated from these rules; tooling and tests parse and evaluate them.
public struct PluralRule: Hashable, Sendable, CustomStringConvertible {
    /// The `or`-separated conditions, each a list of `and`-ed relations; empty means "always true".
    public var conditions: [[PluralRelation]]
    /// The `@integer` and `@decimal` samples.
    public var samples: PluralSamples

    /// Creates a rule from its parts.
    public init(conditions: [[PluralRelation]], samples: PluralSamples = PluralSamples()) {
        self.conditions = conditions
        self.samples = samples
    }

    /// Parses CLDR rule text, samples included (`i = 1 and v = 0 @integer 1`).
    public init(parsing text: String) throws(PluralRuleSyntaxError) {
        var parser = PluralRuleParser(text)
        self = try parser.parseRule()
    }

    /// Whether the rule holds for `operands` (a rule without conditions always holds).
    public func evaluate(_ operands: PluralOperands) -> Bool {
        if conditions.isEmpty { return true }
        return conditions.contains { relations in relations.allSatisfy { $0.evaluate(operands) } }
    }

    /// The condition in canonical CLDR syntax, without samples.
    public var conditionText: String {
        conditions.map { $0.map(\.description).joined(separator: " and ") }.joined(separator: " or ")
    }

    /// The rule in CLDR syntax, samples included.
    public var description: String {
        let sampleText = samples.description
        if sampleText.isEmpty { return conditionText }
        return conditionText.isEmpty ? sampleText : conditionText + " " + sampleText
    }
}
