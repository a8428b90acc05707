// The seeds compiled against IntentKit: only where AppIntents is absent (on Apple platforms they are Apple's).
#if !canImport(AppIntents)
// What the third seed's app has around the seed's code and does not show: its task store, the notification the
// focus filter posts, and the widget's toggle intent (the seed shows only `Button(intent: ToggleTaskIntent(taskId:))`),
// written as an iOS app would write them.

import Foundation
import IntentKit

extension Notification.Name {
    static let focusChanged = Notification.Name("focusChanged")
}

/// The app's tasks.
actor TaskStore {
    static let shared = TaskStore()

    struct Task: Sendable {
        let id: UUID
        var title: String
        var priority: TurkishSeed.Priority?
        var tag: String?
        var isDone = false
    }

    enum StoreError: Error {
        case emptyTitle
    }

    /// Oldest first.
    private(set) var tasks: [Task] = []

    func add(_ text: String, priority: TurkishSeed.Priority? = nil, tag: String? = nil) throws {
        guard !text.isEmpty else { throw StoreError.emptyTitle }
        tasks.append(Task(id: UUID(), title: text, priority: priority, tag: tag))
    }

    func fetch(ids: [UUID]) throws -> [TurkishSeed.TaskEntity] {
        ids.compactMap { id in tasks.first { $0.id == id }.map(Self.entity) }
    }

    /// The newest open tasks.
    func fetchOpen(limit: Int) throws -> [TurkishSeed.TaskEntity] {
        Array(tasks.reversed().filter { !$0.isDone }.prefix(limit).map(Self.entity))
    }

    func toggle(id: UUID) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].isDone.toggle()
    }

    /// What the list shows: with a focus tag set, only its tasks.
    func visibleTitles(focusTag: String?) -> [String] {
        tasks.filter { focusTag == nil || $0.tag == focusTag }.map(\.title)
    }

    func removeAll() {
        tasks = []
    }

    private static func entity(_ task: Task) -> TurkishSeed.TaskEntity {
        TurkishSeed.TaskEntity(id: task.id, title: task.title)
    }
}

/// The widget's checkbox intent.
struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Görevi Değiştir"
    @Parameter(title: "Görev") var taskId: String

    init() {}

    init(taskId: UUID) {
        self.taskId = taskId.uuidString
    }

    func perform() async throws -> some IntentResult {
        if let id = UUID(uuidString: taskId) {
            await TaskStore.shared.toggle(id: id)
        }
        return .result()
    }
}
#endif
