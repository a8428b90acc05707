// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Testing

// The Terminology example's real resources (Examples/Terminology: Info.plist, InfoPlist.xcstrings,
// AppShortcuts.xcstrings) read through Localization's Localizer.

enum TermAction: String, Sendable, Equatable {
    case addTerm, study, openCategory
}

struct CategoryEntity: AppEntity {
    var id: String
    var title: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    static var defaultQuery: CategoryQuery { CategoryQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    /// A teacher's categories, named in the course's languages.
    static let all = [
        CategoryEntity(id: "c1", title: "Verbs"), CategoryEntity(id: "c2", title: "Nouns"),
        CategoryEntity(id: "c3", title: "Verbit"), CategoryEntity(id: "c4", title: "Fiiller"),
    ]
}

struct CategoryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CategoryEntity] {
        identifiers.compactMap { id in CategoryEntity.all.first { $0.id == id } }
    }
    func suggestedEntities() async throws -> [CategoryEntity] { CategoryEntity.all }
}

/// The router the terminology app's foreground intents open, installed per test.
enum TermRouter {
    @TaskLocal static var current: ActionRouter<TermAction>?
}

struct AddTermIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Term"
    static let supportedModes: IntentModes = .foreground
    @MainActor func perform() async throws -> some IntentResult {
        TermRouter.current?.open(.addTerm)
        return .result()
    }
}

struct StudyIntent: AppIntent {
    static let title: LocalizedStringResource = "Study"
    static let supportedModes: IntentModes = .foreground
    @MainActor func perform() async throws -> some IntentResult {
        TermRouter.current?.open(.study)
        return .result()
    }
}

struct OpenCategoryIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Category"
    static let supportedModes: IntentModes = .foreground
    @Parameter(title: "Category") var category: CategoryEntity
    init() {}
    @MainActor func perform() async throws -> some IntentResult {
        TermRouter.current?.open(.openCategory)
        return .result()
    }
}

struct TermShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AddTermIntent(), phrases: ["Add a term in \(.applicationName)"],
                    shortTitle: "Add Term", systemImageName: "plus.square.on.square")
        AppShortcut(intent: StudyIntent(), phrases: ["Study with \(.applicationName)"],
                    shortTitle: "Study", systemImageName: "graduationcap")
        AppShortcut(intent: OpenCategoryIntent(), phrases: ["Open \(\.$category) in \(.applicationName)"],
                    shortTitle: "Open Category", systemImageName: "folder")
    }
}

@Suite struct TerminologyExampleTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Terminology")

    static let localizer = Localizer(folder: folder, developmentLanguage: "en", preferredLanguages: ["en"])

    static func environment(_ locale: String) -> IntentEnvironment {
        IntentEnvironment(localizer: localizer, locale: locale)
    }

    @Test(arguments: [
        ("en", "Add Term", "Study", "Continue where you left off"),
        ("fi", "Lisää termi", "Opiskele", "Jatka siitä, mihin jäit"),
        ("fi-FI", "Lisää termi", "Opiskele", "Jatka siitä, mihin jäit"),
        ("tr", "Terim Ekle", "Çalış", "Kaldığın yerden devam et"),
        ("tr_TR", "Terim Ekle", "Çalış", "Kaldığın yerden devam et"),
        // A language the app lacks shows the development language's titles, as Apple falls back.
        ("de", "Add Term", "Study", "Continue where you left off"),
    ])
    func quickActionsAreLocalized(locale: String, addTerm: String, study: String, subtitle: String) throws {
        let items = try QuickActionCatalog.items(contentsOf: Self.folder.appendingPathComponent("Info.plist"))
        #expect(items.map(\.type) == ["fi.sanasto.addTerm", "fi.sanasto.study"])
        #expect(items.map(\.iconSymbolName) == ["plus.square.on.square", "graduationcap"])
        let environment = Self.environment(locale)
        #expect(items.map { $0.title(in: environment) } == [addTerm, study])
        #expect(items[1].subtitle(in: environment) == subtitle)
        #expect(items[0].subtitle(in: environment) == nil)
    }

    @MainActor
    @Test func quickActionsReachTheRouterOnce() throws {
        let items = try QuickActionCatalog.items(contentsOf: Self.folder.appendingPathComponent("Info.plist"))
        let router = ActionRouter<TermAction>(typePrefix: "fi.sanasto.")
        #expect(router.handle(items[1]))
        #expect(router.take() == .study)
        #expect(router.take() == nil)
        #expect(!router.handle(quickActionType: "fi.sanasto.export"))
    }

    @Test(arguments: [
        ("en", "Add a term in Sanasto", "AddTermIntent"),
        ("en", "study with SANASTO!", "StudyIntent"),
        ("en", "Open Verbs in Sanasto", "OpenCategoryIntent category=c1"),
        ("fi", "Lisää termi Sanasto-sovellukseen", "AddTermIntent"),
        ("fi", "Opiskele Sanasto-sovelluksella", "StudyIntent"),
        ("fi", "Avaa verbit Sanasto-sovelluksessa", "OpenCategoryIntent category=c3"),
        ("tr", "Sanasto'ya terim ekle", "AddTermIntent"),
        ("tr", "sanasto’ya terim ekle.", "AddTermIntent"),
        ("tr", "Sanasto ile çalış", "StudyIntent"),
        ("tr", "Sanasto'yla çalış", "StudyIntent"),
        ("tr", "Sanasto'da Fiiller aç", "OpenCategoryIntent category=c4"),
        ("tr", "Sanasto'ye terim ekle", "-"),
        ("tr", "Sanasto'da Sıfatlar aç", "-"),
        ("fi", "Lisää termi Sanastoon", "-"),
        ("en", "Add a term in Notes", "-"),
    ])
    func phrasesMatchInEveryLanguage(locale: String, utterance: String, expected: String) async {
        let matcher = ShortcutMatcher(provider: TermShortcuts.self, environment: Self.environment(locale), applicationName: "Sanasto")
        #expect(PhraseMatcherTests.summary(await matcher.match(utterance)) == expected)
    }

    @Test func phrasesOfTheCatalogPassApplesRules() throws {
        let table = try #require(try AppShortcutsPhrases.load(Self.folder))
        #expect(table.validate().isEmpty)
        #expect(table.locales == ["en", "fi", "tr"])
        #expect(PhraseValidator.validate(provider: TermShortcuts.self, localizer: Self.localizer, developmentLanguage: "en").isEmpty)
        #expect(Self.localizer.availableLocales(table: "AppShortcuts").contains("tr"))
    }

    @Test func aPhraseUsedByNoShortcutIsFoundInTheCatalogWithItsPosition() throws {
        let table = try #require(try AppShortcutsPhrases.load(Self.folder))
        #expect(table.validate(TermShortcuts.appShortcuts).isEmpty)
        let findings = table.validate(Array(TermShortcuts.appShortcuts.prefix(2)))
        #expect(findings.map(\.rule) == [.unusedPhrase])
        #expect(findings.first?.key == "Open ${category} in ${applicationName}")
        #expect(findings.first?.file?.hasSuffix("AppShortcuts.xcstrings") == true)
        #expect(findings.first?.position != nil)
        // The same check through the Localizer, which lists the catalog's keys, finds the same phrase.
        let viaLocalizer = PhraseValidator.validate(Array(TermShortcuts.appShortcuts.prefix(2)), localizer: Self.localizer, developmentLanguage: "en")
        #expect(viaLocalizer.map(\.rule) == [.unusedPhrase])
        #expect(viaLocalizer.first?.key == "Open ${category} in ${applicationName}")
    }

    @Test func matchedPhraseRunsThroughTheRunnerToTheRouter() async throws {
        let router = await ActionRouter<TermAction>()
        let environment = Self.environment("tr")
        let matcher = ShortcutMatcher(provider: TermShortcuts.self, environment: environment, applicationName: "Sanasto")
        let result = try await TermRouter.$current.withValue(router) {
            try await matcher.run("Sanasto'ya terim ekle", using: IntentRunner(environment: environment))
        }
        #expect(result != nil)
        #expect(await router.take() == .addTerm)
    }
}
#endif
