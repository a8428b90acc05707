/// Apple's rules for App Shortcut phrases, as a library call (also used by `xcstrings lint` on an `AppShortcuts` catalog).
public enum PhraseValidator {
    /// The most App Shortcuts an app may have.
    public static let maximumShortcutCount = 10

    /// The wording for a phrase without exactly one `${applicationName}`.
    public static let applicationNameMessage =
        "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."

    /// Checks one phrase in one locale: `${applicationName}` exactly once, and (when `parameterKinds` is given)
    /// every other slot naming an enum or entity parameter.
    public static func validate(
        phrase: String, key: String, locale: String, parameterKinds: [String: IntentValueKind]? = nil, intentName: String? = nil
    ) -> [PhraseFinding] {
        var findings: [PhraseFinding] = []
        let template = PhraseTemplate(phrase)
        let count = template.placeholders.filter { $0 == PhraseTemplate.applicationName }.count
        if count != 1 {
            findings.append(PhraseFinding(
                rule: .applicationNameCount, severity: .error, key: key, locale: locale,
                message: applicationNameMessage + (count == 0 ? "" : " It has \(count).")
            ))
        }
        guard let parameterKinds else { return findings }
        var reported = Set<String>()
        for name in template.parameterPlaceholders where reported.insert(name).inserted {
            guard let kind = parameterKinds[name] else {
                findings.append(PhraseFinding(
                    rule: .unknownParameter, severity: .error, key: key, locale: locale,
                    message: "Invalid parameter. '${\(name)}' is not a parameter of \(intentName ?? "the intent")."
                ))
                continue
            }
            if !kind.isAllowedInPhrases {
                findings.append(PhraseFinding(
                    rule: .parameterType, severity: .error, key: key, locale: locale,
                    message: "Invalid parameter type. '${\(name)}' is a \(kind.rawValue) parameter; App Shortcut phrases "
                        + "only support parameters of type AppEntity or AppEnum."
                ))
            }
        }
        return findings
    }

    /// Checks a table of phrases (`key → locale → phrase`): each translation with the rules above (slots checked
    /// when `parameterKinds[key]` is known); with `usedKeys`, a key no shortcut uses is reported; with `shortcutCount`,
    /// more than 10 shortcuts are reported. Findings are sorted by key, then locale.
    public static func validate(
        translations: [String: [String: String]],
        usedKeys: Set<String>? = nil,
        parameterKinds: [String: [String: IntentValueKind]] = [:],
        intentNames: [String: String] = [:],
        shortcutCount: Int? = nil
    ) -> [PhraseFinding] {
        var findings: [PhraseFinding] = []
        if let shortcutCount, shortcutCount > maximumShortcutCount {
            findings.append(PhraseFinding(
                rule: .tooManyShortcuts, severity: .error, key: nil, locale: nil,
                message: "Too many App Shortcuts. An app can have at most \(maximumShortcutCount) App Shortcuts; "
                    + "this one has \(shortcutCount)."
            ))
        }
        for key in translations.keys.sorted() {
            if let usedKeys, !usedKeys.contains(key) {
                findings.append(PhraseFinding(
                    rule: .unusedPhrase, severity: .warning, key: key, locale: nil,
                    message: "This phrase is not used in any App Shortcut or as a Negative Phrase."
                ))
            }
            let byLocale = translations[key] ?? [:]
            for locale in byLocale.keys.sorted() {
                findings += validate(
                    phrase: byLocale[locale] ?? "", key: key, locale: locale,
                    parameterKinds: parameterKinds[key], intentName: intentNames[key]
                )
            }
        }
        return findings
    }

    /// Checks an app's shortcuts and their translations in `lookup`'s `AppShortcuts` table (every locale it has,
    /// and the development language, whose phrases are the keys).
    ///
    /// A phrase used by no shortcut is reported only when `lookup` can list its keys (``IntentStringKeyListing``:
    /// ``InMemoryStringLookup``, ``AppShortcutsPhrases/lookup``); Localization's `Localizer` cannot, so validate
    /// with ``AppShortcutsPhrases/validate(_:)`` on the loaded table to get that rule too.
    public static func validate(
        _ shortcuts: [ShortcutDefinition], lookup: any IntentStringLookup, developmentLanguage: String
    ) -> [PhraseFinding] {
        var translations: [String: [String: String]] = [:]
        var kinds: [String: [String: IntentValueKind]] = [:]
        var names: [String: String] = [:]
        var used = Set<String>()
        let locales = lookup.availableLocales(table: ShortcutPhrases.table)
        for shortcut in shortcuts {
            let parameterKinds = shortcut.parameterKinds
            for key in shortcut.phrases {
                used.insert(key)
                kinds[key] = parameterKinds
                names[key] = shortcut.intent.identifier
                translations[key, default: [:]][developmentLanguage] = key
            }
        }
        for locale in locales {
            for key in translations.keys {
                if let value = lookup.localizedString(forKey: key, table: ShortcutPhrases.table, locale: locale) {
                    translations[key, default: [:]][locale] = value
                }
            }
        }
        var findings = validate(
            translations: translations, usedKeys: nil, parameterKinds: kinds,
            intentNames: names, shortcutCount: shortcuts.count
        )
        if let tableKeys = lookup as? any IntentStringKeyListing {
            var unused = Set<String>()
            for locale in locales {
                for key in tableKeys.keys(table: ShortcutPhrases.table, locale: locale) where !used.contains(key) {
                    unused.insert(key)
                }
            }
            for key in unused.sorted() {
                findings.append(PhraseFinding(
                    rule: .unusedPhrase, severity: .warning, key: key, locale: nil,
                    message: "This phrase is not used in any App Shortcut or as a Negative Phrase."
                ))
            }
        }
        return findings
    }
}
