// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Testing

/// A term store with an index built once per locale, as an app with many entities keeps it.
struct TermEntity: AppEntity {
    var id: String
    var title: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Term"
    static var defaultQuery: TermQuery { TermQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    /// 1,000 titles: 25 adjectives × 40 nouns ("Red apple" is e0, "Quiet river" e121).
    static let titles: [String] = {
        let adjectives = ["Red", "Blue", "Green", "Quiet", "Loud", "Small", "Large", "Early", "Late", "Warm", "Cold", "Bright", "Dark",
                          "Fast", "Slow", "Sweet", "Sour", "Old", "New", "Soft", "Hard", "Light", "Heavy", "Rich", "Plain"]
        let nouns = ["apple", "river", "house", "stone", "cloud", "forest", "window", "garden", "bridge", "letter", "mountain", "island",
                     "candle", "mirror", "basket", "ladder", "pocket", "feather", "hammer", "needle", "pillow", "rabbit", "saddle", "tunnel",
                     "violin", "wagon", "anchor", "button", "castle", "dragon", "engine", "falcon", "guitar", "helmet", "jacket", "kettle",
                     "lantern", "marble", "noodle", "orchard"]
        return adjectives.flatMap { adjective in nouns.map { "\(adjective) \($0)" } }
    }()

    static let all = titles.enumerated().map { TermEntity(id: "e\($0)", title: $1) }
        + [TermEntity(id: "tr1", title: "Işık"), TermEntity(id: "tr2", title: "İğne")]
}

struct TermQuery: IndexedEntityQuery {
    static let indexes: [String: EntitySearchIndex<TermEntity>] = Dictionary(uniqueKeysWithValues: ["en", "tr"].map { locale in
        (locale, EntitySearchIndex(entities: TermEntity.all, environment: IntentEnvironment(localizer: Localizer(strings: [:]), locale: locale)))
    })

    func entities(for identifiers: [String]) async throws -> [TermEntity] {
        identifiers.compactMap { id in TermEntity.all.first { $0.id == id } }
    }

    func searchIndex(environment: IntentEnvironment) async throws -> EntitySearchIndex<TermEntity> {
        Self.indexes[IntentLanguage.languageCode(of: environment.locale)]
            ?? EntitySearchIndex(entities: TermEntity.all, environment: environment)
    }
}

struct ReviewTermIntent: AppIntent {
    static let title: LocalizedStringResource = "Review Term"
    @Parameter(title: "Term") var term: TermEntity
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct EntitySearchIndexTests {
    static let shortcuts = [
        AppShortcut(intent: ReviewTermIntent(), phrases: ["Review \(\.$term) in \(.applicationName)"],
                    shortTitle: "Review", systemImageName: "eye"),
    ]

    @Test(arguments: [
        ("en", "Review quiet river in Sanasto", "ReviewTermIntent term=e121"),
        ("en", "review QUIET RIVER in sanasto!", "ReviewTermIntent term=e121"),
        ("en", "Review quiet in Sanasto", "-"),
        ("tr", "Sanasto'da ışık incele", "ReviewTermIntent term=tr1"),
        ("tr", "SANASTO'DA IŞIK İNCELE", "ReviewTermIntent term=tr1"),
        ("tr", "Sanasto'da iğne incele", "ReviewTermIntent term=tr2"),
        ("tr", "Sanasto'da IĞNE incele", "-"),
    ])
    func indexedQueriesMatchEntityNamesInPhrases(locale: String, utterance: String, expected: String) async {
        let localizer = Localizer(strings: ["AppShortcuts": ["tr": ["Review ${term} in ${applicationName}": "${applicationName}'da ${term} incele"]]])
        let matcher = ShortcutMatcher(shortcuts: Self.shortcuts, environment: IntentEnvironment(localizer: localizer, locale: locale),
                                      applicationName: "Sanasto")
        #expect(PhraseMatcherTests.summary(await matcher.match(utterance)) == expected)
    }

    @Test func stringSearchUsesThePrefoldedTitles() async throws {
        let environment = IntentEnvironment(localizer: Localizer(strings: [:]), locale: "en")
        let found = try await TermQuery().intentEntities(matching: "RIVER", environment: environment)
        #expect(found.count == 25)
        #expect(found.first?.title == "Red river")
        #expect(try await TermQuery().intentEntities(matching: "  ", environment: environment).isEmpty)
        let index = try await TermQuery().searchIndex(environment: environment)
        #expect(index.entities(named: "quiet river").map(\.id) == ["e121"])
        #expect((await TermEntity.intentValue(fromText: "Quiet River", environment: environment) as? TermEntity)?.id == "e121")
    }

    @Test func latinFoldingMatchesFoundationsDecomposition() {
        for value in UInt32(0x80)..<0x250 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(Character(scalar))b"
            let expected = String(String.UnicodeScalarView(text.decomposedStringWithCanonicalMapping.unicodeScalars
                .filter { ![.nonspacingMark, .enclosingMark, .spacingMark].contains($0.properties.generalCategory) }))
            let folded = IntentLanguage.fold(text, locale: "en")
            // Folding also lowercases and turns punctuation into spaces, so compare letters only.
            #expect(folded.filter(\.isLetter) == expected.lowercased().filter(\.isLetter), "U+\(String(value, radix: 16))")
        }
    }
}
#endif
