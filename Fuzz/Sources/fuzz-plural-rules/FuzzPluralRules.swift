import FuzzSupport
import PluralRules

/// Plural operands from number text and rule syntax: parsing never traps, a rule that parses evaluates on the
/// operands, its text parses again to the same rule, and every locale's rules pick a category.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluralRules(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let split = Int(input.byte())
    let bytes = input.rest()
    let numberText = String(decoding: bytes.prefix(split), as: UTF8.self)
    let ruleText = String(decoding: bytes.dropFirst(split), as: UTF8.self)
    let operands = try? PluralOperands(parsing: numberText)
    if let operands {
        for locale in ["en", "fi", "tr", "ru", "ar", "cy", "lv", "fr", "he", "mt"] {
            _ = PluralRules(locale: locale, type: .cardinal).category(for: operands)
            _ = PluralRules(locale: locale, type: .ordinal).category(for: operands)
        }
    }
    if let rule = try? PluralRule(parsing: ruleText) {
        if let operands { _ = rule.evaluate(operands) }
        let again = try? PluralRule(parsing: rule.description)
        fuzzCheck(again?.conditions == rule.conditions, "'\(rule.description)' does not parse back to the same rule")
    }
    return 0
}
