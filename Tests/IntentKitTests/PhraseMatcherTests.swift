// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Testing

/// Matching utterances against the sample task app's phrases, with the app called Sanasto and also Not and İzmir.
@Suite struct PhraseMatcherTests {
    static func store() -> TaskStore {
        let store = TaskStore(titles: [("Süt al", "home"), ("Buy milk", "home"), ("Maito", "home")])
        _ = store.toggle("t3")   // done: found only through string search, not among the suggestions
        return store
    }

    static func matcher(_ locale: String) -> ShortcutMatcher {
        ShortcutMatcher(
            provider: TaskShortcuts.self, environment: TaskAppStrings.environment(locale),
            applicationName: "Sanasto", alternativeNames: ["Not", "İzmir"]
        )
    }

    /// The matched intent and slot storage, `-` for no match, `?` plus the count when ambiguous.
    static func summary(_ result: ShortcutMatchResult) -> String {
        switch result {
        case .noMatch: return "-"
        case .ambiguous(let matches): return "?\(matches.count)"
        case .match(let match):
            let slots = match.parameterStorage.keys.sorted().map { "\($0)=\(match.parameterStorage[$0]?.joined() ?? "")" }
            return ([match.shortcut.intentType.identifier] + slots).joined(separator: " ")
        }
    }

    @Test(arguments: [
        ("Sanasto'ya görev ekle", "AddTaskIntent"),
        ("Not'a görev ekle", "AddTaskIntent"),
        ("İzmir'e görev ekle", "AddTaskIntent"),
        ("izmir'e görev ekle", "AddTaskIntent"),
        ("SANASTO'YA GÖREV EKLE!", "AddTaskIntent"),
        ("  Sanasto’ya,   görev  ekle. ", "AddTaskIntent"),
        ("Sanastoya görev ekle", "AddTaskIntent"),
        ("Sanasto ile görev ekle", "AddTaskIntent"),
        ("Sanasto'yla görev ekle", "AddTaskIntent"),
        ("Not'la görev ekle", "AddTaskIntent"),
        ("İzmir'le görev ekle", "AddTaskIntent"),
        ("Sanasto'ya yüksek öncelikli görev ekle", "AddTaskIntent priority=high"),
        ("İzmir'e Düşük öncelikli görev ekle", "AddTaskIntent priority=low"),
        ("Not'a acil öncelikli görev ekle", "AddTaskIntent priority=high"),
        ("Sanasto'da Süt al görevini tamamla", "CompleteTaskIntent task=t1"),
        ("Not'ta süt al görevini tamamla", "CompleteTaskIntent task=t1"),
        ("İzmir'de Maito görevini tamamla", "CompleteTaskIntent task=t3"),
        ("Sanasto'yu aç", "OpenListIntent"),
        ("Not'u aç", "OpenListIntent"),
        ("İzmir'i aç", "OpenListIntent"),
        ("Sanasto'dan görevleri göster", "OpenListIntent"),
        ("Not'tan görevleri göster", "OpenListIntent"),
        ("Not'e görev ekle", "-"),
        ("Not'da görevleri göster", "-"),
        ("Sanasto'ya görev sil", "-"),
        ("Sanasto'ya kritik öncelikli görev ekle", "-"),
        ("Sanasto'da Ekmek al görevini tamamla", "-"),
        ("Başka'ya görev ekle", "-"),
    ])
    func turkish(utterance: String, expected: String) async {
        let result = await TaskStore.$current.withValue(Self.store()) { await Self.matcher("tr").match(utterance) }
        #expect(Self.summary(result) == expected)
    }

    @Test(arguments: [
        ("Lisää tehtävä Sanasto-sovellukseen", "AddTaskIntent"),
        ("lisää tehtävä NOT-sovellukseen", "AddTaskIntent"),
        ("Lisää tehtävä Sanasto sovellukseen", "AddTaskIntent"),
        ("Lisää tehtävä Sanasto–sovellukseen", "AddTaskIntent"),
        ("Lisää tehtävä Sanasto-sovelluksesta", "-"),
        ("Sanasto, lisää tehtävä!", "AddTaskIntent"),
        ("Lisää tehtävä sovelluksella Sanasto", "AddTaskIntent"),
        ("Lisää korkea tehtävä Sanasto-sovellukseen", "AddTaskIntent priority=high"),
        ("lisaa matala tehtava sanasto-sovellukseen", "AddTaskIntent priority=low"),
        ("Merkitse Maito tehdyksi Sanasto-sovelluksessa", "CompleteTaskIntent task=t3"),
        ("Avaa Sanasto", "OpenListIntent"),
        ("Näytä tehtävät Sanasto-sovelluksesta", "OpenListIntent"),
        ("Lisää tehtävä Sanastoon", "-"),
        ("Avaa Muu", "-"),
    ])
    func finnish(utterance: String, expected: String) async {
        let result = await TaskStore.$current.withValue(Self.store()) { await Self.matcher("fi").match(utterance) }
        #expect(Self.summary(result) == expected)
    }

    @Test(arguments: [
        ("Add a task to Sanasto", "AddTaskIntent"),
        ("add a task with not", "AddTaskIntent"),
        ("Add a task using İzmir", "AddTaskIntent"),
        ("Add a HIGH task to Sanasto.", "AddTaskIntent priority=high"),
        ("Add an urgent task to Sanasto", "-"),
        ("Add a urgent task to Sanasto", "AddTaskIntent priority=high"),
        ("Complete Buy milk in Sanasto", "CompleteTaskIntent task=t2"),
        ("Complete buy   MILK in Sanasto!", "CompleteTaskIntent task=t2"),
        ("Open Sanasto", "OpenListIntent"),
        ("Open Sanasto now", "-"),
        ("Complete Buy bread in Sanasto", "-"),
    ])
    func english(utterance: String, expected: String) async {
        let result = await TaskStore.$current.withValue(Self.store()) { await Self.matcher("en").match(utterance) }
        #expect(Self.summary(result) == expected)
    }

    @Test(arguments: ["", "   ", "?!", "'", "-"])
    func utterancesWithoutWordsAreNoMatch(utterance: String) async {
        for locale in ["en", "fi", "tr"] {
            let result = await TaskStore.$current.withValue(Self.store()) { await Self.matcher(locale).match(utterance) }
            #expect(Self.summary(result) == "-")
        }
    }

    @Test func aLocaleWithoutPhrasesCompilesNoneAndMatchesNothing() async {
        #expect(Self.matcher("de").phraseCount == 0)
        #expect(Self.matcher("tr-TR").phraseCount == 7)
        #expect(Self.matcher("en").phraseCount == 7)
        let result = await TaskStore.$current.withValue(Self.store()) { await Self.matcher("de").match("Open Sanasto") }
        #expect(Self.summary(result) == "-")
    }

    @Test func ambiguousNamesGiveEveryCandidateInOrder() async {
        let store = TaskStore(titles: [("Milk", nil), ("Milk", nil)])
        let result = await TaskStore.$current.withValue(store) { await Self.matcher("en").match("Complete milk in Sanasto") }
        #expect(result.candidates.map { $0.parameterStorage["task"] ?? [] } == [["t2"], ["t1"]])
        #expect(Self.summary(result) == "?2")
    }

    @Test func matchedIntentRunsThroughTheRunner() async throws {
        let store = Self.store()
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"))
        let result = try await TaskStore.$current.withValue(store) {
            try await Self.matcher("tr").run("Not'ta Süt al görevini tamamla", using: runner)
        }
        #expect(result?.dialog == "Tamamlandı: Süt al")
        #expect(store.item("t1")?.isDone == true)
    }

    @Test func phraseLevelMatchingWithGivenSlotValues() async {
        let matcher = PhraseMatcher(
            phrases: [
                PhraseEntry(key: "Add a ${priority} task to ${applicationName}", phrase: "${applicationName}'a ${priority} görev ekle", group: 0,
                            slots: ["priority": PhraseSlot(values: [
                                PhraseSlot.Value(names: ["düşük"], storage: ["low"]),
                                PhraseSlot.Value(names: ["yüksek", "acil"], storage: ["high"]),
                            ])]),
                PhraseEntry(key: "Add a task to ${applicationName}", phrase: "${applicationName}'a görev ekle", group: 1),
            ],
            locale: "tr", applicationNames: ["Sanasto"]
        )
        let low = await matcher.candidates(for: "Sanasto'ya düşük görev ekle")
        #expect(low.map(\.key) == ["Add a ${priority} task to ${applicationName}"])
        #expect(low.first?.slots["priority"]?.storage == ["low"])
        #expect(await matcher.candidates(for: "Sanasto'ya görev ekle").map(\.group) == [1])
        #expect(await matcher.candidates(for: "Sanasto'ya orta görev ekle").isEmpty)
    }

    @Test(arguments: [("iPad'de A işini yap", true), ("iPad'da A işini yap", true), ("iPad'te A işini yap", false)])
    func explicitFormsOfTheAppNameAreMatched(utterance: String, matches: Bool) async {
        let matcher = ShortcutMatcher(
            provider: ActionShortcuts.self, environment: ActionAppStrings.environment("tr"),
            applicationName: "iPad", inflection: NameInflection(turkishForms: ["iPad": [.locative: "iPad'de"]])
        )
        let result = await matcher.match(utterance)
        #expect(Self.summary(result) == (matches ? "IntentA" : "-"))
    }
}
#endif
