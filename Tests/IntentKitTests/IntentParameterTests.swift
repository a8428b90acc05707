// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Testing

struct KitchenSinkIntent: AppIntent {
    static let title: LocalizedStringResource = "Everything"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Count") var count = 3
    @Parameter(title: "Ratio") var ratio: Double
    @Parameter(title: "Enabled", default: true) var enabled: Bool
    @Parameter(title: "When") var when: Date
    @Parameter(title: "Link") var link: URL
    @Parameter(title: "Priority") var priority: Priority
    @Parameter(title: "Task") var task: TaskEntity
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Levels") var levels: [Priority]
    @Parameter(title: "Tags") var tags: [String] = []
    var notAParameter = 5

    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct IntentParameterTests {
    static func parameter(_ intent: KitchenSinkIntent, _ name: String) throws -> any AnyIntentParameter {
        try #require(intent.intentParameters.first { $0.name == name })
    }

    @Test func reflectionFindsEveryParameterInOrder() {
        let parameters = KitchenSinkIntent().intentParameters
        #expect(parameters.map(\.name) == ["name", "count", "ratio", "enabled", "when", "link", "priority", "task", "note", "levels", "tags"])
        #expect(parameters.map(\.kind) == [.string, .integer, .double, .boolean, .date, .url, .enumeration, .entity, .string, .enumeration, .string])
        #expect(parameters.filter { $0.isRequired && !$0.hasValue }.map(\.name) == ["name", "ratio", "when", "link", "priority", "task", "levels"])
        #expect(KitchenSinkIntent.parameterKinds["task"] == .entity)
    }

    @Test func namesAreGivenOnceAndKeyPathsFindThem() {
        let intent = KitchenSinkIntent()
        _ = intent.intentParameters
        #expect(intent.$priority.name == "priority")
        // Listing again does not rename (a name is given once per parameter).
        intent.$priority.assignName("other")
        #expect(intent.intentParameters.map(\.name).contains("priority"))
        #expect(KitchenSinkIntent.parameter(at: \.$levels).name == "levels")
    }

    @Test func defaultsAndOptionalsReadWithoutValues() {
        let intent = KitchenSinkIntent()
        #expect(intent.count == 3)
        #expect(intent.enabled)
        #expect(intent.note == nil)
        #expect(intent.tags.isEmpty)
        #expect(intent.$enabled.defaultValue == true)
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
        let parameter = try Self.parameter(KitchenSinkIntent(), name)
        let ok = await parameter.setValue(fromText: text, environment: TaskAppStrings.environment("tr"))
        #expect(ok)
        #expect(parameter.storage.joined(separator: ",") == storage)
    }

    @Test(arguments: [("count", "üç"), ("ratio", "x"), ("link", "not a url"), ("priority", "Kritik"), ("name", "   "), ("enabled", "belki")])
    func refusesUnparsableText(name: String, text: String) async throws {
        let parameter = try Self.parameter(KitchenSinkIntent(), name)
        let before = parameter.storage
        let ok = await parameter.setValue(fromText: text, environment: TaskAppStrings.environment("tr"))
        #expect(!ok)
        #expect(parameter.storage == before)
    }

    /// A user's answer to a `Double` parameter went through `Double(_:)`, which also reads `nan`, `inf`, `infinity`
    /// and hexadecimal floats: "nan" became a NaN parameter value instead of being refused.
    @Test(arguments: ["nan", "NaN", "inf", "-infinity", "1e999"])
    func nonFiniteAnswersAreRefused(_ text: String) async throws {
        let parameter = try Self.parameter(KitchenSinkIntent(), "ratio")
        #expect(!(await parameter.setValue(fromText: text, environment: TaskAppStrings.environment("en"))))
        #expect(await IntentValueCodec.value(fromText: text, as: Double.self, environment: TaskAppStrings.environment("en")) == nil)
    }

    @Test(arguments: [("2.5", 2.5), ("2,5", 2.5), (" -3 ", -3.0), ("1e3", 1000.0)])
    func finiteAnswersAreRead(_ text: String, _ expected: Double) async {
        let value = await IntentValueCodec.value(fromText: text, as: Double.self, environment: TaskAppStrings.environment("en"))
        #expect(value as? Double == expected)
    }

    @Test func entitiesParseByNameAndStorage() async throws {
        let store = TaskStore(titles: [("Süt al", nil), ("Ekmek al", nil)])
        try await TaskStore.$current.withValue(store) {
            let intent = KitchenSinkIntent()
            let parameter = try Self.parameter(intent, "task")
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
        #expect(intent.summary(in: TaskAppStrings.environment(locale)) == expected)
    }

    @Test func summaryShowsTitlesOfMissingValuesAndTheTitleWithoutSummary() {
        #expect(AddTaskIntent().summary(in: TaskAppStrings.environment("tr")) == "Metin görevini Öncelik öncelikle ekle")
        #expect(CompleteTaskIntent().summary(in: TaskAppStrings.environment("en")) == "Complete Task")
    }
}

@Suite struct IntentParameterPlaceholderTests {
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

/// An entity parameter declared optional: the runner does not ask for it, `perform` reads `nil` and can never trap.
struct ArchiveTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Task"
    @Parameter(title: "Task", requestValueDialog: "Which task?") var task: TaskEntity?
    @Parameter(title: "Note") var note: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard let task else {
            // Apple's way to require an optional: ask for it from perform.
            let chosen = try await $task.requestValue()
            return .result(value: chosen?.id ?? "nothing", dialog: "Archived: \(chosen?.title ?? "-")")
        }
        return .result(value: task.id, dialog: "Archived: \(task)")
    }
}

@Suite struct IntentParameterOptionalEntityTests {
    @Test func anOptionalEntityIsNotRequiredAndReadsNil() {
        let intent = ArchiveTaskIntent()
        #expect(intent.intentParameters.map(\.name) == ["task", "note"])
        #expect(intent.intentParameters.map(\.isRequired) == [false, false])
        #expect(intent.intentParameters.map(\.kind) == [.entity, .string])
        #expect(intent.task == nil)
        #expect(intent.$task.resolvedValue == nil)
        intent.task = nil
        #expect(intent.intentParameters.first?.storage == [])
    }

    @Test func theNonInteractiveRunnerListsItWhenPerformAsks() async throws {
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
        #expect(result.value as? String == "t2")
        #expect(result.dialog == "Archived: Rapor yaz")
    }

    @Test func aGivenValueIsNotAskedFor() async throws {
        let store = TaskStore(titles: [("Süt al", nil)])
        let result = try await TaskStore.$current.withValue(store) {
            let intent = ArchiveTaskIntent()
            intent.task = try await TaskEntity.defaultQuery.entities(for: ["t1"]).first
            return try await IntentRunner(environment: TaskAppStrings.environment("en")).run(intent)
        }
        #expect(result.value as? String == "t1")
        #expect(result.dialog == "Archived: Süt al")
    }
}
#endif
