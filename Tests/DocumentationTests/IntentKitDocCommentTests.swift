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
