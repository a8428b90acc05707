import Foundation
import IntentKit
import Localization
import StringResources
import Testing

@Suite struct AppShortcutsPhrasesTests {
    static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Add ${priority} task to ${applicationName}" : {
          "localizations" : {
            "fi" : { "stringUnit" : { "state" : "translated", "value" : "Lisää ${priority} tehtävä" } },
            "tr" : { "stringUnit" : { "state" : "translated", "value" : "${applicationName}'a ${oncelik} görev ekle" } }
          }
        },
        "Open app" : {
          "localizations" : {
            "tr" : { "stringUnit" : { "state" : "translated", "value" : "${applicationName}'yı ${applicationName} aç" } }
          }
        },
        "Show ${applicationName}" : {
          "localizations" : {
            "fi" : { "variations" : { "device" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Näytä ${applicationName}" } } } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func table() throws -> AppShortcutsPhrases {
        AppShortcutsPhrases(catalog: try StringCatalog(text: catalogText), file: "AppShortcuts.xcstrings")
    }

    @Test func findingsCarryRuleFileAndPosition() throws {
        let findings = try Self.table().validate()
        let summary = findings.map { "\($0.rule.rawValue) \($0.key ?? "-") [\($0.locale ?? "-")] \($0.position?.description ?? "-")" }
        #expect(summary == [
            "applicationNameCount Add ${priority} task to ${applicationName} [fi] 6:69",
            "slotMismatch Add ${priority} task to ${applicationName} [tr] 7:69",
            "applicationNameCount Open app [en] 10:5",
            "applicationNameCount Open app [tr] 12:69",
        ])
        #expect(findings.allSatisfy { $0.file == "AppShortcuts.xcstrings" && $0.severity == .error })
        #expect(findings[1].message == "Invalid parameter. The translation lacks ${priority} and has ${oncelik} that the phrase key does not have.")
        #expect(findings[3].message.hasSuffix("It has 2."))
        #expect(findings[0].description.hasPrefix("AppShortcuts.xcstrings:6:69: error: Invalid Utterance."))
    }

    @Test func variationsGiveTheirOtherFormAndTheSourceLanguageIsTheKey() throws {
        let table = try Self.table()
        #expect(table.phrase("Show ${applicationName}", locale: "fi")?.text == "Näytä ${applicationName}")
        #expect(table.phrase("Show ${applicationName}", locale: "en-GB")?.text == "Show ${applicationName}")
        #expect(table.phrase("Open app", locale: "tr-TR")?.text == "${applicationName}'yı ${applicationName} aç")
        #expect(table.phrase("Open app", locale: "fi") == nil)
        #expect(table.locales == ["en", "fi", "tr"])
        #expect(table.keys == ["Add ${priority} task to ${applicationName}", "Open app", "Show ${applicationName}"])
    }

    @Test func stringsTablesGivePositionsOfTheirEntries() throws {
        let tr = try StringsTable(parsing: Data("/* tr */\n\"Open ${applicationName}\" = \"Aç\";\n".utf8))
        let en = try StringsTable(parsing: Data("\"Open ${applicationName}\" = \"Open ${applicationName}\";\n".utf8))
        let table = AppShortcutsPhrases(tables: ["tr": tr, "en": en], files: ["tr": "tr.lproj/AppShortcuts.strings"])
        let findings = table.validate()
        #expect(findings.count == 1)
        #expect(findings.first?.description
            == "tr.lproj/AppShortcuts.strings:2:1: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (\"Open ${applicationName}\" [tr])")
    }

    @Test func entriesGiveEverySlotAValueOrAnyText() async throws {
        let table = try Self.table()
        let slots = ["priority": PhraseSlot(values: [PhraseSlot.Value(names: ["Yüksek"], storage: ["high"])])]
        let entries = table.entries(locale: "tr", slots: slots)
        #expect(entries.map(\.group) == [0, 1])
        let matcher = PhraseMatcher(phrases: entries, locale: "tr", applicationNames: ["Sanasto"])
        let found = await matcher.candidates(for: "Sanasto'ya acil işler görev ekle")
        #expect(found.map(\.key) == ["Add ${priority} task to ${applicationName}"])
        #expect(found.first?.slots["oncelik"]?.storage == ["acil isler"])   // as folded
    }

    @Test func loadingAFolderWithoutATableIsNil() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-shortcuts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try AppShortcutsPhrases.load(folder) == nil)
        #expect(try AppShortcutsPhrases.load(folder.appendingPathComponent("missing.xcstrings")) == nil)
        let lproj = folder.appendingPathComponent("fi.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"Open ${applicationName}\" = \"Avaa ${applicationName}\";".utf8).write(to: lproj.appendingPathComponent("AppShortcuts.strings"))
        let loaded = try #require(try AppShortcutsPhrases.load(folder))
        #expect(loaded.phrase("Open ${applicationName}", locale: "fi")?.text == "Avaa ${applicationName}")
        #expect(loaded.phrase("Open ${applicationName}", locale: "en")?.text == "Open ${applicationName}")
    }
}

@Suite struct QuickActionErrorTests {
    @Test(arguments: [
        ("<plist version=\"1.0\">\n<dict>\n  <key>UIApplicationShortcutItems</key>\n  <string>x</string>\n</dict></plist>", 4, 3, "is not an array"),
        ("<plist version=\"1.0\"><dict>\n<key>UIApplicationShortcutItems</key><array><dict>\n<key>UIApplicationShortcutItemType</key>\n<integer>3</integer></dict></array></dict></plist>", 4, 1, "UIApplicationShortcutItemType is not a string"),
        ("<plist version=\"1.0\"><dict>\n<key>UIApplicationShortcutItems</key><array><dict>\n  <key>UIApplicationShortcutItemType</key><string>a</string></dict></array></dict></plist>", 3, 3, "(a) has no UIApplicationShortcutItemTitle"),
        ("<plist version=\"1.0\"><dict>\n<key>a</key>\n<strin>x</string></dict></plist>", 3, 1, "not a property list"),
    ])
    func xmlErrorsHaveLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect {
            try QuickActionCatalog.items(fromInfoPlist: Data(text.utf8), file: "Info.plist")
        } throws: { error in
            guard let error = error as? QuickActionError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(message)
                && error.description.hasPrefix("Info.plist:\(line):\(column): error: ")
        }
    }

    @Test func foundationDictionariesStillWork() throws {
        let items = try QuickActionCatalog.items(fromInfoDictionary: [
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "t",
                                            "UIApplicationShortcutItemUserInfo": ["n": 2, "flag": true]]],
        ] as [String: Any])
        #expect(items.map(\.type) == ["a"])
        #expect(items.first?.userInfo == ["n": "2", "flag": "true"])
    }
}

/// A locale without its own phrases took the phrases of *any* localization of its language,
/// picked in dictionary order: `zh-HK` could get Simplified Chinese phrases (and a different answer on each run).
extension AppShortcutsPhrasesTests {
    static func chinesePortuguesePhrases() -> AppShortcutsPhrases {
        let key = "Open ${applicationName}"
        return AppShortcutsPhrases(developmentLanguage: "en", keys: [key], phrases: [key: [
            "en": .init(key: key, locale: "en", text: key),
            "zh-Hans": .init(key: key, locale: "zh-Hans", text: "打开${applicationName}"),
            "zh-Hant": .init(key: key, locale: "zh-Hant", text: "打開${applicationName}"),
            "pt-BR": .init(key: key, locale: "pt-BR", text: "Abrir ${applicationName} BR"),
            "pt-PT": .init(key: key, locale: "pt-PT", text: "Abrir ${applicationName} PT"),
        ]])
    }

    @Test(arguments: [("zh-HK", "打開${applicationName}"), ("zh-TW", "打開${applicationName}"),
                      ("zh-CN", "打开${applicationName}"), ("pt", "Abrir ${applicationName} BR"), ("en-GB", "Open ${applicationName}")])
    func fallbackFollowsLanguageNegotiation(locale: String, expected: String) {
        // Many instances: dictionary order differs between them, so a choice made in that order shows.
        for _ in 0..<32 {
            #expect(Self.chinesePortuguesePhrases().phrase("Open ${applicationName}", locale: locale)?.text == expected)
        }
    }
}

@Suite struct AppShortcutsValidationCheckTests {
    static func validation() -> Validation {
        var validation = Validation()
        validation.catalogChecks.append(AppShortcutsValidationCheck())
        validation.tableChecks.append(AppShortcutsValidationCheck())
        return validation
    }

    @Test(arguments: [
        ("AppShortcuts.xcstrings", ["app-shortcuts-application-name 6:69", "app-shortcuts-slot-mismatch 7:69",
                                    "app-shortcuts-application-name 10:5", "app-shortcuts-application-name 12:69"]),
        ("Resources/AppShortcuts.xcstrings", ["app-shortcuts-application-name 6:69", "app-shortcuts-slot-mismatch 7:69",
                                              "app-shortcuts-application-name 10:5", "app-shortcuts-application-name 12:69"]),
        ("Localizable.xcstrings", []),
        ("MyAppShortcuts.xcstrings", []),
    ])
    func catalogsNamedAppShortcutsGetThePhraseRules(file: String, expected: [String]) throws {
        let catalog = try StringCatalog(text: AppShortcutsPhrasesTests.catalogText)
        let findings = Self.validation().validate(catalog, file: file)
            .filter { $0.rule.rawValue.hasPrefix("app-shortcuts-") }
            .map { "\($0.rule.rawValue) \($0.position?.description ?? "-")" }
        #expect(findings == expected)
    }

    @Test func theRulesAreListed() {
        let ids = Self.validation().rules.map(\.id.rawValue)
        #expect(ids.contains("app-shortcuts-application-name"))
        #expect(ids.contains("app-shortcuts-slot-mismatch"))
    }

    @Test func lprojTablesNamedAppShortcutsGetThePhraseRules() throws {
        let en = try StringsTable(parsing: Data("\"Open ${applicationName}\" = \"Open ${applicationName}\";\n".utf8))
        let tr = try StringsTable(parsing: Data("\n\"Open ${applicationName}\" = \"Aç\";\n".utf8))
        for (name, count) in [("AppShortcuts", 1), ("Localizable", 0)] {
            let set = ValidationTableSet(name: name, folder: "Resources", tables: [
                ValidationTable(language: "en", stringsFile: "Resources/en.lproj/\(name).strings", strings: en),
                ValidationTable(language: "tr", stringsFile: "Resources/tr.lproj/\(name).strings", strings: tr),
            ])
            let findings = Self.validation().validate(set).filter { $0.rule == AppShortcutsValidationCheck.applicationNameRule }
            #expect(findings.count == count)
            if let finding = findings.first {
                #expect(finding.file == "Resources/tr.lproj/AppShortcuts.strings")
                #expect(finding.position == SourcePosition(line: 2, column: 1))
                #expect(finding.locale == "tr")
            }
        }
    }
}
