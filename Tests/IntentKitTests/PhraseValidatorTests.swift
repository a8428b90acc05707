import IntentKit
import Localization
import Testing

struct DescribeIntent: PortableIntent {
    static let title: LocalizedResource = "Describe"
    @IntentParam(title: "Text") var text: String
    @IntentParam(title: "Priority") var priority: Priority?
    func perform(_ context: IntentContext) async throws -> IntentOutcome { .result() }
}

@Suite struct PhraseValidatorTests {
    @Test func theSampleAppsAreClean() {
        #expect(PhraseValidator.validate(TaskShortcuts.shortcuts, lookup: TaskAppStrings.lookup, developmentLanguage: "en").isEmpty)
        #expect(PhraseValidator.validate(ActionShortcuts.shortcuts, lookup: ActionAppStrings.lookup, developmentLanguage: "en").isEmpty)
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
        let lookup = InMemoryStringLookup(tables: ["AppShortcuts": [
            "tr": ["Add a task to ${applicationName}": "görev ekle"],
            "fi": ["Add a task to ${applicationName}": "${applicationName} ${applicationName}"],
        ]])
        let shortcuts = [ShortcutDefinition(intent: AddTaskIntent.self, phrases: ["Add a task to ${applicationName}"],
                                            shortTitle: "Add", systemImageName: "plus")]
        let findings = PhraseValidator.validate(shortcuts, lookup: lookup, developmentLanguage: "en")
        #expect(findings.map(\.locale) == ["fi", "tr"])
        #expect(findings.map(\.rule) == [.applicationNameCount, .applicationNameCount])
        #expect(findings.allSatisfy { $0.key == "Add a task to ${applicationName}" })
    }

    @Test func slotsOnlyForEnumsAndEntities() {
        let shortcuts = [ShortcutDefinition(
            intent: DescribeIntent.self,
            phrases: ["Describe ${text} in ${applicationName}", "Describe ${priority} in ${applicationName}", "Describe ${size} in ${applicationName}"],
            shortTitle: "Describe", systemImageName: "text")]
        let findings = PhraseValidator.validate(shortcuts, lookup: InMemoryStringLookup(), developmentLanguage: "en")
        #expect(findings.map(\.rule) == [.unknownParameter, .parameterType])
        #expect(findings.map(\.key) == ["Describe ${size} in ${applicationName}", "Describe ${text} in ${applicationName}"])
        #expect(findings.last?.message.contains("AppEntity or AppEnum") == true)
        #expect(findings.allSatisfy { $0.locale == "en" })
    }

    @Test func atMostTenShortcuts() {
        let eleven = (1...11).map { index in
            ShortcutDefinition(intent: OpenListIntent.self, phrases: ["Open \(index) ${applicationName}"], shortTitle: "Open", systemImageName: "list")
        }
        let findings = PhraseValidator.validate(eleven, lookup: InMemoryStringLookup(), developmentLanguage: "en")
        #expect(findings.map(\.rule) == [.tooManyShortcuts])
        #expect(PhraseValidator.validate(Array(eleven.prefix(10)), lookup: InMemoryStringLookup(), developmentLanguage: "en").isEmpty)
    }

    @Test func unusedPhraseIsReported() {
        var tables = TaskAppStrings.appShortcuts
        tables["tr", default: [:]]["Delete a task in ${applicationName}"] = "${applicationName}'dan görev sil"
        let lookup = InMemoryStringLookup(tables: ["AppShortcuts": tables])
        let findings = PhraseValidator.validate(TaskShortcuts.shortcuts, lookup: lookup, developmentLanguage: "en")
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
