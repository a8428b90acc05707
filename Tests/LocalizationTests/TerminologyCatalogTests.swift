import Foundation
import Testing
@testable import Localization

/// The terminology app's own catalogs (`Examples/Terminology`), read through the `Localizer`.
@Suite struct TerminologyCatalogTests {
    static let folder = packageRoot.appendingPathComponent("Examples/Terminology")

    static func localizer(_ language: String, device: DeviceClass = .other, log: IssueLog? = nil) -> Localizer {
        Localizer(folder: folder, preferredLanguages: [language], device: device, issueHandler: log?.handler)
    }

    @Test func tables() {
        let localizer = Self.localizer("fi")
        #expect(localizer.tableNames == ["AppShortcuts", "InfoPlist", "Localizable"])
        #expect(Set(localizer.localizations()) == ["en", "fi", "tr"])
    }

    @Test(arguments: [
        ("fi-FI", 0, "Ei termejä tässä kategoriassa"),
        ("fi-FI", 1, "Kategoriassa on yksi termi"),
        ("fi-FI", 1000, "Kategoriassa on 1\u{A0}000 termiä"),
        ("en-GB", 0, "No terms in this category"),
        ("en-GB", 1, "Category has 1 term"),
        ("en-GB", 40, "Category has 40 terms"),
        ("tr-TR", 0, "Bu kategoride terim yok"),
        ("tr-TR", 1000, "Kategoride 1.000 terim var"),
    ] as [(String, Int, String)])
    func termsInCategory(_ language: String, _ count: Int, _ expected: String) {
        let log = IssueLog()
        let format = Self.localizer(language, log: log).localizedFormat("term(s) in category")
        #expect(String(localizedFormat: format, count) == expected)
        #expect(log.issues.isEmpty)
    }

    @Test(arguments: [
        ("en", "Chemistry: 1 category, 40 terms"),
        ("fi", "Chemistry: 1 kategoria, 40 termiä"),
        ("tr", "Chemistry: 1 kategori, 40 terim"),
    ])
    func courseSummary(_ language: String, _ expected: String) {
        #expect(Self.localizer(language).string("course.summary", "Chemistry", 1, 40) == expected)
    }

    @Test(arguments: [
        (DeviceClass.mac, "en", "Click a term to see its definition"),
        (.other, "en", "Tap a term to see its definition"),
        (.iphone, "fi", "Napauta termiä nähdäksesi sen määritelmän"),
        (.mac, "tr", "Tanımını görmek için bir terime tıklayın"),
    ])
    func deviceVariation(_ device: DeviceClass, _ language: String, _ expected: String) {
        #expect(Self.localizer(language, device: device).string("Tap a term to see its definition") == expected)
    }

    #if !canImport(Darwin)
    @Test(arguments: [("fi", "Lisätty: kissa"), ("tr", "Eklendi: kissa"), ("en", "Added “kissa”")])
    func dialogThroughResource(_ language: String, _ expected: String) {
        let term = "kissa"
        let resource = LocalizedStringResource(
            "intents.addTerm.dialog", defaultValue: "Added “\(term)”", locale: Locale(identifier: language),
            bundle: .folder(Self.folder))
        #expect(resource.resolved().string == expected)
    }
    #endif

    @Test func otherTables() {
        #expect(Self.localizer("tr").string("quickactions.study.subtitle", table: "InfoPlist") == "Kaldığın yerden devam et")
        #expect(Self.localizer("fi").string("Study with ${applicationName}", table: "AppShortcuts") == "Opiskele ${applicationName}-sovelluksella")
        // The source language has no value: the key is the English phrase.
        let english = Self.localizer("en").result("Study with ${applicationName}", table: "AppShortcuts")
        #expect(english.string == "Study with ${applicationName}")
        #expect(english.issues.isEmpty)
    }
}

extension TerminologyCatalogTests {
    @Test func rawLookupForIntentKit() {
        let localizer = Self.localizer("en")
        #expect(localizer.availableLocales(table: "AppShortcuts") == ["en", "fi", "tr"])
        #expect(localizer.localizedString(forKey: "intents.study.title", table: "Localizable", locale: "tr-TR") == "Terimleri Çalış")
        #expect(localizer.localizedString(forKey: "intents.addTerm.dialog", table: "Localizable", locale: "fi") == "Lisätty: %@")
        #expect(localizer.localizedString(forKey: "Study with ${applicationName}", table: "AppShortcuts", locale: "en") == "Study with ${applicationName}")
        #expect(localizer.localizedString(forKey: "intents.study.title", table: "Localizable", locale: "de") == nil)
        #expect(localizer.localizedString(forKey: "no.such.key", table: "Localizable", locale: "fi") == nil)
    }
}
