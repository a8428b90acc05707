#if !canImport(AppIntents)
import Foundation
import IntentKit
import Testing
import _SanastoTestSupport

// The examples of IntentKit's "Getting started" article, as written, with what their comments say asserted. The
// localizer is `.main`, as in the article: a test process's main bundle has no catalogs, so every text is its key,
// which is the English the article shows.

/// The article's intent declarations (a namespace of their own: the API mapping article declares another
/// `AddTaskIntent`).
enum IntentKitGettingStarted {
    enum Priority: String, AppEnum {
        case low, medium, high
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Priority")
        static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
            .low: "Low", .medium: "Medium", .high: "High",
        ]
    }

    struct AddTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Add Task"
        static let description = IntentDescription("Adds a task to your list.")

        @Parameter(title: "Text", requestValueDialog: "What should I add?") var text: String
        @Parameter(title: "Priority") var priority: Priority

        func perform() async throws -> some IntentResult & ProvidesDialog {
            // Store the task here.
            return .result(dialog: "Added: \(text)")
        }
    }

    struct TaskShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: AddTaskIntent(),
                phrases: ["Add a task in \(.applicationName)", "Add a \(\.$priority) task in \(.applicationName)"],
                shortTitle: "Add Task", systemImageName: "plus.circle")
        }
    }
}

enum AppAction: String, Sendable { case addTask, search }

@MainActor func launch(infoPlist: URL) throws {
    let router = ActionRouter<AppAction>(typePrefix: "com.example.tasks.")
    let items = try QuickActionCatalog.items(contentsOf: infoPlist)   // UIApplicationShortcutItems
    if let chosen = items.first {
        router.handle(chosen)              // the user chose it on the home screen: type com.example.tasks.addTask
    }
    if let action = router.take() {        // the view handles it once
        print("open", action)
    }
}

extension IntentKitGettingStarted {
    @Suite struct IntentKitGettingStartedTests {
        @Test func declarations() {
            #expect(AddTaskIntent.title.key == "Add Task")
            #expect(Priority.allCases.map { Priority.caseDisplayRepresentations[$0]?.title.key } == ["Low", "Medium", "High"])
            let shortcuts = TaskShortcuts.appShortcuts
            // The phrases are keyed as the text after the example says (the AppShortcuts table).
            #expect(shortcuts.map(\.phrases) == [["Add a task in ${applicationName}", "Add a ${priority} task in ${applicationName}"]])
        }

        @Test func runAnIntent() async throws {
            let environment = IntentEnvironment(localizer: .main, locale: "en")
            let prompter = ScriptedPrompter(answers: [.text("Buy milk"), .choice(2)])
            let runner = IntentRunner(environment: environment, prompter: prompter)

            let result = try await runner.run(AddTaskIntent())
            result.dialog                              // "Added: Buy milk"
            prompter.askedRequests.map(\.prompt)       // ["What should I add?", "Priority"]
            prompter.askedRequests[1].choices.map(\.title)   // ["Low", "Medium", "High"]

            #expect(result.dialog == "Added: Buy milk")
            #expect(prompter.askedRequests.map(\.prompt) == ["What should I add?", "Priority"])
            #expect(prompter.askedRequests[1].choices.map(\.title) == ["Low", "Medium", "High"])
        }

        @Test func withoutAPrompterEveryMissingParameterIsNamed() async {
            let runner = IntentRunner(environment: IntentEnvironment(localizer: .main, locale: "en"))
            await #expect(throws: IntentRunError.missingParameters([
                .init(name: "text", title: "Text"), .init(name: "priority", title: "Priority"),
            ])) { try await runner.run(AddTaskIntent()) }
        }

        @Test func matchWhatTheUserSays() async throws {
            let environment = IntentEnvironment(localizer: .main, locale: "en")
            // The spoken phrase gives no text: the runner asks for it.
            let prompter = ScriptedPrompter(answers: [.text("Call Anna"), .choice(0)])
            let runner = IntentRunner(environment: environment, prompter: prompter)

            let matcher = ShortcutMatcher(provider: TaskShortcuts.self, environment: environment, applicationName: "Sanasto")
            if case .match(let match) = await matcher.match("Add a high task in Sanasto") {
                print(match.parameterStorage)          // ["priority": ["high"]]
            }
            let spoken = try await matcher.run("Add a task in Sanasto", using: runner)   // runs AddTaskIntent

            guard case .match(let match) = await matcher.match("Add a high task in Sanasto") else {
                Issue.record("no match for 'Add a high task in Sanasto'")
                return
            }
            #expect(match.parameterStorage == ["priority": ["high"]])
            #expect(spoken?.dialog == "Added: Call Anna")
            #expect(prompter.askedRequests.map(\.prompt) == ["What should I add?", "Priority"])
        }

        @MainActor @Test func routeQuickActions() throws {
            let infoPlist = TestPaths.fixtures(of: "DocumentationTests").appendingPathComponent("Info.plist")
            try launch(infoPlist: infoPlist)

            // What launch does, step by step: the first item is the add-task action, handled once.
            let router = ActionRouter<AppAction>(typePrefix: "com.example.tasks.")
            let items = try QuickActionCatalog.items(contentsOf: infoPlist)
            #expect(items.map(\.type) == ["com.example.tasks.addTask", "com.example.tasks.search"])
            #expect(router.handle(items[0]))
            #expect(router.take() == .addTask)
            #expect(router.take() == nil)
        }
    }
}
#endif
