// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Localization
import Testing

struct DescribeIntent: AppIntent {
    static let title: LocalizedStringResource = "Describe"
    @Parameter(title: "Text") var text: String
    @Parameter(title: "Priority") var priority: Priority?
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct PhraseValidatorTests {
    @Test func theSampleAppsAreClean() {
        #expect(PhraseValidator.validate(provider: TaskShortcuts.self, localizer: TaskAppStrings.localizer, developmentLanguage: "en").isEmpty)
        #expect(PhraseValidator.validate(provider: ActionShortcuts.self, localizer: ActionAppStrings.localizer, developmentLanguage: "en").isEmpty)
    }

    @Test(arguments: [
        ("Add a task", "en", 1),
        ("${applicationName} ile ${applicationName} görev ekle", "tr", 1),
        ("Lisää tehtävä ${applicationName}-sovellukseen", "fi", 0),
        ("${applicationName}'a görev ekle", "tr", 0),
        ("${applicationname}'a görev ekle", "tr", 1),
    ])
    func applicationNameExactlyOnce(phrase: String, locale: String, findings: Int) {
        let result = PhraseValidator.validate(phrase: phrase, key: "k", locale: locale)
        #expect(result.count == findings)
        #expect(result.allSatisfy { $0.rule == .applicationNameCount && $0.key == "k" && $0.locale == locale && $0.severity == .error })
        #expect(result.allSatisfy { $0.message.hasPrefix(PhraseValidator.applicationNameMessage) })
    }

    @Test func everyLanguageIsChecked() {
        let localizer = Localizer(strings: ["AppShortcuts": [
            "tr": ["Add a task to ${applicationName}": "görev ekle"],
            "fi": ["Add a task to ${applicationName}": "${applicationName} ${applicationName}"],
        ]])
        let shortcuts = [AppShortcut(intent: AddTaskIntent(), phrases: ["Add a task to \(.applicationName)"],
                                     shortTitle: "Add", systemImageName: "plus")]
        let findings = PhraseValidator.validate(shortcuts, localizer: localizer, developmentLanguage: "en")
        #expect(findings.map(\.locale) == ["fi", "tr"])
        #expect(findings.map(\.rule) == [.applicationNameCount, .applicationNameCount])
        #expect(findings.allSatisfy { $0.key == "Add a task to ${applicationName}" })
    }

    @Test func slotsOnlyForEnumsAndEntities() {
        let shortcuts = [AppShortcut(
            intent: DescribeIntent(),
            phrases: ["Describe \(\.$text) in \(.applicationName)", "Describe \(\.$priority) in \(.applicationName)",
                      AppShortcutPhrase("Describe ${size} in ${applicationName}")],
            shortTitle: "Describe", systemImageName: "text")]
        #expect(shortcuts.first?.phrases.first == "Describe ${text} in ${applicationName}")
        let findings = PhraseValidator.validate(shortcuts, localizer: Localizer(strings: [:]), developmentLanguage: "en")
        #expect(findings.map(\.rule) == [.unknownParameter, .parameterType])
        #expect(findings.map(\.key) == ["Describe ${size} in ${applicationName}", "Describe ${text} in ${applicationName}"])
        #expect(findings.last?.message.contains("AppEntity or AppEnum") == true)
        #expect(findings.allSatisfy { $0.locale == "en" })
    }

    @Test func atMostTenShortcuts() {
        let eleven = (1...11).map { index in
            let key = "Open \(index) ${applicationName}"
            return AppShortcut(intent: OpenListIntent(), phrases: [AppShortcutPhrase(key)],
                        shortTitle: "Open", systemImageName: "list")
        }
        let findings = PhraseValidator.validate(eleven, localizer: Localizer(strings: [:]), developmentLanguage: "en")
        #expect(findings.map(\.rule) == [.tooManyShortcuts])
        #expect(PhraseValidator.validate(Array(eleven.prefix(10)), localizer: Localizer(strings: [:]), developmentLanguage: "en").isEmpty)
    }

    @Test func unusedPhraseIsReported() {
        var tables = TaskAppStrings.appShortcuts
        tables["tr", default: [:]]["Delete a task in ${applicationName}"] = "${applicationName}'dan görev sil"
        let localizer = Localizer(strings: ["AppShortcuts": tables])
        let findings = PhraseValidator.validate(provider: TaskShortcuts.self, localizer: localizer, developmentLanguage: "en")
        #expect(findings.map(\.rule) == [.unusedPhrase])
        #expect(findings.first?.key == "Delete a task in ${applicationName}")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message == "This phrase is not used in any App Shortcut or as a Negative Phrase.")
    }

    @Test func tableLevelValidationForCatalogs() {
        let findings = PhraseValidator.validate(
            translations: ["Open ${applicationName}": ["en": "Open ${applicationName}", "tr": "aç"], "Old": ["en": "Old ${applicationName}"]],
            usedKeys: ["Open ${applicationName}"]
        )
        #expect(findings.map(\.rule) == [.unusedPhrase, .applicationNameCount])
        #expect(findings.map(\.description) == [
            "AppShortcuts: warning: This phrase is not used in any App Shortcut or as a Negative Phrase. (\"Old\")",
            "AppShortcuts: error: " + PhraseValidator.applicationNameMessage + " (\"Open ${applicationName}\" [tr])",
        ])
    }
}
#endif
