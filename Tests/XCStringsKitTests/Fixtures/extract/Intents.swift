import AppIntents

// Written for Sanasto's tests: App Intents strings and App Shortcut phrases.
struct AddTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Task"
    static var description = IntentDescription("Adds a task to your list.")

    @Parameter(title: "Text", requestValueDialog: "What should the task say?")
    var text: String

    @Parameter(title: "Priority")
    var priority: Priority

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$text) with \(\.$priority) priority")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard !text.isEmpty else { throw $text.needsValueError("The task needs some text.") }
        return .result(dialog: "Added “\(text)”.")
    }
}

enum Priority: String, AppEnum {
    case low, high

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static var caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
        .low: "Low",
        .high: DisplayRepresentation(title: "High", subtitle: "Do it first"),
    ]
}

struct TaskShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTaskIntent(),
            phrases: [
                "Add a task in \(.applicationName)",
                "Add a \(\.$priority) task in \(.applicationName)",
            ],
            shortTitle: "Add Task",
            systemImageName: "plus"
        )
    }
}
