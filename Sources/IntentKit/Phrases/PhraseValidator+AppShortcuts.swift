// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

extension PhraseValidator {
    /// Checks an app's shortcuts and their translations in `localizer`'s `AppShortcuts` table (every language it
    /// has, and the development language, whose phrases are the keys): Apple's phrase rules, slots only for enum and
    /// entity parameters, at most 10 shortcuts, and a phrase of the table used by no shortcut.
    public static func validate(
        _ shortcuts: [AppShortcut], localizer: Localizer, developmentLanguage: String
    ) -> [PhraseFinding] {
        var translations: [String: [String: String]] = [:]
        var kinds: [String: [String: IntentValueKind]] = [:]
        var names: [String: String] = [:]
        var used = Set<String>()
        let locales = localizer.availableLocales(table: AppShortcutsPhrases.table)
        for shortcut in shortcuts {
            let parameterKinds = shortcut.parameterKinds
            for key in shortcut.phrases {
                used.insert(key)
                kinds[key] = parameterKinds
                names[key] = shortcut.intentType.identifier
                translations[key, default: [:]][developmentLanguage] = key
            }
        }
        for locale in locales {
            for key in translations.keys {
                if let value = localizer.localizedString(forKey: key, table: AppShortcutsPhrases.table, locale: locale) {
                    translations[key, default: [:]][locale] = value
                }
            }
        }
        var findings = validate(
            translations: translations, usedKeys: nil, parameterKinds: kinds,
            intentNames: names, shortcutCount: shortcuts.count
        )
        var unused = Set<String>()
        for locale in locales {
            for key in localizer.keys(table: AppShortcutsPhrases.table, language: locale) where !used.contains(key) {
                unused.insert(key)
            }
        }
        for key in unused.sorted() {
            findings.append(PhraseFinding(
                rule: .unusedPhrase, severity: .warning, key: key, locale: nil,
                message: "This phrase is not used in any App Shortcut or as a Negative Phrase."
            ))
        }
        return findings
    }

    /// Checks `provider`'s shortcuts as ``validate(_:localizer:developmentLanguage:)`` does.
    public static func validate<Provider: AppShortcutsProvider>(
        provider: Provider.Type, localizer: Localizer, developmentLanguage: String
    ) -> [PhraseFinding] {
        validate(provider.appShortcuts, localizer: localizer, developmentLanguage: developmentLanguage)
    }
}
#endif
