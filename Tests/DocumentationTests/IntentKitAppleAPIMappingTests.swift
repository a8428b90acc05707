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
        private var entries: [(id: UUID, title: String)] = []
        var tasks: [String] { entries.map(\.title) }
        func add(_ text: String) throws { entries.append((UUID(), text)) }
        func tasks(withIDs ids: [UUID]) throws -> [IntentKitDocComments.TaskEntity] {
            entries.filter { ids.contains($0.id) }.map { IntentKitDocComments.TaskEntity(id: $0.id, title: $0.title) }
        }
        func newestOpenTasks(limit: Int) throws -> [IntentKitDocComments.TaskEntity] {
            entries.suffix(limit).reversed().map { IntentKitDocComments.TaskEntity(id: $0.id, title: $0.title) }
        }
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
