// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Testing
import _SanastoTestSupport

/// Two sample apps end to end, each as one story.
@Suite struct ScenarioTests {
    /// Quick actions actionA/actionB and IntentA/IntentB all reach the one router; each action is handled once.
    @MainActor
    @Test func quickActionsAndIntentsShareOneRouter() async throws {
        let router = ActionRouter<AppAction>()
        let items = try QuickActionCatalog.items(fromInfoPlist: Data(ActionAppStrings.infoPlist.utf8))
        #expect(items.map { $0.title(in: ActionAppStrings.environment("fi")) } == ["Tee asia A", "Tee asia B"])

        // At launch: the quick action is pending until the view handles it.
        #expect(router.handle(items[1]))
        var handled: [AppAction] = []
        if let action = router.take() { handled.append(action) }
        if let action = router.take() { handled.append(action) }
        // While running: an unknown type is refused and leaves nothing pending.
        #expect(!router.handle(quickActionType: "com.your.app.unknown"))
        // A foreground intent through the runner, then a phrase in Turkish: both open the router from perform.
        let runner = IntentRunner(environment: ActionAppStrings.environment("tr"))
        let matcher = ShortcutMatcher(provider: ActionShortcuts.self, environment: ActionAppStrings.environment("tr"),
                                      applicationName: "Sanasto")
        try await SampleRouter.$current.withValue(router) {
            _ = try await runner.run(IntentA())
            if let action = router.take() { handled.append(action) }
            _ = try await matcher.run("sanasto'da b işini yap", using: runner)
            if let action = router.take() { handled.append(action) }
        }
        #expect(handled == [.actionB, .actionA, .actionB])
        #expect(router.pending == nil)
    }

    /// AddTaskIntent in Turkish with Priority asked for, queries, the focus filter and the widget toggle.
    @Test func taskAppInTurkish() async throws {
        let store = TaskStore(titles: [("Rapor yaz", "work")])
        let environment = TaskAppStrings.environment("tr")
        let prompter = ScriptedPrompter(answers: [.text("Düşük")])
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: environment)
        let runner = IntentRunner(environment: environment, prompter: prompter, focusFilters: center)
        let matcher = ShortcutMatcher(provider: TaskShortcuts.self, environment: environment, applicationName: "Sanasto")
        try await TaskStore.$current.withValue(store) {
            // "Sanasto'ya görev ekle": text and priority asked for.
            let noText = ScriptedPrompter(answers: [.text("Süt al"), .text("Düşük")])
            let added = try await matcher.run("Sanasto'ya görev ekle", using: IntentRunner(environment: environment, prompter: noText))
            #expect(added?.dialog == "Eklendi: Süt al")
            #expect(noText.askedRequests.map(\.prompt) == ["Ne eklemeliyim?", "Hangi öncelik?"])
            // With the priority in the phrase, nothing is asked for but the text.
            let high = ScriptedPrompter(answers: [.text("Toplantı")])
            _ = try await matcher.run("Sanasto'ya yüksek öncelikli görev ekle", using: IntentRunner(environment: environment, prompter: high))
            #expect(store.all.map(\.priority) == [.medium, .low, .high])
            #expect(high.askedRequests.map(\.parameterName) == ["text"])
            // Suggested entities: newest open first.
            #expect(try await TaskEntity.defaultQuery.suggestedEntities().map(\.title) == ["Toplantı", "Süt al", "Rapor yaz"])
            // Focus: only work tasks.
            _ = try await runner.run(WorkFocusFilter(tag: "work"))
            #expect(store.visible(filter: await center.current(WorkFocusFilter.self)) == ["Rapor yaz"])
            // The widget toggles a task and asks for a reload.
            let reloads = Recorder<String>()
            let button = WidgetIntentButton("Bitti", intent: ToggleTaskIntent(taskId: "t1")) { reloads.append("timeline") }
            try await button.press(using: runner)
            #expect(store.item("t1")?.isDone == true)
            #expect(reloads.values == ["timeline"])
            #expect(try await TaskEntity.defaultQuery.suggestedEntities().map(\.title) == ["Toplantı", "Süt al"])
        }
        #expect(prompter.askedRequests.isEmpty)
    }
}
#endif
