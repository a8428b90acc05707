import PluralRules
import StringResources

/// What `xcstrings plurals` shows: a locale's CLDR plural categories with their samples, and the category of each
/// number asked about.
public struct PluralReport: Sendable {
    /// The rules of the locale.
    public let rules: PluralRules
    /// The numbers asked about, each once, with its category.
    public let numbers: [(number: String, category: PluralCategory)]

    /// The report for `locale` (`fi`, `pt-PT`, `en_US`) and `numbers` (decimal strings as a String Catalog sees
    /// them: `1`, `1.50`, `-0.0`, `1c6`).
    ///
    /// - Throws: ``XCStringsError/Kind/invalidRequest`` for an empty locale; ``XCStringsError/Kind/malformedInput``
    ///   for a number that is not one (with the column of the problem).
    public init(locale: String, numbers: [String], type: PluralRuleType = .cardinal) throws(XCStringsError) {
        if locale.allSatisfy(\.isWhitespace) {
            throw .invalidRequest("the locale is empty; give an identifier such as fi, pt-PT or en_US")
        }
        let rules = PluralRules(locale: locale, type: type)
        var found: [(number: String, category: PluralCategory)] = []
        for number in numbers {
            do {
                let category = try rules.category(forDecimal: number)
                if !found.contains(where: { $0.number == number }) { found.append((number, category)) }
            } catch {
                throw XCStringsError(.malformedInput, "number '\(number)': \(error)")
            }
        }
        self.rules = rules
        self.numbers = found
    }

    /// A warning when CLDR has no rules for the locale's language (root's, `other` only, are used).
    public var fallbackWarning: String? {
        guard rules.isFallback else { return nil }
        let kind = rules.type == .ordinal ? "ordinal" : "cardinal"
        return "CLDR \(PluralRules.cldrVersion) has no \(kind) plural rules for '\(rules.localeIdentifier)'; using root's (other only)"
    }

    /// One line per category with its samples, then `number → category` lines; `bold` styles category names.
    public func text(bold: (String) -> String = { $0 }) -> String {
        var lines = ["\(rules.localeIdentifier): CLDR \(PluralRules.cldrVersion) \(rules.type.rawValue) rules of '\(rules.resolvedLocale)'", ""]
        let width = rules.categories.map(\.rawValue.count).max() ?? 5
        for category in rules.categories {
            let samples = rules.samples(for: category)
            let name = bold(category.rawValue) + String(repeating: " ", count: width - category.rawValue.count)
            var rows: [String] = []
            if !samples.integers.isEmpty {
                rows.append("integers: " + (samples.integers + (samples.integersAreOpenEnded ? ["…"] : [])).joined(separator: ", "))
            }
            if !samples.decimals.isEmpty {
                rows.append("decimals: " + (samples.decimals + (samples.decimalsAreOpenEnded ? ["…"] : [])).joined(separator: ", "))
            }
            if rows.isEmpty { rows.append("(no samples)") }
            for (index, row) in rows.enumerated() {
                lines.append("  " + (index == 0 ? name : String(repeating: " ", count: width)) + "  " + row)
            }
        }
        if !numbers.isEmpty {
            lines.append("")
            let numberWidth = numbers.map(\.number.count).max() ?? 0
            for (number, category) in numbers {
                lines.append("  " + number + String(repeating: " ", count: numberWidth - number.count) + "  → " + category.rawValue)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON form, keys in a fixed order: locale, resolvedLocale, type, categories (each with its samples),
    /// numbers (each with its category); ends with a line break.
    public var json: String {
        let categories: [(String, JSONValue)] = rules.categories.map { category in
            (category.rawValue, JSONValue.array(rules.samples(for: category).all.map { .string($0) }).singleLine)
        }
        let value: JSONValue = [
            "locale": .string(rules.localeIdentifier),
            "resolvedLocale": .string(rules.resolvedLocale),
            "type": .string(rules.type.rawValue),
            "categories": .object(categories),
            "numbers": .object(numbers.map { ($0.number, .string($0.category.rawValue)) }),
        ]
        return JSONWriter.text(value) + "\n"
    }
}
