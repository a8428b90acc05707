import CommandLineSupport
import PluralRules
import StringResources

/// `xcstrings plurals <locale> [number…]`: a locale's CLDR plural categories, samples and the category of numbers.
struct PluralsCommand: Command {
    static let spec = CommandSpec(
        name: "plurals",
        abstract: "Show a locale's CLDR plural categories with samples, and the category of each number given.",
        discussion: """
            Numbers are decimal strings as a String Catalog sees them: 1, 1.50 (two visible fraction digits),
            -0.0, 1c6 (compact: one million). Locales may be written fi, fi_FI, fi-FI, pt-PT, zh-Hant-TW, …;
            an unknown language gets CLDR's root rules (other only), with a warning.
            """,
        positionals: [
            PositionalSpec("locale", help: "The locale identifier (fi, pt-PT, en_US)."),
            PositionalSpec("number", help: "Numbers whose category to show.", isRequired: false, isRepeating: true),
        ],
        options: [
            .flag("ordinal", help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones."),
            .outputFormat(),
        ],
        examples: [
            (command: "xcstrings plurals fi 1 2 1.5", explanation: "Finnish categories, and the category of 1, 2 and 1.5"),
            (command: "xcstrings plurals en --ordinal 1 2 3 11", explanation: "English ordinals (1st, 2nd, 3rd, 11th)"),
            (command: "xcstrings plurals fr 1000000 1c6 --format json", explanation: "Machine-readable output"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let format = try arguments.outputFormat()
        let locale = arguments.positionals.first ?? ""
        if locale.allSatisfy(\.isWhitespace) {
            throw CommandFailure.usage("the locale is empty; give an identifier such as fi, pt-PT or en_US")
        }
        let type: PluralRuleType = arguments.flag("ordinal") ? .ordinal : .cardinal
        let rules = PluralRules(locale: locale, type: type)
        var numbers: [(String, PluralCategory)] = []
        for number in arguments.positionals.dropFirst() {
            do {
                let category = try rules.category(forDecimal: number)
                if !numbers.contains(where: { $0.0 == number }) { numbers.append((number, category)) }
            } catch {
                throw CommandFailure.data("number '\(number)': \(error)")
            }
        }
        if rules.isFallback {
            let kind = type == .ordinal ? "ordinal" : "cardinal"
            console.printError("xcstrings plurals: warning: CLDR \(PluralRules.cldrVersion) has no \(kind) plural rules for '\(locale)'; using root's (other only)")
        }
        console.print(format == "json" ? json(rules, numbers) : text(rules, numbers, console: console), terminator: "")
        return .success
    }

    static func text(_ rules: PluralRules, _ numbers: [(String, PluralCategory)], console: Console) -> String {
        var lines = ["\(rules.localeIdentifier): CLDR \(PluralRules.cldrVersion) \(rules.type.rawValue) rules of '\(rules.resolvedLocale)'", ""]
        let width = rules.categories.map(\.rawValue.count).max() ?? 5
        for category in rules.categories {
            let samples = rules.samples(for: category)
            let name = console.styled(category.rawValue, .bold) + String(repeating: " ", count: width - category.rawValue.count)
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
            let numberWidth = numbers.map(\.0.count).max() ?? 0
            for (number, category) in numbers {
                lines.append("  " + number + String(repeating: " ", count: numberWidth - number.count) + "  → " + category.rawValue)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON form, keys in a fixed order: locale, resolvedLocale, type, categories, numbers.
    static func json(_ rules: PluralRules, _ numbers: [(String, PluralCategory)]) -> String {
        let categories: [(String, JSONValue)] = rules.categories.map { category in
            (category.rawValue, JSONValue.array(rules.samples(for: category).all.map { .string($0) }).singleLine)
        }
        let value: JSONValue = [
            "locale": .string(rules.localeIdentifier),
            "resolvedLocale": .string(rules.resolvedLocale),
            "type": .string(rules.type.rawValue),
            "categories": .object(categories),
            "numbers": .object(numbers.map { ($0.0, .string($0.1.rawValue)) }),
        ]
        return JSONWriter.text(value) + "\n"
    }
}
