/// Which of a table's localizations holds its development language, and how that was told.
///
/// The one rule for every reader of `.lproj` tables (lint, statistics, migration): the language the caller names
/// when the table has it; else `en`, else `Base` (Base internationalization: the development language's text
/// under no language's name), else the table's only language; else its one regional English (`en-US`, or `en-US`
/// among several). Never some other language silently: when none of these applies, the language is `nil` and the
/// reason says why, so that the caller asks for one.
public struct DevelopmentLanguageChoice: Hashable, Sendable {
    /// How the language was found.
    public enum Reason: Hashable, Sendable {
        /// The caller named it (`--source-language`) and the table has it.
        case given
        /// `en` or `Base`, the usual development languages, or the table's only language.
        case usual
        /// No `en` or `Base`: the one regional English (`en-US`, or `en-US` among several).
        case regionalEnglish
        /// The caller named a language the table does not have.
        case givenButAbsent(String)
        /// Neither named nor English nor Base.
        case unknown
    }

    /// The localization, spelled as its `.lproj` folder (`en`, `Base`, `en-GB`); `nil` when it cannot be told.
    public var language: String?
    /// How it was found.
    public var reason: Reason

    /// The name of Base internationalization's localization (`Base.lproj`).
    public static let base = "Base"

    /// Whether a localization name is Base internationalization's (`Base.lproj`, in any case).
    public static func isBase(_ language: String) -> Bool { language.lowercased() == "base" }

    /// Creates a choice from its parts.
    public init(language: String?, reason: Reason) {
        self.language = language
        self.reason = reason
    }

    /// Chooses among `languages` (spelled as their `.lproj` folders) by the rule above.
    public init(choosingAmong languages: [String], preferred: String?) {
        func normalized(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: "-") }
        if let preferred {
            if let exact = languages.first(where: { normalized($0) == normalized(preferred) }) {
                self.init(language: exact, reason: .given)
                return
            }
            // `en` names the one `en-US` table too (a language without a region takes its regional localization).
            let regional = languages.filter { normalized($0).hasPrefix(normalized(preferred) + "-") }
            if !preferred.contains("-"), !preferred.contains("_"), regional.count == 1, let only = regional.first {
                self.init(language: only, reason: .given)
            } else {
                self.init(language: nil, reason: .givenButAbsent(preferred))
            }
            return
        }
        if languages.contains("en") {
            self.init(language: "en", reason: .usual)
        } else if let base = languages.first(where: Self.isBase) {
            self.init(language: base, reason: .usual)
        } else if languages.count <= 1 {
            self.init(language: languages.first, reason: .usual)
        } else {
            let english = languages.filter { normalized($0).hasPrefix("en-") }
            if english.count == 1, let only = english.first {
                self.init(language: only, reason: .regionalEnglish)
            } else if let american = english.first(where: { normalized($0) == "en-us" }) {
                self.init(language: american, reason: .regionalEnglish)
            } else {
                self.init(language: nil, reason: .unknown)
            }
        }
    }

    /// Whether the chosen localization is `Base`.
    public var isBase: Bool { language.map(Self.isBase) ?? false }
}
