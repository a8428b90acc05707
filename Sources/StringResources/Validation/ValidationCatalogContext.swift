import PluralRules

/// What a ``ValidationCatalogCheck`` sees of one String Catalog, and where it reports findings.
///
/// Findings are reported with the byte offset of the node concerned; positions are computed once per
/// file at the end, so reporting stays cheap however many findings there are.
public struct ValidationCatalogContext: Sendable {
    /// The catalog being validated.
    public let catalog: StringCatalog
    /// The catalog's path as the caller gave it, when it came from a file.
    public let file: String?
    /// The options of the run.
    public let options: ValidationOptions
    /// The locales every key must be translated into: the options' locales, or every locale the catalog
    /// has; never the source language.
    public let targetLocales: [String]

    private let targetSet: Set<String>
    private var pluralRulesCache: [String: PluralRules] = [:]
    private var pluralNeedsCache: [String: ValidationPluralNeeds] = [:]
    private var pending = ValidationPendingFindings()
    /// The string units of the catalog, collected once for all the checks that ask (when first asked).
    private var leafCache: ValidationCatalogLeaves?

    /// Creates the context of one catalog.
    public init(catalog: StringCatalog, file: String?, options: ValidationOptions) {
        self.catalog = catalog
        self.file = file
        self.options = options
        var locales: [String]
        if let wanted = options.locales {
            locales = wanted
        } else {
            var seen = Set<String>()
            locales = []
            for entry in catalog.strings.values {
                for locale in entry.localizations.keys where seen.insert(locale).inserted {
                    locales.append(locale)
                }
            }
            locales.sort()
        }
        targetLocales = locales.filter { $0 != catalog.sourceLanguage }
        targetSet = Set(targetLocales)
    }

    /// Whether findings about translations into `locale` are wanted: the source language and the
    /// target locales are; with explicit ``ValidationOptions/locales`` other locales are not.
    public func includes(locale: String) -> Bool {
        options.locales == nil || locale == catalog.sourceLanguage || targetSet.contains(locale)
    }

    /// The CLDR plural rules of `locale`, computed once per locale.
    public mutating func pluralRules(for locale: String) -> PluralRules {
        if let rules = pluralRulesCache[locale] { return rules }
        let rules = PluralRules(locale: locale)
        pluralRulesCache[locale] = rules
        return rules
    }

    /// The plural categories `locale` needs by argument, computed once per locale.
    mutating func pluralNeeds(for locale: String) -> ValidationPluralNeeds {
        if let needs = pluralNeedsCache[locale] { return needs }
        let needs = ValidationPluralNeeds(rules: pluralRules(for: locale))
        pluralNeedsCache[locale] = needs
        return needs
    }

    /// The string units of localization `localization` of entry `entry` (positions in the catalog's `strings` and
    /// the entry's `localizations`) with their variation paths, as ``CatalogLocalization/stringUnitLeaves`` lists
    /// them; the catalog is walked once for every check. The slice's indices are the leaves' positions for
    /// ``format(ofLeaf:)``.
    mutating func leaves(entry: Int, localization: Int) -> ArraySlice<CatalogStringUnitLeaf> {
        if leafCache == nil { leafCache = ValidationCatalogLeaves(catalog: catalog) }
        // Read in place: binding the cache would copy it at every call.
        return leafCache?.leaves(entry: entry, localization: localization) ?? []
    }

    /// The format of the leaf at `position` of ``leaves(entry:localization:)``, parsed once for every check.
    mutating func format(ofLeaf position: Int) -> FormatString {
        leafCache?.format(ofLeaf: position) ?? ValidationCatalogLeaves.plainText
    }

    /// Reports a finding about the node read at byte `offset` of the catalog.
    public mutating func report(
        _ severity: Severity,
        _ rule: ValidationRule.ID,
        at offset: Int?,
        key: String?,
        locale: String?,
        keyPath: [String],
        _ message: String
    ) {
        report(severity, rule, at: offset, key: key, locale: locale, keyPath: keyPath, message: .text(message))
    }

    /// Reports a finding whose message is kept as parts until a report writes it (the common findings of a lint).
    mutating func report(
        _ severity: Severity,
        _ rule: ValidationRule.ID,
        at offset: Int?,
        key: String?,
        locale: String?,
        keyPath: [String],
        message: ValidationFindingMessage
    ) {
        pending.append(severity, rule, file: file, key: key, locale: locale, keyPath: keyPath, message: message, offset: offset)
    }

    /// Reports `key` as lacking a translation into each of `locales` whose `present` is false, at byte `offset`:
    /// the findings of a catalog that lacks tens of thousands, made in one loop that shares their location.
    mutating func reportMissingTranslations(of key: String, at offset: Int?, keyPath: [String], locales: [String], present: [Bool]) {
        pending.appendMissingTranslations(of: key, file: file, keyPath: keyPath, locales: locales, present: present, offset: offset)
    }

    /// Makes room for about `count` more findings (a check that can tell how many it will report).
    mutating func reserveFindings(_ count: Int) {
        pending.reserveCapacity(additional: count)
    }

    /// The byte offset to report a finding about `unit`'s value at: byte `index` of the value (a
    /// specifier's `%`) when the source spells the value up to it byte for byte, else the value's opening
    /// quote, else the string unit's object.
    ///
    /// A JSON escape before `index` (`\n`, `\"`, `\u00e4`) makes the source longer than the value, so the
    /// place inside the value is given only when it is exact.
    public func offset(of unit: CatalogStringUnit, valueByte index: Int? = nil) -> Int? {
        guard let quote = unit.valueOffset else { return unit.sourceOffset }
        guard let index, let bytes = catalog.sourceBytes else { return quote }
        let start = quote + 1
        let value = unit.value.utf8
        guard index >= 0, index <= value.count, start + index <= bytes.count,
              bytes[start..<(start + index)].elementsEqual(value.prefix(index)) else { return quote }
        return start + index
    }

    /// The findings reported so far, with their positions.
    public var findings: [ValidationFinding] {
        pending.resolved(bytes: catalog.sourceBytes)
    }

    /// The findings reported so far, with their positions, taken out of the context (no copy of them).
    mutating func takeFindings() -> [ValidationFinding] {
        let taken = pending
        pending = ValidationPendingFindings()
        return taken.resolved(bytes: catalog.sourceBytes)
    }
}
