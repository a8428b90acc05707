import Foundation

/// The CLDR plural rules of one locale: which ``PluralCategory`` a number takes.
///
/// The locale is resolved once, in `init`; selecting a category runs compiled code (generated from
/// CLDR by `generate-plural-rules`) and does not allocate for integers.
public struct PluralRules: Sendable, Hashable {
    /// The CLDR version the rules come from.
    public static let cldrVersion: String = PluralRuleData.cldrVersion

    /// The locale identifier as given.
    public let localeIdentifier: String
    /// The CLDR locale whose rules are used (`pt_PT`, `fi`, or `root` for an unknown language).
    public let resolvedLocale: String
    /// Whether the language was unknown (for this rule type) and root's rules (`other` only) are used.
    public let isFallback: Bool
    /// Cardinal or ordinal rules.
    public let type: PluralRuleType

    @usableFromInline let ruleSet: Int
    let sampleSet: Int
    let rangeSet: Int?

    /// Creates the rules for a locale identifier (`fi`, `fi_FI`, `pt-PT`, `zh-Hant-TW`, `en-US-u-nu-latn`).
    ///
    /// Never fails: an unknown language gets root's rules and ``isFallback`` is `true`.
    public init(locale identifier: String, type: PluralRuleType = .cardinal) {
        localeIdentifier = identifier
        self.type = type
        let resolution = PluralRules.resolve(identifier)
        let table = type == .cardinal ? PluralRuleData.cardinalLocales : PluralRuleData.ordinalLocales
        if let found = resolution.chain.first(where: { table[$0] != nil }), let entry = table[found] {
            resolvedLocale = found
            isFallback = false
            ruleSet = entry.ruleSet
            sampleSet = entry.samples
        } else {
            let root = table["root"] ?? PluralLocaleEntry(ruleSet: 0, samples: 0)
            resolvedLocale = "root"
            isFallback = !resolution.isRoot
            ruleSet = root.ruleSet
            sampleSet = root.samples
        }
        if type == .cardinal {
            rangeSet = resolution.chain.lazy.compactMap { PluralRuleData.rangeLocales[$0] }.first
        } else {
            rangeSet = nil
        }
    }

    /// Creates the rules for a Foundation `Locale`.
    public init(locale: Locale, type: PluralRuleType = .cardinal) {
        self.init(locale: locale.identifier, type: type)
    }

    /// The category of an integer of any width (the sign is ignored). Does not allocate.
    @inlinable
    public func category<I: BinaryInteger>(for value: I) -> PluralCategory {
        if let small = UInt64(exactly: value.magnitude) {
            return PluralRules.integerCategory(ruleSet: ruleSet, small)
        }
        return category(for: PluralOperands(value))
    }

    @usableFromInline
    static func integerCategory(ruleSet: Int, _ value: UInt64) -> PluralCategory {
        PluralRuleData.category(ruleSet: ruleSet, integer: value)
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        PluralRuleData.category(ruleSet: ruleSet, operands: operands)
    }

    /// The category of a decimal number string (`"1.50"`, `"1c6"`); throws with the column when malformed.
    public func category(forDecimal text: String) throws(PluralOperandsError) -> PluralCategory {
        category(for: try PluralOperands(parsing: text))
    }

    /// The categories the locale uses, in CLDR order (always ending in `other`).
    public var categories: [PluralCategory] {
        PluralRuleData.ruleSetCategories.indices.contains(ruleSet) ? PluralRuleData.ruleSetCategories[ruleSet] : [.other]
    }

    /// CLDR's sample numbers for `category` (empty when the locale does not use it).
    public func samples(for category: PluralCategory) -> PluralSamples {
        guard PluralRuleData.sampleSets.indices.contains(sampleSet),
              let text = PluralRuleData.sampleSets[sampleSet].first(where: { $0.0 == category })?.1
        else { return PluralSamples() }
        return (try? PluralSamples(parsing: text)) ?? PluralSamples()
    }

    /// The category of a range `start–end` (`1–2 days`) from CLDR's plural ranges; `end` when CLDR has none.
    public func category(forRange start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        guard let rangeSet, PluralRuleData.rangeSets.indices.contains(rangeSet) else { return end }
        for (first, last, result) in PluralRuleData.rangeSets[rangeSet] where first == start && last == end {
            return result
        }
        return end
    }
}
