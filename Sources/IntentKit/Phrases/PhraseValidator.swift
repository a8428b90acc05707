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
}
