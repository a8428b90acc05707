// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Testing
import _SanastoTestSupport

@Suite struct FocusFilterCenterTests {
    static func store() -> TaskStore {
        TaskStore(titles: [("Rapor yaz", "work"), ("Süt al", "home"), ("Toplantı", "work")])
    }

    @Test func focusFilterChangesWhatTheListShows() async throws {
        let store = Self.store()
        let storage = InMemoryFocusFilterStorage()
        let environment = TaskAppStrings.environment("tr")
        let center = FocusFilterCenter(storage: storage, environment: environment)
        let heard = Recorder<String>()
        _ = await center.addObserver { key in heard.append(key) }
        #expect(store.visible(filter: await center.current(WorkFocusFilter.self)) == ["Rapor yaz", "Süt al", "Toplantı"])

        let runner = IntentRunner(environment: environment, focusFilters: center)
        _ = try await runner.run(WorkFocusFilter(tag: "work"))
        #expect(store.visible(filter: await center.current(WorkFocusFilter.self)) == ["Rapor yaz", "Toplantı"])
        #expect(heard.values == ["focusFilter.WorkFocusFilter"])

        // Persisted: a new center over the same storage (the app relaunched) reads the same filter.
        let relaunched = FocusFilterCenter(storage: storage, environment: environment)
        #expect(await relaunched.current(WorkFocusFilter.self)?.tag == "work")

        _ = try await runner.run(WorkFocusFilter(tag: "work"))
        #expect(heard.values.count == 1)
        _ = try await runner.run(WorkFocusFilter(tag: "home"))
        #expect(store.visible(filter: await center.current(WorkFocusFilter.self)) == ["Süt al"])
        await center.clear(WorkFocusFilter.self)
        #expect(await center.current(WorkFocusFilter.self) == nil)
        #expect(heard.values.count == 3)
    }

    @Test func enumParametersAreRestored() async throws {
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: TaskAppStrings.environment("en"))
        let filter = WorkFocusFilter(tag: nil)
        filter.minimum = .high
        await center.apply(filter)
        let current = try #require(await center.current(WorkFocusFilter.self))
        #expect(current.minimum == .high)
        #expect(current.tag == nil)
    }

    @Test func aFilterWhoseEntityIsGoneIsNotCurrent() async throws {
        let store = TaskStore(titles: [("Rapor yaz", "work")])
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: TaskAppStrings.environment("en"))
        let filter = TaskFocusFilter()
        filter.task = TaskEntity(try #require(store.item("t1")))
        await center.apply(filter)
        let restored = await TaskStore.$current.withValue(store) { await center.current(TaskFocusFilter.self) }
        #expect(restored?.task.id == "t1")
        // In a store without the task, no filter rather than one whose `task` cannot be read.
        let gone = await TaskStore.$current.withValue(TaskStore()) { await center.current(TaskFocusFilter.self) }
        #expect(gone == nil)
    }

    /// Re-applying the filter already current could notify observers again, because the stored snapshot (a
    /// dictionary encoded to JSON) was compared byte for byte with keys in hash order, which differs between
    /// dictionary instances.
    @Test func reapplyingTheSameFilterDoesNotNotify() async {
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: TaskAppStrings.environment("en"))
        let heard = Recorder<String>()
        _ = await center.addObserver { key in heard.append(key) }
        for _ in 0..<50 {
            let filter = WorkFocusFilter(tag: "work")
            filter.minimum = .high
            await center.apply(filter)
        }
        #expect(heard.values.count == 1)
    }

    @Test func removedObserversHearNothing() async {
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: TaskAppStrings.environment("en"))
        let heard = Recorder<String>()
        let token = await center.addObserver { key in heard.append(key) }
        await center.removeObserver(token)
        await center.apply(WorkFocusFilter(tag: "x"))
        #expect(heard.values.isEmpty)
    }
}

@Suite struct WidgetIntentButtonTests {
    @Test func toggleButtonRunsTheIntentAndReloads() async throws {
        let store = TaskStore(titles: [("Süt al", nil)])
        let reloads = Recorder<String>()
        let button = WidgetIntentButton("Toggle", intent: ToggleTaskIntent(taskId: "t1")) { reloads.append("reload") }
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"))
        try await TaskStore.$current.withValue(store) {
            let first = try await button.press(using: runner)
            #expect(first.value as? Bool == true)
            #expect(store.item("t1")?.isDone == true)
            try await button.press(using: runner)
            #expect(store.item("t1")?.isDone == false)
        }
        #expect(reloads.values == ["reload", "reload"])
    }

    @Test func failingRunDoesNotReload() async {
        let reloads = Recorder<String>()
        let button = WidgetIntentButton("Toggle", intent: ToggleTaskIntent()) { reloads.append("reload") }
        await #expect(throws: IntentRunError.missingParameters([.init(name: "taskId", title: "Task ID")])) {
            try await button.press(using: IntentRunner(environment: TaskAppStrings.environment("tr")))
        }
        #expect(reloads.values.isEmpty)
    }
}

/// A focus filter on one task, declared non-optional: an entity has no placeholder value.
struct TaskFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Task Focus"
    @Parameter(title: "Task") var task: TaskEntity
    func perform() async throws -> some IntentResult { .result() }
}
#endif
