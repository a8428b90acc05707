import Foundation
import IntentKit
import Localization
import Testing

struct KitchenSinkIntent: PortableIntent {
    static let title: LocalizedResource = "Everything"
    @IntentParam(title: "Name") var name: String
    @IntentParam(title: "Count") var count = 3
    @IntentParam(title: "Ratio") var ratio: Double
    @IntentParam(title: "Enabled", default: true) var enabled: Bool
    @IntentParam(title: "When") var when: Date
    @IntentParam(title: "Link") var link: URL
    @IntentParam(title: "Priority") var priority: Priority
    @IntentParam(title: "Task") var task: TaskEntity
    @IntentParam(title: "Note") var note: String?
    @IntentParam(title: "Levels") var levels: [Priority]
    @IntentParam(title: "Tags") var tags: [String] = []
    var notAParameter = 5

    func perform(_ context: IntentContext) async throws -> IntentOutcome { .result() }
}

@Suite struct IntentParamTests {
    @Test func reflectionFindsEveryParameterInOrder() {
        let parameters = KitchenSinkIntent().parameters
        #expect(parameters.map(\.name) == ["name", "count", "ratio", "enabled", "when", "link", "priority", "task", "note", "levels", "tags"])
        #expect(parameters.map(\.kind) == [.string, .integer, .double, .boolean, .date, .url, .enumeration, .entity, .string, .enumeration, .string])
        #expect(parameters.filter { $0.isRequired && !$0.hasValue }.map(\.name) == ["name", "ratio", "when", "link", "priority", "task", "levels"])
        #expect(KitchenSinkIntent.parameterKinds["task"] == .entity)
    }

    @Test func defaultsAndOptionalsReadWithoutValues() {
        let intent = KitchenSinkIntent()
        #expect(intent.count == 3)
        #expect(intent.enabled)
        #expect(intent.note == nil)
        #expect(intent.tags.isEmpty)
    }

    @Test(arguments: [
        ("name", "  Süt al ", "Süt al"),
        ("count", "12", "12"),
        ("ratio", "0,5", "0.5"),
        ("enabled", "hayır", "false"),
        ("enabled", "kyllä", "true"),
        ("link", "https://example.com/a", "https://example.com/a"),
        ("priority", "Yüksek", "high"),
        ("note", "not", "not"),
        ("levels", "Düşük, Yüksek", "low,high"),
        ("tags", "a; b", "a,b"),
        ("when", "2026-11-29", "817603200.0"),
    ])
    func parsesTextForEachType(name: String, text: String, storage: String) async throws {
        let intent = KitchenSinkIntent()
        let parameter = try #require(intent.parameter(named: name))
        let ok = await parameter.setValue(fromText: text, environment: TaskAppStrings.environment("tr"))
        #expect(ok)
        #expect(parameter.storage.joined(separator: ",") == storage)
    }

    @Test(arguments: [("count", "üç"), ("ratio", "x"), ("link", "not a url"), ("priority", "Kritik"), ("name", "   "), ("enabled", "belki")])
    func refusesUnparsableText(name: String, text: String) async throws {
        let parameter = try #require(KitchenSinkIntent().parameter(named: name))
        let before = parameter.storage
        let ok = await parameter.setValue(fromText: text, environment: TaskAppStrings.environment("tr"))
        #expect(!ok)
        #expect(parameter.storage == before)
    }

    @Test func entitiesParseByNameAndStorage() async throws {
        let store = TaskStore(titles: [("Süt al", nil), ("Ekmek al", nil)])
        try await TaskStore.$current.withValue(store) {
            let intent = KitchenSinkIntent()
            let parameter = try #require(intent.parameter(named: "task"))
            #expect(await parameter.setValue(fromText: "ekmek AL", environment: TaskAppStrings.environment("tr")))
            #expect(intent.task.id == "t2")
            #expect(await parameter.setValue(fromStorage: ["t1"], environment: TaskAppStrings.environment("tr")))
            #expect(intent.task.title == "Süt al")
            #expect(!(await parameter.setValue(fromStorage: ["t9"], environment: TaskAppStrings.environment("tr"))))
        }
    }

    @Test(arguments: [
        ("tr", "Süt al görevini Düşük öncelikle ekle"),
        ("fi", "Lisää Süt al prioriteetilla Matala"),
        ("en", "Add Süt al with Low"),
    ])
    func summaryRendersLocalized(locale: String, expected: String) {
        let intent = AddTaskIntent(text: "Süt al", priority: .low)
        #expect(intent.renderSummary(in: TaskAppStrings.environment(locale)) == expected)
    }

    @Test func summaryShowsTitlesOfMissingValues() {
        let intent = AddTaskIntent()
        #expect(intent.renderSummary(in: TaskAppStrings.environment("tr")) == "Metin görevini Öncelik öncelikle ekle")
    }
}

@Suite struct IntentParamPlaceholderTests {
    @Test func unresolvedRequiredParametersReadAsPlaceholdersNotCrashes() {
        let intent = KitchenSinkIntent()
        #expect(intent.name == "")
        #expect(intent.ratio == 0)
        #expect(intent.priority == Priority.allCases.first)
        #expect(intent.levels.isEmpty)
        #expect(intent.link.absoluteString == "about:blank")
        #expect(intent.$name.resolvedValue == nil)
        #expect(intent.$task.resolvedValue == nil)
        #expect(!intent.$priority.hasValue)
        intent.name = "Süt al"
        #expect(intent.$name.resolvedValue == "Süt al")
        #expect(intent.$count.resolvedValue == 3)
    }
}

/// An entity parameter declared the crash-free way: optional, yet required.
struct ArchiveTaskIntent: PortableIntent {
    static let title: LocalizedResource = "Archive Task"
    @IntentParam(title: "Task", prompt: "Which task?", isRequired: true) var task: TaskEntity?
    @IntentParam(title: "Note") var note: String?

    func perform(_ context: IntentContext) async throws -> IntentOutcome {
        guard let task else { return .result(value: "nothing") }
        return .result(value: task.id, dialog: "Archived: \(task)")
    }
}

@Suite struct IntentParamRequiredOptionalTests {
    @Test func anOptionalDeclaredRequiredIsRequiredAndReadsNilUnresolved() {
        let intent = ArchiveTaskIntent()
        #expect(intent.parameters.map(\.name) == ["task", "note"])
        #expect(intent.parameters.map(\.isRequired) == [true, false])
        #expect(intent.parameters.map(\.kind) == [.entity, .string])
        #expect(intent.task == nil)
        #expect(intent.$task.resolvedValue == nil)
        // An explicit nil is still missing.
        intent.task = nil
        #expect(intent.parameters.first?.hasValue == false)
    }

    @Test func theNonInteractiveRunnerListsItAsMissing() async throws {
        let runner = IntentRunner(environment: TaskAppStrings.environment("en"))
        let error = await #expect(throws: IntentRunError.self) { try await runner.run(ArchiveTaskIntent()) }
        #expect(error == .missingParameters([.init(name: "task", title: "Task")]))
    }

    @Test func thePrompterIsAskedWithSuggestedEntitiesFirst() async throws {
        let store = TaskStore(titles: [("Süt al", nil), ("Rapor yaz", nil)])
        let prompter = ScriptedPrompter(answers: [.text("rapor yaz")])
        let result = try await TaskStore.$current.withValue(store) {
            try await IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter).run(ArchiveTaskIntent())
        }
        #expect(prompter.askedRequests.map(\.parameterName) == ["task"])
        #expect(prompter.askedRequests.first?.prompt == "Which task?")
        #expect(prompter.askedRequests.first?.choices.map(\.title) == ["Rapor yaz", "Süt al"])
        #expect(result.outcome.value as? String == "t2")
        #expect(result.dialog == "Archived: Rapor yaz")
    }

    @Test func aGivenValueIsNotAskedFor() async throws {
        let store = TaskStore(titles: [("Süt al", nil)])
        let result = try await TaskStore.$current.withValue(store) {
            let intent = ArchiveTaskIntent()
            intent.task = try await TaskEntity.defaultQuery.entities(for: ["t1"]).first
            return try await IntentRunner(environment: TaskAppStrings.environment("en")).run(intent)
        }
        #expect(result.outcome.value as? String == "t1")
    }
}
