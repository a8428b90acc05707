#if !canImport(AppIntents)
import Foundation
import IntentKit
import Testing

// The example of IntentKit's "App Intents and IntentKit" article, as written, with what its comment says asserted.

/// The article's declarations, with the task store it assumes (a namespace of their own: the getting-started article
/// declares another `AddTaskIntent`).
enum IntentKitAppleAPIMapping {
    /// The app's store the example's intent adds to (IntentKitDocCommentTests' `AddTaskIntent` adds to it too).
    actor TaskStore {
        static let shared = TaskStore()
        private(set) var tasks: [String] = []
        func add(_ text: String) throws { tasks.append(text) }
    }

    struct AddTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Görev Ekle"
        static let description = IntentDescription("Listeye hızlı görev ekle")
        @Parameter(title: "Görev") var text: String
        func perform() async throws -> some IntentResult & ProvidesDialog {
            try await TaskStore.shared.add(text)
            return .result(dialog: "Eklendi: \(text)")
        }
    }

    @Suite struct IntentKitAppleAPIMappingTests {
        @Test func theExampleRuns() async throws {
            // The terminal: what a user types when asked.
            let terminal = ScriptedPrompter(answers: [.text("Süt al")])

            let runner = IntentRunner(environment: IntentEnvironment(localizer: .main, locale: "tr"), prompter: terminal)
            let result = try await runner.run(AddTaskIntent())   // asks "Görev", then says "Eklendi: …"

            #expect(terminal.askedRequests.map(\.prompt) == ["Görev"])
            #expect(result.dialog == "Eklendi: Süt al")
            #expect(await TaskStore.shared.tasks.contains("Süt al"))
            #expect(AddTaskIntent.intentDescription?.descriptionText.key == "Listeye hızlı görev ekle")
        }
    }
}
#endif
