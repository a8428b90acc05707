import Foundation
import IntentKit
import Localization

// The second scenario as a sample app: tasks with a priority, entities and queries, a focus filter,
// a widget toggle button and Turkish, Finnish and English phrases.

enum Priority: String, IntentEnum {
    case low, medium, high
    static let typeDisplayName: LocalizedResource = "Priority"
    static let caseDisplayNames: [Priority: LocalizedResource] = [.low: "Low", .medium: "Medium", .high: "High"]
    static let caseSynonyms: [Priority: [LocalizedResource]] = [.high: ["Urgent"]]
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

struct TaskEntity: IntentEntity {
    var id: String
    var title: String

    static let typeDisplayName: LocalizedResource = "Task"
    static var defaultQuery: TaskQuery { TaskQuery() }
    var displayRepresentation: IntentDisplay { IntentDisplay(title: .verbatim(title)) }

    init(_ item: TaskItem) {
        id = item.id
        title = item.title
    }
}

struct TaskQuery: IntentEntityQuery {
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

struct AddTaskIntent: PortableIntent {
    static let title: LocalizedResource = "Add Task"
    static let description: LocalizedResource? = "Adds a task to your list."
    static let parameterSummary: LocalizedResource? = "Add ${text} with ${priority}"

    @IntentParam(title: "Text", prompt: "What should I add?") var text: String
    @IntentParam(title: "Priority", prompt: "Which priority?") var priority: Priority

    init() {}

    init(text: String, priority: Priority? = nil) {
        self.text = text
        if let priority { self.priority = priority }
    }

    func perform(_ context: IntentContext) async throws -> IntentOutcome {
        if text.count > 40 {
            try context.requestValue(for: "text", dialog: "That is too long. What is a shorter name?")
        }
        let store = TaskStore.current
        if store.all.contains(where: { $0.title == text }) {
            try context.requestConfirmation("\(text) is already on the list. Add it again?")
        }
        let item = store.add(title: text, priority: priority)
        return .result(value: item.id, dialog: "Added: \(text)")
    }
}

struct CompleteTaskIntent: PortableIntent {
    static let title: LocalizedResource = "Complete Task"
    @IntentParam(title: "Task") var task: TaskEntity

    func perform(_ context: IntentContext) async throws -> IntentOutcome {
        _ = TaskStore.current.toggle(task.id)
        return .result(dialog: "Done: \(task)")
    }
}

/// The widget's checkbox: `Button(intent: ToggleTaskIntent(taskId:))`.
struct ToggleTaskIntent: PortableIntent {
    static let title: LocalizedResource = "Toggle Task"
    @IntentParam(title: "Task ID") var taskId: String

    init() {}
    init(taskId: String) { self.taskId = taskId }

    func perform(_ context: IntentContext) async throws -> IntentOutcome {
        .result(value: TaskStore.current.toggle(taskId))
    }
}

struct OpenListIntent: PortableIntent {
    static let title: LocalizedResource = "Open Tasks"
    static let executionMode = IntentExecutionMode.foreground
    func perform(_ context: IntentContext) async throws -> IntentOutcome { .open("list") }
}

struct WorkFocusFilter: FocusFilterIntent {
    static let title: LocalizedResource = "Work Tasks"
    @IntentParam(title: "Tag") var tag: String?
    @IntentParam(title: "Minimum Priority") var minimum: Priority?

    init() {}
    init(tag: String?) { self.tag = tag }
}

enum TaskShortcuts: ShortcutsCatalog {
    static let shortcuts: [ShortcutDefinition] = [
        ShortcutDefinition(
            intent: AddTaskIntent.self,
            phrases: [
                "Add a task with ${applicationName}",
                "Add a task to ${applicationName}",
                "Add a task using ${applicationName}",
                "Add a ${priority} task to ${applicationName}",
            ],
            shortTitle: "Add Task", systemImageName: "plus"
        ),
        ShortcutDefinition(
            intent: CompleteTaskIntent.self,
            phrases: ["Complete ${task} in ${applicationName}"],
            shortTitle: "Complete Task", systemImageName: "checkmark"
        ),
        ShortcutDefinition(
            intent: OpenListIntent.self,
            phrases: ["Open ${applicationName}", "Show tasks from ${applicationName}"],
            shortTitle: "Open Tasks", systemImageName: "list.bullet"
        ),
    ]
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

    static let lookup = InMemoryStringLookup(tables: ["Localizable": localizable, "AppShortcuts": appShortcuts])

    static func environment(_ locale: String) -> IntentEnvironment {
        IntentEnvironment(lookup: lookup, locale: locale)
    }
}
