// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Testing

/// IntentKit's strings through Localization's `Localizer`: `.lproj/AppShortcuts.strings` tables as well as catalogs,
/// and a folder that holds nothing (a missing catalog).
@Suite struct LocalizerLookupTests {
    /// A folder with `en`, `tr` and `fi` `.lproj` tables (AppShortcuts and InfoPlist), written once per run.
    static let folder: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-lproj-\(ProcessInfo.processInfo.processIdentifier)")
        let files: [String: String] = [
            "tr.lproj/AppShortcuts.strings": """
                "Do thing A in ${applicationName}" = "${applicationName}'da A işini yap";
                "Do thing B in ${applicationName}" = "${applicationName}'da B işini yap";

                """,
            "fi.lproj/AppShortcuts.strings": """
                "Do thing A in ${applicationName}" = "Tee asia A ${applicationName}-sovelluksessa";

                """,
            "tr.lproj/InfoPlist.strings": "\"intents.intentA.title\" = \"A işini yap\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return root
    }()

    static func matcher(_ folder: URL, _ locale: String) -> ShortcutMatcher {
        let localizer = Localizer(folder: folder, developmentLanguage: "en", preferredLanguages: ["en"])
        return ShortcutMatcher(shortcuts: ActionShortcuts.appShortcuts, environment: IntentEnvironment(localizer: localizer, locale: locale),
                               applicationName: "Sanasto")
    }

    @Test(arguments: [
        ("tr", "Sanasto'da B işini yap", "IntentB"),
        ("tr-TR", "SANASTO'DA A İŞİNİ YAP", "IntentA"),
        ("tr", "Not'ta A işini yap", "-"),
        ("fi", "Tee asia A Sanasto-sovelluksessa", "IntentA"),
        ("fi", "Tee asia B Sanasto-sovelluksessa", "-"),
        ("en", "Do thing B in Sanasto", "IntentB"),
    ])
    func stringsTablesAreThePhrasesOfTheirLanguage(locale: String, utterance: String, expected: String) async {
        #expect(PhraseMatcherTests.summary(await Self.matcher(Self.folder, locale).match(utterance)) == expected)
    }

    @Test func quickActionTitlesComeFromTheInfoPlistStringsTable() throws {
        let localizer = Localizer(folder: Self.folder, developmentLanguage: "en", preferredLanguages: ["en"])
        let items = try QuickActionCatalog.items(fromInfoPlist: Data(ActionAppStrings.infoPlist.utf8))
        #expect(items.first?.title(in: IntentEnvironment(localizer: localizer, locale: "tr")) == "A işini yap")
        #expect(items.first?.title(in: IntentEnvironment(localizer: localizer, locale: "fi")) == "intents.intentA.title")
    }

    /// A folder without catalogs or tables: titles fall back, the development language's phrases are their keys,
    /// other languages have none, and nothing crashes.
    @Test func aMissingCatalogFallsBackWithoutCrashing() async throws {
        let missing = Self.folder.appendingPathComponent("does-not-exist")
        #expect(Self.matcher(missing, "tr").phraseCount == 0)
        #expect(Self.matcher(missing, "en").phraseCount == 2)
        #expect(PhraseMatcherTests.summary(await Self.matcher(missing, "en").match("do thing a in sanasto")) == "IntentA")
        let localizer = Localizer(folder: missing, developmentLanguage: "en", preferredLanguages: ["en"])
        #expect(IntentEnvironment(localizer: localizer, locale: "tr").render(IntentA.title) == "Do Thing A")
        #expect(PhraseValidator.validate(provider: ActionShortcuts.self, localizer: localizer, developmentLanguage: "en").isEmpty)
    }

    @Test func aMissingInfoPlistIsAnErrorNamingTheFile() {
        let url = Self.folder.appendingPathComponent("Missing/Info.plist")
        #expect {
            try QuickActionCatalog.items(contentsOf: url)
        } throws: { error in
            guard let error = error as? QuickActionError else { return false }
            return error.message.hasPrefix("cannot read the file") && error.description.contains("Missing/Info.plist: error: ")
        }
    }
}
#endif
