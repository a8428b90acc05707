/// One table (such as `Localizable`) in every language of a folder of `<lang>.lproj` folders.
public struct ValidationTableSet: Sendable {
    /// The table's name, e.g. `Localizable`.
    public var name: String
    /// The folder holding the `.lproj` folders, as the caller gave it.
    public var folder: String
    /// The tables by language, in alphabetical order of language.
    public var tables: [ValidationTable]

    /// Creates a table set.
    public init(name: String, folder: String, tables: [ValidationTable]) {
        self.name = name
        self.folder = folder
        self.tables = tables
    }

    /// The development language: `preferred` when the set has it; without `preferred`, `en`, else `Base`, else
    /// the one regional English (`en-US`, or `en-US` among several); `nil` when it cannot tell (see
    /// ``developmentLanguageChoice(preferred:)``, which says why).
    public func developmentLanguage(preferred: String?) -> String? {
        developmentLanguageChoice(preferred: preferred).language
    }

    /// How the development language was chosen, so that lint and statistics can say which language they
    /// compare against, and never compare against some other language silently.
    public struct DevelopmentLanguageChoice: Hashable, Sendable {
        /// How the language was found.
        public enum Reason: Hashable, Sendable {
            /// The caller named it (`--source-language`) and the set has it.
            case given
            /// `en` or `Base`, the usual development languages, or the set's only language.
            case usual
            /// No `en` or `Base` table: the one regional English one (`en-US`, or `en-US` among several).
            case regionalEnglish
            /// The caller named a language the set does not have.
            case givenButAbsent(String)
            /// Neither named nor English nor Base.
            case unknown
        }

        /// The language, spelled as its `.lproj` folder; `nil` when it cannot be told.
        public var language: String?
        /// How it was found.
        public var reason: Reason
    }

    /// The development language and how it was found (see ``developmentLanguage(preferred:)``).
    public func developmentLanguageChoice(preferred: String?) -> DevelopmentLanguageChoice {
        let languages = tables.compactMap(\.language)
        func normalized(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: "-") }
        if let preferred {
            if let exact = languages.first(where: { normalized($0) == normalized(preferred) }) {
                return DevelopmentLanguageChoice(language: exact, reason: .given)
            }
            // `en` names the one `en-US` table too (a language without a region takes its regional localization).
            let regional = languages.filter { normalized($0).hasPrefix(normalized(preferred) + "-") }
            if !preferred.contains("-"), !preferred.contains("_"), regional.count == 1, let only = regional.first {
                return DevelopmentLanguageChoice(language: only, reason: .given)
            }
            return DevelopmentLanguageChoice(language: nil, reason: .givenButAbsent(preferred))
        }
        if languages.contains("en") { return DevelopmentLanguageChoice(language: "en", reason: .usual) }
        if languages.contains("Base") { return DevelopmentLanguageChoice(language: "Base", reason: .usual) }
        if languages.count <= 1 { return DevelopmentLanguageChoice(language: languages.first, reason: .usual) }
        let english = languages.filter { normalized($0).hasPrefix("en-") }
        if english.count == 1, let only = english.first {
            return DevelopmentLanguageChoice(language: only, reason: .regionalEnglish)
        }
        if let american = english.first(where: { normalized($0) == "en-us" }) {
            return DevelopmentLanguageChoice(language: american, reason: .regionalEnglish)
        }
        return DevelopmentLanguageChoice(language: nil, reason: .unknown)
    }
}
