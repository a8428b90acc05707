// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization
import StringResources

extension AppShortcutsPhrases {
    /// Every App Shortcuts rule for an app's `shortcuts` against this table: the table's own rules (``validate()``)
    /// and those that need the intents (slots only for enum or entity parameters, at most 10 shortcuts, a phrase
    /// used by no shortcut), each finding located at its phrase (a phrase used by no shortcut at its
    /// development-language entry).
    public func validate(_ shortcuts: [AppShortcut]) -> [PhraseFinding] {
        var findings = validate()
        func signature(_ finding: PhraseFinding) -> String { "\(finding.rule)|\(finding.key ?? "")|\(finding.locale ?? "")" }
        var seen = Set(findings.map(signature))
        var lineIndex: SourceLineIndex?
        for finding in PhraseValidator.validate(shortcuts, localizer: localizer, developmentLanguage: developmentLanguage)
        where seen.insert(signature(finding)).inserted {
            guard let key = finding.key, let phrase = phrase(key, locale: finding.locale ?? developmentLanguage) else {
                findings.append(finding)
                continue
            }
            findings.append(finding.located(file: phrase.file, position: position(of: phrase, lineIndex: &lineIndex)))
        }
        return findings
    }
}
#endif
