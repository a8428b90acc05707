import PluralRules

/// What a ``ValidationTableCheck`` sees of one table in every language, and where it reports findings.
public struct ValidationTableContext: Sendable {
    /// The table in every language.
    public let tableSet: ValidationTableSet
    /// The options of the run.
    public let options: ValidationOptions
    /// The language the others are compared with (see ``ValidationTableSet/developmentLanguage(preferred:)``).
    public let developmentLanguage: String?
    /// The languages every key must be translated into: the options' locales, or every language of the
    /// set but the development language and `Base`.
    public let targetLanguages: [String]

    private(set) var findings: [ValidationFinding] = []
    private var lineIndexes: [Int: SourceLineIndex] = [:]
    private var pluralRulesCache: [String: PluralRules] = [:]
    private var pluralNeedsCache: [String: ValidationPluralNeeds] = [:]

    /// Creates the context of one table set.
    public init(tableSet: ValidationTableSet, options: ValidationOptions) {
        self.tableSet = tableSet
        self.options = options
        let development = tableSet.developmentLanguage(preferred: options.developmentLanguage)
        developmentLanguage = development
        let languages = tableSet.tables.compactMap(\.language)
        targetLanguages = (options.locales ?? languages.filter { !DevelopmentLanguageChoice.isBase($0) }).filter { $0 != development }
    }

    /// Whether findings about `language` are wanted: the development language and the target languages are.
    public func includes(language: String?) -> Bool {
        guard let language, options.locales != nil else { return true }
        return language == developmentLanguage || targetLanguages.contains(language)
    }

    /// The CLDR plural rules of `language`, computed once per language.
    public mutating func pluralRules(for language: String) -> PluralRules {
        if let rules = pluralRulesCache[language] { return rules }
        let rules = PluralRules(locale: language)
        pluralRulesCache[language] = rules
        return rules
    }

    /// The plural categories `language` needs by argument, computed once per language.
    mutating func pluralNeeds(for language: String) -> ValidationPluralNeeds {
        if let needs = pluralNeedsCache[language] { return needs }
        let needs = ValidationPluralNeeds(rules: pluralRules(for: language))
        pluralNeedsCache[language] = needs
        return needs
    }

    /// The position of a `.stringsdict` key of table `index`: `path` is the entry key, then optionally
    /// the variable and the form.
    public mutating func stringsdictPosition(table index: Int, _ path: [String]) -> SourcePosition? {
        let table = tableSet.tables[index]
        guard let offset = table.stringsdictOffsets[path.joined(separator: "\u{0}")], let bytes = table.stringsdictBytes else { return nil }
        if let lineIndex = lineIndexes[index] { return lineIndex.position(ofOffset: offset) }
        let lineIndex = SourceLineIndex(bytes: bytes)
        lineIndexes[index] = lineIndex
        return lineIndex.position(ofOffset: offset)
    }

    /// Reports a finding.
    public mutating func report(
        _ severity: Severity,
        _ rule: ValidationRule.ID,
        file: String?,
        position: SourcePosition?,
        key: String?,
        locale: String?,
        keyPath: [String] = [],
        _ message: String
    ) {
        findings.append(ValidationFinding(
            severity: severity, rule: rule, file: file, position: position, key: key, locale: locale,
            keyPath: keyPath, message: message))
    }
}
