// The seeds compiled against IntentKit: only where AppIntents is absent (on Apple platforms they are Apple's).
#if !canImport(AppIntents)
// The third seed ("App Intents ve Shortcuts: kullanıcıya doğrudan eylem") as written, backslashes restored, with
// `import AppIntents` replaced by `import IntentKit`. Its two `AddTaskIntent`s and the second seed's
// `MyAppShortcuts` share names, so each of the seed's snippets lives in a namespace (`TurkishSeed`,
// `TurkishSeed.WithPriority`); the code inside is the seed's.

import Foundation
import IntentKit

enum TurkishSeed {
    struct AddTaskIntent: AppIntent {
        static var title: LocalizedStringResource = "Görev Ekle"
        static var description = IntentDescription("Listeye hızlı görev ekle")
        @Parameter(title: "Görev") var text: String
        func perform() async throws -> some IntentResult & ProvidesDialog {
            try await TaskStore.shared.add(text)
            return .result(dialog: "Eklendi: \(text)")
        }
    }

    struct MyAppShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: AddTaskIntent(),
                phrases: [
                    "\(.applicationName) ile görev ekle",
                    "\(.applicationName)'a görev ekle"
                ],
                shortTitle: "Görev Ekle",
                systemImageName: "plus.circle"
            )
        }
    }

    enum Priority: String, AppEnum {
        case low, medium, high
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Öncelik")
        static var caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
            .low: "Düşük", .medium: "Orta", .high: "Yüksek"
        ]
    }

    enum WithPriority {
        struct AddTaskIntent: AppIntent {
            // The seed shows only what this version adds; its title is the first version's.
            static var title: LocalizedStringResource = "Görev Ekle"
            @Parameter(title: "Görev") var text: String
            @Parameter(title: "Öncelik") var priority: Priority
            func perform() async throws -> some IntentResult {
                try await TaskStore.shared.add(text, priority: priority)
                return .result()
            }
        }
    }

    struct TaskEntity: AppEntity {
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Görev")
        static var defaultQuery = TaskQuery()
        let id: UUID
        let title: String
        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(title)")
        }
    }

    struct TaskQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [TaskEntity] {
            try await TaskStore.shared.fetch(ids: identifiers)
        }
        func suggestedEntities() async throws -> [TaskEntity] {
            try await TaskStore.shared.fetchOpen(limit: 10)
        }
    }

    struct WorkFocusFilter: SetFocusFilterIntent {
        static var title: LocalizedStringResource = "Çalışma Görevleri"
        @Parameter(title: "Tag") var tag: String
        func perform() async throws -> some IntentResult {
            UserDefaults.standard.set(tag, forKey: "focusTag")
            NotificationCenter.default.post(name: .focusChanged, object: nil)
            return .result()
        }
    }
}
#endif
