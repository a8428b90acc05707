import Foundation
import Testing
@testable import Localization

@Suite struct LocalizerTests {
    static let seedFolders = ["SeedLproj", "SeedCatalog"]

    /// The seed scenario end to end: `NSLocalizedString` then `String.localizedStringWithFormat`, from `.lproj`
    /// files and from the equivalent catalog.
    @Test(arguments: seedFolders, seedExpectations.map { $0 })
    func seedScenario(_ folder: String, _ expectation: (language: String, count: Int, expected: String)) {
        let log = IssueLog()
        let localizer = Localizer(
            folder: fixtures.appendingPathComponent(folder), developmentLanguage: "en",
            preferredLanguages: [expectation.language == "fi" ? "fi-FI" : "en-US"], issueHandler: log.handler)
        let format = localizer.localizedFormat("term(s) in category")
        #expect(format.language == expectation.language)
        #expect(String(localizedFormat: format, expectation.count) == expectation.expected)
        #expect(format(expectation.count) == expectation.expected)
        #expect(localizer.string("term(s) in category", expectation.count) == expectation.expected)
        #expect(log.issues.isEmpty)
    }

    @Test(arguments: seedFolders)
    func plainStringsAndFallback(_ folder: String) {
        let log = IssueLog()
        let localizer = Localizer(
            folder: fixtures.appendingPathComponent(folder), developmentLanguage: "en", preferredLanguages: ["fi"],
            issueHandler: log.handler)
        #expect(localizer.string("Categories") == "Kategoriat")
        #expect(localizer.string("Categories", language: "en") == "Categories")
        // Swedish is not available: the development language.
        #expect(localizer.string("term(s) in category", 3, language: "sv") == "There are 3 terms in this category")
        // No language holds the key: the default value, then the key.
        #expect(localizer.string("No such key", defaultValue: "Oletus") == "Oletus")
        #expect(localizer.result("No such key").string == "No such key")
        #expect(localizer.result("No such key").issues.map(\.kind) == [.missingKey])
        #expect(log.issues.contains { $0.kind == .missingKey && $0.key == "No such key" })
    }

    @Test func lprojLocalizations() {
        let localizer = Localizer(folder: fixtures.appendingPathComponent("SeedLproj"), preferredLanguages: ["fi"])
        #expect(localizer.localizations() == ["en", "fi"])
        #expect(localizer.tableNames == ["Localizable"])
        #expect(localizer.languageChain(preferences: ["fi-FI"]) == ["fi"])
        #expect(localizer.string("Only in Finnish", language: "en") == "Only in Finnish")
    }

    @Test func catalogSourceLanguageIsTheDevelopmentLanguage() {
        let localizer = Localizer(folder: fixtures.appendingPathComponent("SeedCatalog"), preferredLanguages: ["de"])
        #expect(localizer.languageChain() == ["en"])
        #expect(localizer.string("term(s) in category", 1) == "There is one term in this category")
        // The catalog has no English value for "Categories": the key is its source value, without an issue.
        #expect(localizer.result("Categories").string == "Categories")
        #expect(localizer.result("Categories").issues.isEmpty)
    }

    struct StateCase: Sendable, CustomStringConvertible {
        var fiState: String
        var expected: String
        var description: String { fiState }
    }

    /// Xcode shows translated and reviewed-or-not values; a `new` value falls back to the next language.
    @Test(arguments: [
        StateCase(fiState: "translated", expected: "Tallenna"),
        StateCase(fiState: "needs_review", expected: "Tallenna"),
        StateCase(fiState: "stale", expected: "Tallenna"),
        StateCase(fiState: "machine_translated", expected: "Tallenna"),
        StateCase(fiState: "new", expected: "Save"),
    ])
    func stringUnitStates(_ c: StateCase) throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": catalogJSON(key: "save", [("en", "translated", "Save"), ("fi", c.fiState, "Tallenna")]),
        ])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["fi"])
        #expect(localizer.string("save") == c.expected)
    }

    @Test func newSourceValueIsShown() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": catalogJSON(key: "save", [("en", "new", "Save")]),
        ])
        #expect(Localizer(folder: folder.url, preferredLanguages: ["fi"]).string("save") == "Save")
    }

    @Test func regionalFallbackChain() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "color": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "color"}},
                                          "pt": {"stringUnit": {"state": "translated", "value": "cor (pt)"}},
                                          "pt-PT": {"stringUnit": {"state": "new", "value": ""}}}},
              "bus": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "bus"}},
                                        "pt": {"stringUnit": {"state": "translated", "value": "ônibus"}},
                                        "pt-PT": {"stringUnit": {"state": "translated", "value": "autocarro"}}}}
            }}
            """,
        ])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["pt-PT"])
        #expect(localizer.languageChain() == ["pt-PT", "pt", "en"])
        #expect(localizer.string("bus") == "autocarro")
        #expect(localizer.string("color") == "cor (pt)")
        #expect(localizer.result("color").issues.map(\.kind) == [.missingLocalization(language: "pt-PT")])
        #expect(localizer.string("bus", language: "pt-BR") == "ônibus")
    }

    @Test func otherTablesAndBase() throws {
        let folder = try TemporaryFolder([
            "Base.lproj/Main.strings": #""title" = "Base title"; "only.base" = "From Base";"#,
            "fi.lproj/Main.strings": #""title" = "Otsikko";"#,
            "en.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Terms";"#,
            "fi.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Termit";"#,
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi"])
        #expect(localizer.tableNames == ["InfoPlist", "Main"])
        #expect(localizer.string("CFBundleDisplayName", table: "InfoPlist") == "Termit")
        #expect(localizer.string("title", table: "Main") == "Otsikko")
        #expect(localizer.string("only.base", table: "Main") == "From Base")
        #expect(localizer.string("title", table: "Main", language: "de") == "Base title")
    }

    /// `Base.lproj` holds the development language's text: its plurals and numbers follow that language, not a
    /// locale named "Base" (whose rules have only `other`).
    /// A Base value takes the development language's plural rules; its numbers are written for the user's
    /// locale, as Apple formats with `Locale.current` (count, then the text for a fi user and a de user).
    @Test(arguments: [(1, "1 file", "1 file"), (2, "2 files", "2 files"), (1000, "1\u{A0}000 files", "1.000 files")])
    func baseValuesUseTheDevelopmentLanguagesPluralRules(_ count: Int, _ finnish: String, _ german: String) throws {
        let folder = try TemporaryFolder(baseFilesFixture)
        for (preference, expected) in [("fi", finnish), ("de", german)] {
            let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: [preference])
            let format = localizer.localizedFormat("files")
            #expect(format.language == "Base")
            #expect(format.locale == preference)
            #expect(format(count) == expected)
        }
    }

    /// A key marked "Don't translate" shows its source value in every language, without a fallback issue, even
    /// when a translation was left in the file.
    @Test func shouldTranslateFalseShowsTheSourceValue() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "app.name": {"shouldTranslate": false, "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Sanasto"}},
                "fi": {"stringUnit": {"state": "translated", "value": "Sanasto FI"}}}},
              "save": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Save"}},
                "fi": {"stringUnit": {"state": "translated", "value": "Tallenna"}},
                "sv": {"stringUnit": {"state": "translated", "value": "Spara"}}}}
            }}
            """,
        ])
        for language in ["fi", "sv", "en"] {
            let result = Localizer(folder: folder.url, preferredLanguages: [language]).result("app.name")
            #expect(result.string == "Sanasto")
            #expect(result.issues.isEmpty)
        }
        #expect(Localizer(folder: folder.url, preferredLanguages: ["fi"]).string("save") == "Tallenna")
    }

    /// A translation whose plural `other` form (or a substitution) is still `new` cannot render every number: the
    /// key falls back to the next language instead of showing an empty string.
    @Test(arguments: [1, 5])
    func incompleteTranslationFallsBack(_ count: Int) throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "save": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Save"}},
                "fi": {"stringUnit": {"state": "translated", "value": "Tallenna"}}}},
              "%lld files": {"localizations": {
                "en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
                "fi": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld tiedosto"}},
                  "other": {"stringUnit": {"state": "new", "value": ""}}}}}}},
              "in %@": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%#@n@ in %@"},
                  "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}},
                "fi": {"stringUnit": {"state": "translated", "value": "%#@n@ kansiossa %@"},
                  "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    "other": {"stringUnit": {"state": "new", "value": "%arg"}}}}}}}}}
            }}
            """,
        ])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["fi"])
        let files = localizer.result("%lld files", arguments: [.int(Int64(count))])
        #expect(files.string == (count == 1 ? "1 file" : "\(count) files"))
        #expect(files.issues.map(\.kind) == [.missingLocalization(language: "fi")])
        #expect(localizer.result("in %@", arguments: [.int(Int64(count)), "A"]).string == (count == 1 ? "1 file in A" : "\(count) files in A"))
    }

    @Test func malformedFilesAreReportedNotFatal() throws {
        let log = IssueLog()
        let folder = try TemporaryFolder([
            "Broken.xcstrings": #"{"sourceLanguage": "en", "strings": {"a": "#,
            "fi.lproj/Broken.strings": #""a" = "A" "b";"#,
            "fi.lproj/Broken.stringsdict": "<plist><dict><key>x</key>",
            "fi.lproj/Localizable.strings": #""ok" = "Hyvä";"#,
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi"], issueHandler: log.handler)
        let result = localizer.result("a", table: "Broken")
        #expect(result.string == "a")
        #expect(result.issues.last?.kind == .missingKey)
        #expect(result.issues.count == 4)
        let malformed = log.issues.filter { if case .malformedFile = $0.kind { true } else { false } }
        #expect(Set(malformed.map(\.description)).count == 2)
        #expect(malformed.allSatisfy { $0.description.contains("Broken.") && $0.description.contains(": error: ") })
        // The .strings file's one bad entry costs that entry only.
        let entries = log.issues.filter { if case .malformedEntry = $0.kind { true } else { false } }
        #expect(Set(entries.map(\.description)).count == 1)
        #expect(localizer.string("ok") == "Hyvä")
        // The handler heard of each file when the table was parsed, and again with the lookup that missed.
        #expect(malformed.count + entries.count == 6)
    }

    @Test func missingFolderIsEmpty() {
        let localizer = Localizer(folder: URL(fileURLWithPath: "/nonexistent/sanasto"), preferredLanguages: ["fi"])
        #expect(localizer.string("Hello %@", "Aino") == "Hello Aino")
        #expect(localizer.localizations().isEmpty)
    }

    @Test func deviceVariationsFromCatalog() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"tap": {"localizations": {"en": {"variations": {"device": {
              "mac": {"stringUnit": {"state": "translated", "value": "Click %lld times"}},
              "iphone": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "Tap once"}},
                  "other": {"stringUnit": {"state": "translated", "value": "Tap %lld times"}}}}},
              "other": {"stringUnit": {"state": "translated", "value": "Press %lld times"}}}}}}}}}
            """,
        ])
        let base = Localizer(folder: folder.url, preferredLanguages: ["en"], device: .other)
        #expect(base.string("tap", 2) == "Press 2 times")
        #expect(base.with(device: .mac).string("tap", 2) == "Click 2 times")
        #expect(base.with(device: .iphone).string("tap", 1) == "Tap once")
        #expect(base.with(device: .iphone).string("tap", 5) == "Tap 5 times")
    }

    @Test func stringsdictWidthAndDeviceRules() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>hello</key>
              <dict><key>NSStringVariableWidthRuleType</key><dict>
                <key>1</key><string>Hi!</string><key>20</key><string>Hello!</string><key>70</key><string>Greetings and Salutations!</string>
              </dict></dict>
              <key>tap</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@action@ to open %@</string>
                <key>action</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringDeviceSpecificRuleType</string>
                  <key>mac</key><string>Click</string><key>other</key><string>Tap</string>
                </dict>
              </dict>
            </dict></plist>
            """,
        ])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["en"], device: .iphone)
        let hello = localizer.localizedFormat("hello")
        #expect(hello() == "Greetings and Salutations!")
        #expect(hello.fittingWidth(10)() == "Hi!")
        #expect(hello.fittingWidth(25)() == "Hello!")
        #expect(localizer.string("tap", 0, "Terms") == "Tap to open Terms")
        #expect(localizer.with(device: .mac).string("tap", 0, "Terms") == "Click to open Terms")
    }

    @Test func catalogSubstitutions() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"summary": {"localizations": {"fi": {
              "stringUnit": {"state": "translated", "value": "%1$@: %2$#@categories@, %3$#@terms@"},
              "substitutions": {
                "categories": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg kategoria"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg kategoriaa"}}}}},
                "terms": {"argNum": 3, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg termi"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg termiä"}}}}}}}}}}}
            """,
        ])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["fi"])
        #expect(localizer.string("summary", "Kemia", 1, 1000) == "Kemia: 1 kategoria, 1\u{A0}000 termiä")
        #expect(localizer.string("summary", "Kemia", 12, 1) == "Kemia: 12 kategoriaa, 1 termi")
    }

    @Test func bundleModuleOnEveryPlatform() {
        let localizer = Localizer(bundle: .module, preferredLanguages: ["fi-FI"])
        #expect(localizer.tableNames.contains("Bundled"))
        #expect(localizer.tableNames.contains("InfoPlist"))
        for (count, expected) in [(0, "Ei termejä tässä kategoriassa"), (1, "Kategoriassa on yksi termi"), (1000, "Kategoriassa on 1\u{A0}000 termiä")] {
            #expect(localizer.string("term(s) in category", count, table: "Bundled") == expected)
        }
        #expect(localizer.string("CFBundleDisplayName", table: "InfoPlist") == "Sanasto (fi)")
        #expect(localizer.string("CFBundleDisplayName", table: "InfoPlist", language: "tr") == "Sanasto")
        #if !canImport(Darwin)
        let resource = LocalizedStringResource(
            "term(s) in category", defaultValue: "\(40) terms", table: "Bundled", locale: Locale(identifier: "fi"),
            bundle: .atURL(Bundle.module.bundleURL))
        #expect(resource.resolved().string == "Kategoriassa on 40 termiä")
        #endif
    }

    @Test func concurrentLookups() async {
        let localizer = Localizer(folder: fixtures.appendingPathComponent("SeedCatalog"), preferredLanguages: ["fi"])
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<64 {
                group.addTask {
                    // Each task also parses a table of its own while the others read the shared one.
                    let fresh = Localizer(folder: fixtures.appendingPathComponent("SeedLproj"), preferredLanguages: ["en"])
                    for count in 0..<50 {
                        let n = (task * 50 + count) % 1200
                        let string = localizer.string("term(s) in category", n)
                        let english = fresh.string("term(s) in category", n)
                        let ok = n == 0 ? string.hasPrefix("Ei") : n == 1 ? string.contains("yksi") : string.contains("termiä")
                        guard ok, n < 2 || english.hasPrefix("There are") else { return false }
                    }
                    return true
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
        #expect(localizer.loadCount(of: "Localizable") == 1)
    }
}

/// A `Base.lproj` value (the development language's text) took the plural rules of the user's
/// first preference instead of the development language's: a Russian user saw `21 file`, a French one `0 file`.
extension LocalizerTests {
    @Test(arguments: [("ru", 21, "21 files"), ("ru", 1, "1 file"), ("fr", 0, "0 files"), ("lv", 0, "0 files")])
    func baseValueUsesDevelopmentLanguageRules(_ preference: String, _ count: Int, _ expected: String) throws {
        let folder = try TemporaryFolder(baseFilesFixture)
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: [preference])
        #expect(localizer.string("files", count) == expected)
    }
}
