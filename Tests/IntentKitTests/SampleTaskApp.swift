// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization

// A sample task app written as an iOS app writes App Intents: tasks with a priority, an entity and its query, a
// focus filter, a widget toggle button and Turkish, Finnish and English phrases.

enum Priority: String, AppEnum {
    case low, medium, high
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Priority")
    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
        .low: "Low", .medium: "Medium", .high: DisplayRepresentation(title: "High", synonyms: ["Urgent"]),
    ]
}

struct TaskItem: Sendable, Hashable {
    var id: String
    var title: String
    var priority: Priority
    var tag: String?
    var isDone = false
    var created: Int
}

/// The app's task store; tests install their own through `TaskStore.$current`.
final class TaskStore: @unchecked Sendable {
    @TaskLocal static var current = TaskStore()

    private let lock = NSLock()
    private var items: [TaskItem] = []
    private var counter = 0

    init(titles: [(String, String?)] = []) {
        for (title, tag) in titles { add(title: title, priority: .medium, tag: tag) }
    }

    @discardableResult
    func add(title: String, priority: Priority, tag: String? = nil) -> TaskItem {
        lock.withLock {
            counter += 1
            let item = TaskItem(id: "t\(counter)", title: title, priority: priority, tag: tag, created: counter)
            items.append(item)
            return item
        }
    }

    var all: [TaskItem] { lock.withLock { items } }

    func item(_ id: String) -> TaskItem? { all.first { $0.id == id } }

    func toggle(_ id: String) -> Bool {
        lock.withLock {
            guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
            items[index].isDone.toggle()
            return true
        }
    }

    /// What the list shows: every task, or only those with the current focus filter's tag.
    func visible(filter: WorkFocusFilter?) -> [String] {
        all.filter { item in
            guard let tag = filter?.tag else { return true }
            return item.tag == tag
        }.map(\.title)
    }
}

struct TaskEntity: AppEntity {
    var id: String
    var title: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
    static var defaultQuery: TaskQuery { TaskQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(_ item: TaskItem) {
        id = item.id
        title = item.title
    }
}

struct TaskQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [TaskEntity] {
        let store = TaskStore.current
        return identifiers.compactMap { store.item($0).map(TaskEntity.init) }
    }

    /// The 10 newest open tasks.
    func suggestedEntities() async throws -> [TaskEntity] {
        TaskStore.current.all.filter { !$0.isDone }.sorted { $0.created > $1.created }.prefix(10).map(TaskEntity.init)
    }

    func allEntities() async throws -> [TaskEntity] {
        TaskStore.current.all.map(TaskEntity.init)
    }
}

struct AddTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Task"
    static let description = IntentDescription("Adds a task to your list.")
    static var parameterSummary: some ParameterSummary { Summary("Add \(\.$text) with \(\.$priority)") }

    @Parameter(title: "Text", requestValueDialog: "What should I add?") var text: String
    @Parameter(title: "Priority", requestValueDialog: "Which priority?") var priority: Priority

    init() {}

    init(text: String, priority: Priority? = nil) {
        self.text = text
        if let priority { self.priority = priority }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        while text.count > 40 {
            _ = try await $text.requestValue("That is too long. What is a shorter name?")
        }
        let store = TaskStore.current
        if store.all.contains(where: { $0.title == text }) {
            try await requestConfirmation(dialog: "\(text) is already on the list. Add it again?")
        }
        let item = store.add(title: text, priority: priority)
        return .result(value: item.id, dialog: "Added: \(text)")
    }
}

struct CompleteTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Complete Task"
    @Parameter(title: "Task") var task: TaskEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        _ = TaskStore.current.toggle(task.id)
        return .result(dialog: "Done: \(task)")
    }
}

/// The widget's checkbox: `Button(intent: ToggleTaskIntent(taskId:))`.
struct ToggleTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Task"
    @Parameter(title: "Task ID") var taskId: String

    init() {}
    init(taskId: String) { self.taskId = taskId }

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        .result(value: TaskStore.current.toggle(taskId))
    }
}

enum TaskAction: String, Sendable, Equatable {
    case list
}

/// The router the task app's foreground intents open, installed per test.
enum TaskRouter {
    @TaskLocal static var current: ActionRouter<TaskAction>?
}

struct OpenListIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Tasks"
    static let supportedModes: IntentModes = .foreground

    @MainActor
    func perform() async throws -> some IntentResult {
        TaskRouter.current?.open(.list)
        return .result()
    }
}

struct WorkFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Work Tasks"
    @Parameter(title: "Tag") var tag: String?
    @Parameter(title: "Minimum Priority") var minimum: Priority?

    init() {}
    init(tag: String?) { self.tag = tag }

    func perform() async throws -> some IntentResult { .result() }
}

struct TaskShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTaskIntent(),
            phrases: [
                "Add a task with \(.applicationName)",
                "Add a task to \(.applicationName)",
                "Add a task using \(.applicationName)",
                "Add a \(\.$priority) task to \(.applicationName)",
            ],
            shortTitle: "Add Task", systemImageName: "plus"
        )
        AppShortcut(
            intent: CompleteTaskIntent(),
            phrases: ["Complete \(\.$task) in \(.applicationName)"],
            shortTitle: "Complete Task", systemImageName: "checkmark"
        )
        AppShortcut(
            intent: OpenListIntent(),
            phrases: ["Open \(.applicationName)", "Show tasks from \(.applicationName)"],
            shortTitle: "Open Tasks", systemImageName: "list.bullet"
        )
    }
}

enum TaskAppStrings {
    static let localizable: [String: [String: String]] = [
        "tr": [
            "Add Task": "Görev Ekle", "Text": "Metin", "Priority": "Öncelik",
            "Low": "Düşük", "Medium": "Orta", "High": "Yüksek", "Urgent": "Acil",
            "What should I add?": "Ne eklemeliyim?", "Which priority?": "Hangi öncelik?",
            "Added: %@": "Eklendi: %@", "Done: %@": "Tamamlandı: %@",
            "Add ${text} with ${priority}": "${text} görevini ${priority} öncelikle ekle",
            "%@ is already on the list. Add it again?": "%@ zaten listede. Yine de eklensin mi?",
            "That is too long. What is a shorter name?": "Bu çok uzun. Daha kısa bir ad nedir?",
        ],
        "fi": [
            "Add Task": "Lisää tehtävä", "Text": "Teksti", "Priority": "Prioriteetti",
            "Low": "Matala", "Medium": "Keskitaso", "High": "Korkea", "Urgent": "Kiireellinen",
            "What should I add?": "Mitä lisään?", "Which priority?": "Mikä prioriteetti?",
            "Added: %@": "Lisätty: %@",
            "Add ${text} with ${priority}": "Lisää ${text} prioriteetilla ${priority}",
        ],
        "en": [:],
    ]

    static let appShortcuts: [String: [String: String]] = [
        "tr": [
            "Add a task with ${applicationName}": "${applicationName} ile görev ekle",
            "Add a task to ${applicationName}": "${applicationName}'a görev ekle",
            "Add a task using ${applicationName}": "${applicationName}'la görev ekle",
            "Add a ${priority} task to ${applicationName}": "${applicationName}'a ${priority} öncelikli görev ekle",
            "Complete ${task} in ${applicationName}": "${applicationName}'da ${task} görevini tamamla",
            "Open ${applicationName}": "${applicationName}'ı aç",
            "Show tasks from ${applicationName}": "${applicationName}'dan görevleri göster",
        ],
        "fi": [
            "Add a task with ${applicationName}": "${applicationName}, lisää tehtävä",
            "Add a task to ${applicationName}": "Lisää tehtävä ${applicationName}-sovellukseen",
            "Add a task using ${applicationName}": "Lisää tehtävä sovelluksella ${applicationName}",
            "Add a ${priority} task to ${applicationName}": "Lisää ${priority} tehtävä ${applicationName}-sovellukseen",
            "Complete ${task} in ${applicationName}": "Merkitse ${task} tehdyksi ${applicationName}-sovelluksessa",
            "Open ${applicationName}": "Avaa ${applicationName}",
            "Show tasks from ${applicationName}": "Näytä tehtävät ${applicationName}-sovelluksesta",
        ],
    ]

    static let localizer = Localizer(
        strings: ["Localizable": localizable, "AppShortcuts": appShortcuts], developmentLanguage: "en", preferredLanguages: ["en"])

    static func environment(_ locale: String) -> IntentEnvironment {
        IntentEnvironment(localizer: localizer, locale: locale)
    }
}
#endif
