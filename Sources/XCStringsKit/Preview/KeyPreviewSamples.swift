import Localization
import PluralRules
import StringResources

/// The numbers a preview shows a plural argument with: one CLDR sample for each plural category of a language.
///
/// Each category the language uses gets its first CLDR integer sample, except the category of 1000, which gets
/// 1000 so that one number shows the locale's digit grouping (`1 000` in Finnish, `1,000` in English). When the
/// value has an explicit `zero` form, 0 is shown too (and no other category shows 0). A category with no integer
/// samples (Russian `other`, reached only by fractions) is shown with its first decimal sample when the argument
/// is floating point, and left out otherwise: an integer argument can never reach it. Numbers are ascending.
public enum KeyPreviewSamples {
    /// The number that shows digit grouping.
    public static let groupingSample: UInt64 = 1000

    /// The sample numbers, as written (`0`, `1`, `1000`, `1.5`), in ascending order.
    public static func numbers(
        rules: PluralRules, hasZeroForm: Bool, type: FormatArgumentType = .signedInteger
    ) -> [String] {
        var integers: Set<UInt64> = hasZeroForm ? [0] : []
        var decimals: [String] = []
        for category in rules.categories {
            if let value = integer(for: category, rules: rules, avoidingZero: hasZeroForm) {
                integers.insert(value)
            } else if type == .floatingPoint, let decimal = rules.samples(for: category).expandedDecimals(limit: 4).first {
                decimals.append(decimal)
            }
        }
        var result: [(value: Double, text: String)] = integers.map { (Double($0), String($0)) }
        result += decimals.compactMap { text in Double(text).map { ($0, text) } }
        return result.sorted { $0.value < $1.value || ($0.value == $1.value && $0.text < $1.text) }.map(\.text)
    }

    /// The number a plural argument that is not varied is held at: the first integer sample of `other` that is
    /// not 0 (2 in English, Finnish and Turkish), or 1000 when `other` has none (Russian, whose `other` only
    /// fractions reach).
    public static func heldNumber(rules: PluralRules) -> UInt64 {
        for text in rules.samples(for: .other).expandedIntegers(limit: 8) {
            if let value = UInt64(text), value != 0 { return value }
        }
        return groupingSample
    }

    /// The integer sample of one category: 1000 for the category of 1000, else its first integer sample (not 0
    /// when `avoidingZero`); `nil` when it has none.
    static func integer(for category: PluralCategory, rules: PluralRules, avoidingZero: Bool) -> UInt64? {
        if rules.category(for: groupingSample) == category { return groupingSample }
        for text in rules.samples(for: category).expandedIntegers(limit: 8) {
            guard let value = UInt64(text), !(avoidingZero && value == 0) else { continue }
            return value
        }
        return nil
    }
}
