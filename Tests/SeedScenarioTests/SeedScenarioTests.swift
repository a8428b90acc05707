// The seeds compiled against IntentKit: only where AppIntents is absent (on Apple platforms they are Apple's).
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Observation
import Testing
import _SanastoTestSupport

/// The second seed: quick actions from Info.plist and two foreground intents reach one router; the App Shortcut
/// phrases match in English with the app's name.
@MainActor
@Suite(.serialized) struct QuickActionsSeedTests {
    /// The seed's `UIApplicationShortcutItems`, in an Info.plist.
    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    <key>UIApplicationShortcutItems</key>
    <array>
        <dict>
            <key>UIApplicationShortcutItemType</key>
            <string>com.your.app.actionA</string>
            <key>UIApplicationShortcutItemTitle</key>
            <string>intents.intentA.title</string>
            <key>UIApplicationShortcutItemIconSymbolName</key>
            <string>some.sfsymbol</string>
        </dict>
        <dict>
            <key>UIApplicationShortcutItemType</key>
            <string>com.your.app.actionB</string>
            <key>UIApplicationShortcutItemTitle</key>
            <string>intents.intentB.title</string>
            <key>UIApplicationShortcutItemIconSymbolName</key>
            <string>some.other.sfsymbol</string>
        </dict>
    </array>
    </dict>
    </plist>
    """

    /// "You need to translate that in a Strings Catalog. In several, actually, since Info.plist always uses a
    /// separate one."
    static let localizer = Localizer(
        strings: [
            "Localizable": [
                "en": ["intents.intentA.title": "Do Thing A", "intents.intentB.title": "Do Thing B",
                       "intents.intentA.description": "Opens thing A."],
                "fi": ["intents.intentA.title": "Tee asia A", "intents.intentB.title": "Tee asia B"],
            ],
            "InfoPlist": [
                "en": ["intents.intentA.title": "Thing A", "intents.intentB.title": "Thing B"],
                "fi": ["intents.intentA.title": "Asia A", "intents.intentB.title": "Asia B"],
            ],
        ],
        developmentLanguage: "en", preferredLanguages: ["en"])

    /// What the seed's view does in `.onChange(of: router.pending, initial: true)`: handle the action, then reset
    /// `pending` so it won't trigger twice.
    static func viewHandlesPending(_ router: AppRouter, into handled: inout [AppAction]) {
        guard let action = router.pending else { return }
        handled.append(action)
        router.pending = nil
    }

    @Test func aQuickActionAtLaunchIsPendingAndHandledOnce() throws {
        let items = try QuickActionCatalog.items(fromInfoPlist: Data(Self.infoPlist.utf8))
        #expect(items.map(\.type) == ["com.your.app.actionA", "com.your.app.actionB"])
        #expect(items.map(\.iconSymbolName) == ["some.sfsymbol", "some.other.sfsymbol"])
        #expect(items.map { $0.title(in: IntentEnvironment(localizer: Self.localizer, locale: "fi")) } == ["Asia A", "Asia B"])

        let router = AppRouter.shared
        router.pending = nil
        let observed = Flag()
        withObservationTracking { _ = router.pending } onChange: { observed.set() }
        // "App was started by the QuickAction": the app delegate hands it to the router.
        #expect(router.handle(items[0]))
        #expect(observed.value)
        #expect(router.pending == .actionA)
        var handled: [AppAction] = []
        Self.viewHandlesPending(router, into: &handled)
        Self.viewHandlesPending(router, into: &handled)
        #expect(handled == [.actionA])
        #expect(router.pending == nil)
        // An unknown type is refused and leaves nothing pending.
        #expect(!router.handle(QuickActionItem(type: "com.your.app.unknown", titleKey: "x")))
        #expect(router.pending == nil)
    }

    @Test func theIntentsSetThePendingActionOfTheSameRouter() async throws {
        let router = AppRouter.shared
        router.pending = nil
        let runner = IntentRunner(environment: IntentEnvironment(localizer: Self.localizer, locale: "en"))
        var handled: [AppAction] = []
        _ = try await runner.run(IntentB())
        Self.viewHandlesPending(router, into: &handled)
        _ = try await runner.run(IntentA())
        Self.viewHandlesPending(router, into: &handled)
        #expect(handled == [.actionB, .actionA])
        #expect(router.pending == nil)
        // The seed's `static let description = IntentDescription(…)` is the intent's description.
        let description = try #require(IntentA.intentDescription)
        #expect(runner.environment.localizer.string(description.descriptionText) == "Opens thing A.")
        #expect(runner.environment.localizer.string(IntentA.title, language: "fi") == "Tee asia A")
        #expect(IntentA.supportedModes == .foreground)
    }

    @Test(arguments: [
        ("do thing a in Sanasto", "IntentA"),
        ("Start thing A in Sanasto", "IntentA"),
        ("do another thing in Sanasto", "IntentB"),
        ("start Sanasto and do something", "IntentB"),
        ("start Notes and do something", "-"),
        ("do thing a", "-"),
    ])
    func englishPhrasesMatchWithTheAppName(utterance: String, expected: String) async throws {
        let environment = IntentEnvironment(localizer: Self.localizer, locale: "en")
        let matcher = ShortcutMatcher(provider: MyAppShortcuts.self, environment: environment, applicationName: "Sanasto")
        #expect(matcher.phraseCount == 4)
        switch await matcher.match(utterance) {
        case .match(let match): #expect(String(describing: type(of: match.shortcut.intent)) == expected)
        case .noMatch: #expect(expected == "-")
        case .ambiguous(let matches): Issue.record("ambiguous: \(matches.count)")
        }
    }

    @Test func aMatchedPhraseRunsTheIntentToTheRouter() async throws {
        let router = AppRouter.shared
        router.pending = nil
        let environment = IntentEnvironment(localizer: Self.localizer, locale: "en")
        let matcher = ShortcutMatcher(provider: MyAppShortcuts.self, environment: environment, applicationName: "Sanasto")
        _ = try await matcher.run("start Sanasto and do something", using: IntentRunner(environment: environment))
        #expect(router.pending == .actionB)
        router.pending = nil
        #expect(PhraseValidator.validate(provider: MyAppShortcuts.self, localizer: Self.localizer, developmentLanguage: "en").isEmpty)
    }
}

/// The third seed: a Turkish app whose development language is Turkish.
@Suite(.serialized) struct TurkishSeedTests {
    /// The app's catalogs (Turkish source, English translations), from this target's resources.
    static let localizer = Localizer(bundle: .module, preferredLanguages: ["tr"])

    static func environment(_ locale: String = "tr") -> IntentEnvironment {
        IntentEnvironment(localizer: localizer, locale: locale)
    }

    @Test func addTaskWithTextGivesTheTurkishDialog() async throws {
        await TaskStore.shared.removeAll()
        let intent = TurkishSeed.AddTaskIntent()
        intent.text = "Süt al"
        let result = try await IntentRunner(environment: Self.environment()).run(intent)
        #expect(result.dialog == "Eklendi: Süt al")
        #expect(await TaskStore.shared.tasks.map(\.title) == ["Süt al"])
        // The catalog translates the dialog for an English user.
        intent.text = "Ekmek al"
        #expect(try await IntentRunner(environment: Self.environment("en")).run(intent).dialog == "Added: Ekmek al")
        // `static var title` and `static var description = IntentDescription(…)` are the witnesses.
        #expect(Self.localizer.string(TurkishSeed.AddTaskIntent.title) == "Görev Ekle")
        #expect(Self.localizer.string(TurkishSeed.AddTaskIntent.title, language: "en") == "Add Task")
        let description = try #require(TurkishSeed.AddTaskIntent.intentDescription)
        #expect(Self.localizer.string(description.descriptionText) == "Listeye hızlı görev ekle")
    }

    @Test func aMissingTextIsAskedForWithItsTitle() async throws {
        await TaskStore.shared.removeAll()
        let prompter = ScriptedPrompter(answers: [.text("Rapor yaz")])
        let result = try await IntentRunner(environment: Self.environment(), prompter: prompter).run(TurkishSeed.AddTaskIntent())
        #expect(prompter.askedRequests.map(\.prompt) == ["Görev"])
        #expect(result.dialog == "Eklendi: Rapor yaz")
        // Non-interactive: one error listing every missing parameter.
        let error = await #expect(throws: IntentRunError.self) {
            try await IntentRunner(environment: Self.environment()).run(TurkishSeed.WithPriority.AddTaskIntent())
        }
        #expect(error == .missingParameters([.init(name: "text", title: "Görev"), .init(name: "priority", title: "Öncelik")]))
    }

    @Test func aMissingPriorityIsAskedWithItsCases() async throws {
        await TaskStore.shared.removeAll()
        let prompter = ScriptedPrompter(answers: [.text("yüksek")])
        let intent = TurkishSeed.WithPriority.AddTaskIntent()
        intent.text = "Toplantı"
        _ = try await IntentRunner(environment: Self.environment(), prompter: prompter).run(intent)
        let request = try #require(prompter.askedRequests.first)
        #expect(prompter.askedRequests.count == 1)
        #expect(request.parameterName == "priority")
        #expect(request.prompt == "Öncelik")
        #expect(request.kind == .enumeration)
        #expect(request.choices.map(\.title) == ["Düşük", "Orta", "Yüksek"])
        #expect(await TaskStore.shared.tasks.map(\.priority) == [.high])
        // In English the same cases are offered by their translations.
        let english = ScriptedPrompter(answers: [.choice(0)])
        intent.text = "Meeting"
        _ = try await IntentRunner(environment: Self.environment("en"), prompter: english).run(TurkishSeed.WithPriority.AddTaskIntent(from: intent))
        #expect(english.askedRequests.first?.choices.map(\.title) == ["Low", "Medium", "High"])
        #expect(await TaskStore.shared.tasks.map(\.priority) == [.high, .low])
    }

    @Test func suggestedTasksAreTheTenNewestOpen() async throws {
        await TaskStore.shared.removeAll()
        for index in 1...14 { try await TaskStore.shared.add("Görev \(index)") }
        let ids = await TaskStore.shared.tasks.map(\.id)
        await TaskStore.shared.toggle(id: ids[13])
        await TaskStore.shared.toggle(id: ids[11])
        let suggested = try await TurkishSeed.TaskEntity.defaultQuery.suggestedEntities()
        #expect(suggested.map(\.title) == ["Görev 13", "Görev 11", "Görev 10", "Görev 9", "Görev 8", "Görev 7", "Görev 6", "Görev 5", "Görev 4", "Görev 3"])
        // A task parameter offers them first, by their titles.
        struct CompleteTaskIntent: AppIntent {
            static var title: LocalizedStringResource = "Görevi Tamamla"
            @Parameter(title: "Görev") var task: TurkishSeed.TaskEntity
            func perform() async throws -> some IntentResult & ProvidesDialog {
                await TaskStore.shared.toggle(id: task.id)
                return .result(dialog: "Tamamlandı: \(task)")
            }
        }
        let prompter = ScriptedPrompter(answers: [.choice(1)])
        let result = try await IntentRunner(environment: Self.environment(), prompter: prompter).run(CompleteTaskIntent())
        #expect(prompter.askedRequests.first?.choices.map(\.title) == suggested.map(\.title))
        #expect(result.dialog == "Tamamlandı: Görev 11")
    }

    @Test func theFocusFilterChangesTheVisibleList() async throws {
        await TaskStore.shared.removeAll()
        try await TaskStore.shared.add("Rapor yaz", tag: "iş")
        try await TaskStore.shared.add("Süt al", tag: "kişisel")
        try await TaskStore.shared.add("Toplantı", tag: "iş")
        UserDefaults.standard.removeObject(forKey: "focusTag")
        #expect(await TaskStore.shared.visibleTitles(focusTag: UserDefaults.standard.string(forKey: "focusTag")) == ["Rapor yaz", "Süt al", "Toplantı"])

        let posted = Flag()
        let observer = NotificationCenter.default.addObserver(forName: .focusChanged, object: nil, queue: nil) { _ in posted.set() }
        defer { NotificationCenter.default.removeObserver(observer) }
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: Self.environment())
        let filter = TurkishSeed.WorkFocusFilter()
        filter.tag = "iş"
        _ = try await IntentRunner(environment: Self.environment(), focusFilters: center).run(filter)
        #expect(posted.value)
        // "Ana uygulama açıldığında focusTag'i okuyup listeyi filtreliyor."
        #expect(await TaskStore.shared.visibleTitles(focusTag: UserDefaults.standard.string(forKey: "focusTag")) == ["Rapor yaz", "Toplantı"])
        #expect(await center.current(TurkishSeed.WorkFocusFilter.self)?.tag == "iş")
        UserDefaults.standard.removeObject(forKey: "focusTag")
    }

    @Test func theWidgetsToggleButtonFlipsATask() async throws {
        await TaskStore.shared.removeAll()
        try await TaskStore.shared.add("Süt al")
        let task = try #require(await TaskStore.shared.tasks.first)
        let reloads = Flag()
        // `Button(intent: ToggleTaskIntent(taskId: task.id)) { Image(…) }` in the widget.
        let button = WidgetIntentButton(intent: ToggleTaskIntent(taskId: task.id)) { reloads.set() }
        let runner = IntentRunner(environment: Self.environment())
        try await button.press(using: runner)
        #expect(await TaskStore.shared.tasks.first?.isDone == true)
        #expect(reloads.value)
        try await button.press(using: runner)
        #expect(await TaskStore.shared.tasks.first?.isDone == false)
    }

    @Test(arguments: [
        ("Not ile görev ekle", "Not", true),
        ("Not'a görev ekle", "Not", true),
        ("Sanasto'ya görev ekle", "Sanasto", true),
        ("Sanasto ile görev ekle", "Sanasto", true),
        ("Sanasto'ye görev ekle", "Sanasto", false),
        ("Not'ya görev ekle", "Not", false),
    ])
    func turkishPhrasesFollowVowelHarmony(utterance: String, applicationName: String, matches: Bool) async throws {
        let matcher = ShortcutMatcher(
            provider: TurkishSeed.MyAppShortcuts.self, environment: Self.environment(), developmentLanguage: "tr",
            applicationName: applicationName)
        #expect(matcher.phraseCount == 2)
        let result = await matcher.match(utterance)
        if case .match(let match) = result {
            #expect(matches)
            #expect(match.shortcut.intent is TurkishSeed.AddTaskIntent)
        } else {
            #expect(!matches)
        }
    }

    @Test func aMatchedPhraseAsksForTheTextAndAdds() async throws {
        await TaskStore.shared.removeAll()
        let matcher = ShortcutMatcher(
            provider: TurkishSeed.MyAppShortcuts.self, environment: Self.environment(), developmentLanguage: "tr", applicationName: "Not")
        let prompter = ScriptedPrompter(answers: [.text("Süt al")])
        let result = try await matcher.run("Not'a görev ekle", using: IntentRunner(environment: Self.environment(), prompter: prompter))
        #expect(result?.dialog == "Eklendi: Süt al")
        // The English phrases from the catalog.
        let english = ShortcutMatcher(
            provider: TurkishSeed.MyAppShortcuts.self, environment: Self.environment("en"), developmentLanguage: "tr", applicationName: "Not")
        #expect(english.phraseCount == 2)
        if case .match = await english.match("Add a task to Not") {} else { Issue.record("no English match") }
        #expect(PhraseValidator.validate(provider: TurkishSeed.MyAppShortcuts.self, localizer: Self.localizer, developmentLanguage: "tr").isEmpty)
    }
}

extension TurkishSeed.WithPriority.AddTaskIntent {
    /// A copy with the same text (a fresh instance, as the runner makes).
    init(from other: Self) {
        self.init()
        text = other.text
    }
}
#endif
