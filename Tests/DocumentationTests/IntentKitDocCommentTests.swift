#if !canImport(AppIntents)
import Foundation
import IntentKit
import Testing

// The `///` examples of IntentKit's main types (those the articles link to), as written, with what they assume (the
// task store, `IntentA` and `IntentB`) declared here.

enum IntentKitDocComments {
    /// The store the API mapping article's example assumes, which this one assumes too.
    typealias TaskStore = IntentKitAppleAPIMapping.TaskStore

    /// `AppIntent`'s example.
    struct AddTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Görev Ekle"
        static let description = IntentDescription("Listeye hızlı görev ekle")
        @Parameter(title: "Görev") var text: String
        func perform() async throws -> some IntentResult & ProvidesDialog {
            try await TaskStore.shared.add(text)
            return .result(dialog: "Eklendi: \(text)")
        }
    }

    /// `AppEnum`'s example.
    enum Priority: String, AppEnum {
        case low, medium, high
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Öncelik")
        static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
            .low: "Düşük", .medium: "Orta", .high: "Yüksek"
        ]
    }

    /// `IntentParameter`'s example, in an intent.
    struct ParameterKinds: AppIntent {
        static let title: LocalizedStringResource = "Görev Ekle"
        @Parameter(title: "Görev") var text: String
        @Parameter(title: "Öncelik", requestValueDialog: "Hangi öncelik?") var priority: Priority
        @Parameter(title: "Not") var note: String?
        @Parameter(title: "Adet", default: 3) var count: Int
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            .result(value: "\(text) \(priority.rawValue) \(note ?? "-") \(count)")
        }
    }

    /// `AppEntity`'s example.
    struct TaskEntity: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Görev")
        static let defaultQuery = TaskQuery()
        let id: UUID
        let title: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    }

    /// `EntityQuery`'s example.
    struct TaskQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [TaskEntity] {
            try await TaskStore.shared.tasks(withIDs: identifiers)
        }
        func suggestedEntities() async throws -> [TaskEntity] {
            try await TaskStore.shared.newestOpenTasks(limit: 10)
        }
    }

    /// `SetFocusFilterIntent`'s example.
    struct WorkFocusFilter: SetFocusFilterIntent {
        static let title: LocalizedStringResource = "Çalışma Görevleri"
        @Parameter(title: "Tag") var tag: String
        func perform() async throws -> some IntentResult { .result() }
    }

    struct IntentA: AppIntent {
        static let title: LocalizedStringResource = "intents.intentA.title"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct IntentB: AppIntent {
        static let title: LocalizedStringResource = "intents.intentB.title"
        func perform() async throws -> some IntentResult { .result() }
    }

    /// `AppShortcutsProvider`'s example.
    struct MyAppShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: IntentA(), phrases: ["do thing a in \(.applicationName)"],
                        shortTitle: "intents.intentA.title", systemImageName: "some.sfsymbol")
            AppShortcut(intent: IntentB(), phrases: ["do another thing in \(.applicationName)"],
                        shortTitle: "intents.intentB.title", systemImageName: "some.other.sfsymbol")
        }
    }

    @Suite struct IntentKitDocCommentTests {
        @Test func intentParameter() async throws {
            let prompter = ScriptedPrompter(answers: [.text("Süt al"), .choice(2)])
            let runner = IntentRunner(environment: IntentEnvironment(localizer: .main, locale: "tr"), prompter: prompter)
            let result = try await runner.run(ParameterKinds())
            // An optional and a parameter with a default are not asked for.
            #expect(prompter.askedRequests.map(\.prompt) == ["Görev", "Hangi öncelik?"])
            #expect(prompter.askedRequests[1].choices.map(\.title) == ["Düşük", "Orta", "Yüksek"])
            #expect(result.value as? String == "Süt al high - 3")
        }

        @Test func appEntityAndEntityQuery() async throws {
            let store = TaskStore()
            for number in 1...12 { try await store.add("Görev \(number)") }
            let suggested = try await store.newestOpenTasks(limit: 10)
            #expect(suggested.map(\.title) == (3...12).reversed().map { "Görev \($0)" })
            #expect(suggested[0].displayRepresentation.title.key == "%@")
            #expect(TaskEntity.typeDisplayRepresentation.name.key == "Görev")

            try await TaskStore.shared.add("Fatura öde")
            let query = TaskEntity.defaultQuery
            let newest = try #require(try await query.suggestedEntities().first)
            #expect(newest.title == "Fatura öde")
            #expect(try await query.entities(for: [newest.id]).map(\.title) == ["Fatura öde"])
        }

        @Test func setFocusFilterIntent() async throws {
            let environment = IntentEnvironment(localizer: .main, locale: "tr")
            let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: environment)
            let runner = IntentRunner(environment: environment, prompter: ScriptedPrompter(answers: [.text("iş")]), focusFilters: center)
            _ = try await runner.run(WorkFocusFilter())
            #expect(await center.current(WorkFocusFilter.self)?.tag == "iş")
        }

        @Test func appIntent() async throws {
            let prompter = ScriptedPrompter(answers: [.text("Ekmek al")])
            let runner = IntentRunner(environment: IntentEnvironment(localizer: .main, locale: "tr"), prompter: prompter)
            let result = try await runner.run(AddTaskIntent())
            #expect(prompter.askedRequests.map(\.prompt) == ["Görev"])
            #expect(result.dialog == "Eklendi: Ekmek al")
            #expect(await TaskStore.shared.tasks.contains("Ekmek al"))
        }

        @Test func appEnum() async throws {
            #expect(Priority.typeDisplayRepresentation.name.key == "Öncelik")
            #expect(Priority.allCases.map { Priority.caseDisplayRepresentations[$0]?.title.key } == ["Düşük", "Orta", "Yüksek"])
        }

        @Test func appShortcutsProvider() async throws {
            let shortcuts = MyAppShortcuts.appShortcuts
            #expect(shortcuts.map(\.phrases) == [["do thing a in ${applicationName}"], ["do another thing in ${applicationName}"]])
            let environment = IntentEnvironment(localizer: .main, locale: "en")
            let matcher = ShortcutMatcher(provider: MyAppShortcuts.self, environment: environment, applicationName: "Sanasto")
            let result = try await matcher.run("do another thing in Sanasto", using: IntentRunner(environment: environment))
            #expect(result != nil)
            guard case .noMatch = await matcher.match("do a third thing in Sanasto") else {
                Issue.record("a phrase no shortcut has matched")
                return
            }
        }
    }
}
#endif
