/// Chooses localizations for a user's language preferences, as `Bundle.preferredLocalizations(from:forPreferences:)` does.
///
/// Identifiers are compared without regard to case or `_`/`-`; POSIX names such as `fi_FI.UTF-8@euro` are
/// understood. The first preference that matches any available localization decides: its matches are returned best
/// first (`pt-PT` gives `pt-PT` then `pt`), and later preferences are not consulted. `fi-FI` matches `fi`,
/// `zh-Hant-TW` and `zh-TW` match `zh-Hant`, `zh-CN` matches `zh-Hans`, `pt-BR` and `pt-PT` are kept apart,
/// `nb` and `no` are the same language.
public enum LanguageNegotiation {
    /// The available localizations that best match `preferences`, best first, spelled as in `available`.
    ///
    /// Returns an empty array when no preference matches; the caller then falls back to its development language.
    /// `Base` is never chosen through a preference.
    public static func preferredLocalizations(from available: [String], forPreferences preferences: [String]) -> [String] {
        let parsed: [(name: String, identifier: LanguageIdentifier)] = available.compactMap { name in
            guard let identifier = LanguageIdentifier(name), identifier.language != "base" else { return nil }
            return (name, identifier)
        }
        for preference in preferences {
            guard let wanted = LanguageIdentifier(preference) else { continue }
            var result: [String] = []
            for candidate in wanted.fallbackChain {
                for entry in parsed where entry.identifier.sameAs(candidate) && !result.contains(entry.name) {
                    result.append(entry.name)
                }
            }
            // A preference without a region takes a regional localization of its language and script
            // (`en` → `en-US`, `zh-Hant` → `zh-TW`) when nothing closer exists.
            if result.isEmpty, wanted.region == nil {
                for entry in parsed where entry.identifier.region != nil
                    && (entry.identifier.language == wanted.language
                        || LanguageIdentifier.equivalentLanguages(of: wanted.language).contains(entry.identifier.language))
                    && entry.identifier.impliedScript == wanted.impliedScript {
                    result.append(entry.name)
                }
            }
            if !result.isEmpty { return result }
        }
        return []
    }

    /// Whether two localization names denote the same localization (`zh_TW` and `zh-Hant-TW`, `EN` and `en`).
    public static func isSameLocalization(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        guard let a = LanguageIdentifier(first), let b = LanguageIdentifier(second) else { return false }
        return a.sameAs(b) || LanguageIdentifier.equivalentLanguages(of: a.language).contains(b.language)
            && a.script == b.script && a.region == b.region
    }

    /// The BCP 47 form of a language name: `fi_FI.UTF-8@euro` → `fi-FI`; `nil` for `C`, `POSIX` or an empty name.
    public static func languageTag(_ name: String) -> String? {
        LanguageIdentifier(name)?.description
    }
}
