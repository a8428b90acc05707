// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Localization
import Testing
import _SanastoTestSupport

@Suite struct IntentRunnerTests {
    @Test func addTaskSpeaksTurkishDialog() async throws {
        let store = TaskStore()
        let result = try await TaskStore.$current.withValue(store) {
            try await IntentRunner(environment: TaskAppStrings.environment("tr")).run(AddTaskIntent(text: "Süt al", priority: .high))
        }
        #expect(result.dialog == "Eklendi: Süt al")
        #expect(result.value as? String == "t1")
        #expect(store.all.map(\.priority) == [.high])
    }

    @Test(arguments: [
        ("en", "High", "Added: Süt al", "Which priority?", ["Low", "Medium", "High"]),
        ("fi", "korkea", "Lisätty: Süt al", "Mikä prioriteetti?", ["Matala", "Keskitaso", "Korkea"]),
        ("tr", "YÜKSEK", "Eklendi: Süt al", "Hangi öncelik?", ["Düşük", "Orta", "Yüksek"]),
    ])
    func addTaskInEveryLanguage(locale: String, answer: String, dialog: String, prompt: String, choices: [String]) async throws {
        let store = TaskStore()
        let prompter = ScriptedPrompter(answers: [.text(answer)])
        let runner = IntentRunner(environment: TaskAppStrings.environment(locale), prompter: prompter)
        let result = try await TaskStore.$current.withValue(store) { try await runner.run(AddTaskIntent(text: "Süt al")) }
        #expect(result.dialog == dialog)
        #expect(prompter.askedRequests.map(\.prompt) == [prompt])
        #expect(prompter.askedRequests.first?.choices.map(\.title) == choices)
        #expect(store.all.map(\.priority) == [.high])
    }

    @Test func missingPriorityIsAskedWithChoicesAndParsedFromTurkish() async throws {
        let store = TaskStore()
        let prompter = ScriptedPrompter(answers: [.text("yüksek")])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter)
        let result = try await TaskStore.$current.withValue(store) { try await runner.run(AddTaskIntent(text: "Ekmek al")) }
        let request = try #require(prompter.askedRequests.first)
        #expect(prompter.askedRequests.count == 1)
        #expect(request.parameterName == "priority")
        #expect(request.prompt == "Hangi öncelik?")
        #expect(request.title == "Öncelik")
        #expect(request.choices.map(\.title) == ["Düşük", "Orta", "Yüksek"])
        #expect(store.all.first?.priority == .high)
        #expect(result.dialog == "Eklendi: Ekmek al")
    }

    @Test func choiceAnswersAndRetries() async throws {
        let store = TaskStore()
        let prompter = ScriptedPrompter(answers: [.text("Süt"), .text("kritik"), .choice(0)])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter)
        try await TaskStore.$current.withValue(store) { _ = try await runner.run(AddTaskIntent()) }
        #expect(prompter.askedRequests.map(\.parameterName) == ["text", "priority", "priority"])
        #expect(prompter.askedRequests.map(\.attempt) == [0, 0, 1])
        #expect(prompter.askedRequests.first?.prompt == "Ne eklemeliyim?")
        #expect(store.all.map(\.title) == ["Süt"])
        #expect(store.all.first?.priority == .low)
    }

    @Test func nonInteractiveRunnerListsEveryMissingParameter() async throws {
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"))
        let error = await #expect(throws: IntentRunError.self) { try await runner.run(AddTaskIntent()) }
        #expect(error == .missingParameters([.init(name: "text", title: "Metin"), .init(name: "priority", title: "Öncelik")]))
        #expect(error?.description == "missing values for 2 required parameters: Metin (text), Öncelik (priority)")
    }

    @Test func nonInteractiveRunnerNamesTheConfirmationItCannotAsk() async throws {
        let store = TaskStore(titles: [("Süt al", nil)])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"))
        let error = await #expect(throws: IntentRunError.self) {
            try await TaskStore.$current.withValue(store) { _ = try await runner.run(AddTaskIntent(text: "Süt al", priority: .low)) }
        }
        #expect(error == .confirmationNeeded("Süt al zaten listede. Yine de eklensin mi?"))
        #expect(error?.description.contains("nobody can be asked") == true)
        #expect(store.all.count == 1)
    }

    @Test func nonInteractiveRunnerListsAValueAskedForMidway() async throws {
        let runner = IntentRunner(environment: TaskAppStrings.environment("fi"))
        let long = String(repeating: "x", count: 41)
        let error = await #expect(throws: IntentRunError.self) {
            try await TaskStore.$current.withValue(TaskStore()) { _ = try await runner.run(AddTaskIntent(text: long, priority: .low)) }
        }
        #expect(error == .missingParameters([.init(name: "text", title: "Teksti")]))
        #expect(error?.description == "missing values for 1 required parameter: Teksti (text)")
    }

    @Test func performWaitsForTheConfirmationAndContinues() async throws {
        let store = TaskStore(titles: [("Süt al", nil)])
        let prompter = ScriptedPrompter(confirmations: [true])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter)
        try await TaskStore.$current.withValue(store) { _ = try await runner.run(AddTaskIntent(text: "Süt al", priority: .low)) }
        #expect(prompter.askedConfirmations == ["Süt al zaten listede. Yine de eklensin mi?"])
        #expect(store.all.count == 2)
    }

    @Test func refusedConfirmationCancels() async throws {
        let store = TaskStore(titles: [("Süt al", nil)])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: ScriptedPrompter(confirmations: [false]))
        await #expect(throws: IntentRunError.cancelled) {
            try await TaskStore.$current.withValue(store) { _ = try await runner.run(AddTaskIntent(text: "Süt al", priority: .low)) }
        }
        #expect(store.all.count == 1)
    }

    /// `$text.requestValue(…)` is answered while `perform` waits: nothing it did before is done again.
    @Test func performCanAskForAValueMidway() async throws {
        let store = TaskStore()
        let prompter = ScriptedPrompter(answers: [.text("Kısa ad")])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter)
        let long = String(repeating: "uzun ", count: 10)
        let result = try await TaskStore.$current.withValue(store) { try await runner.run(AddTaskIntent(text: long, priority: .medium)) }
        #expect(prompter.askedRequests.map(\.prompt) == ["Bu çok uzun. Daha kısa bir ad nedir?"])
        #expect(result.dialog == "Eklendi: Kısa ad")
        #expect(store.all.map(\.title) == ["Kısa ad"])
    }

    @Test func entityPromptOffersSuggestedFirst() async throws {
        let store = TaskStore(titles: [("Eski", nil), ("Yeni", nil)])
        let prompter = ScriptedPrompter(answers: [.choice(0)])
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter)
        try await TaskStore.$current.withValue(store) { _ = try await runner.run(CompleteTaskIntent()) }
        #expect(prompter.askedRequests.first?.choices.map(\.title) == ["Yeni", "Eski"])
        #expect(store.item("t2")?.isDone == true)
    }

    @Test func cancelledPromptStopsTheRun() async throws {
        let runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: ScriptedPrompter(answers: [.cancel]))
        await #expect(throws: IntentRunError.cancelled) { try await runner.run(AddTaskIntent(text: "x")) }
    }

    @Test func runnerDoesNotChangeTheGivenIntent() async throws {
        let intent = AddTaskIntent(text: "Süt al")
        let runner = IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: ScriptedPrompter(answers: [.text("Orta")]))
        try await TaskStore.$current.withValue(TaskStore()) { _ = try await runner.run(intent) }
        #expect(!intent.$priority.hasValue)
    }

    @Test func aResultThatOpensAnIntentRunsItNext() async throws {
        let router = await ActionRouter<AppAction>()
        let result = try await SampleRouter.$current.withValue(router) {
            try await IntentRunner(environment: ActionAppStrings.environment("en")).run(BackgroundIntent())
        }
        #expect(result.openedIntentResult != nil)
        #expect(await router.take() == .actionB)
    }

    @Test func performOutsideARunnerCannotAsk() async throws {
        await #expect(throws: IntentRunError.missingParameters([.init(name: "text", title: "Text")])) {
            let intent = AddTaskIntent(text: String(repeating: "x", count: 41), priority: .low)
            _ = intent.intentParameters
            _ = try await intent.perform()
        }
    }
}

/// Re-performing after `needsValueError`: the value is asked for, `perform` runs again, a confirmation given in an
/// earlier attempt is not asked again.
struct RenameTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Rename Task"
    @Parameter(title: "Name", requestValueDialog: "New name?") var name: String
    static let attempts = Recorder<String>()

    func perform() async throws -> some IntentResult & ProvidesDialog {
        Self.attempts.append(name)
        try await requestConfirmation(dialog: "Rename to a new name?")
        if name == "x" { throw $name.needsValueError("A longer name?") }
        return .result(dialog: "Renamed: \(name)")
    }
}

extension IntentRunnerTests {
    @Test func needsValueErrorAsksAndPerformsAgain() async throws {
        let prompter = ScriptedPrompter(answers: [.text("Kissa")], confirmations: [true])
        let result = try await IntentRunner(environment: TaskAppStrings.environment("en"), prompter: prompter).run({
            let intent = RenameTaskIntent()
            intent.name = "x"
            return intent
        }())
        #expect(result.dialog == "Renamed: Kissa")
        #expect(prompter.askedRequests.map(\.prompt) == ["A longer name?"])
        #expect(prompter.askedConfirmations == ["Rename to a new name?"])
        #expect(RenameTaskIntent.attempts.values.suffix(2) == ["x", "Kissa"])
    }
}

/// `IntentRunner.attemptLimit` is a public `var`: a negative value crashed the runner (`0..<attemptLimit`) when it
/// asked for a value, a huge one (`Int.max`) on the first mid-way request (overflow).
extension IntentRunnerTests {
    struct ConfirmIntent: AppIntent {
        static let title: LocalizedStringResource = "Confirm"
        init() {}
        func perform() async throws -> some IntentResult {
            try await requestConfirmation(dialog: "Really?")
            return .result()
        }
    }

    @Test(arguments: [-1, Int.min])
    func negativeLimitRefusesInsteadOfCrashing(_ limit: Int) async {
        var runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: ScriptedPrompter(answers: [.text("milk")]))
        runner.attemptLimit = limit
        // No attempt at all is allowed: the first missing parameter is refused with no answer read.
        await #expect(throws: IntentRunError.invalidAnswer(parameter: "text", answer: "")) {
            _ = try await runner.run(AddTaskIntent())
        }
    }

    @Test(arguments: [-1, 0])
    func aLimitBelowOneRefusesMidwayRequests(_ limit: Int) async {
        var runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: ScriptedPrompter(confirmations: [true]))
        runner.attemptLimit = limit
        await #expect(throws: IntentRunError.tooManyRequests) {
            _ = try await runner.run(ConfirmIntent())
        }
    }

    @Test func hugeLimitDoesNotOverflow() async throws {
        var runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: ScriptedPrompter(confirmations: [true]))
        runner.attemptLimit = Int.max
        _ = try await runner.run(ConfirmIntent())
    }
}

/// A `FormatArgument.double(.nan)` was not equal to itself, so a confirmation dialog showing a NaN value was never
/// recognised as confirmed: asked again after every re-performing, the run failed with `tooManyRequests`.
extension IntentRunnerTests {
    struct MeasureIntent: AppIntent {
        static let title: LocalizedStringResource = "Measure"
        @Parameter(title: "Reading") var reading: Double
        init() {}
        func perform() async throws -> some IntentResult {
            try await requestConfirmation(dialog: "Save \(Double.nan) as the reading?")
            if reading < 0 { throw $reading.needsValueError() }
            return .result()
        }
    }

    @Test func confirmedDialogWithNaNIsNotAskedAgain() async throws {
        let prompter = ScriptedPrompter(answers: [.text("-1"), .text("-2"), .text("3")], confirmations: Array(repeating: true, count: 8))
        let runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: prompter)
        _ = try await runner.run(MeasureIntent())
        #expect(prompter.askedRequests.count == 3)
        #expect(prompter.askedConfirmations == ["Save NaN as the reading?"])
    }
}
/// `requestDisambiguation(among:dialog:)` and `requestConfirmation(for:dialog:)` on a parameter, from `perform`.
struct PickTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick Task"
    @Parameter(title: "Task") var task: TaskEntity?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let candidates = try await TaskEntity.defaultQuery.allEntities()
        let picked = try await $task.requestDisambiguation(among: candidates, dialog: "Which one?")
        guard try await $task.requestConfirmation(for: picked) else { return .result(value: "kept") }
        return .result(value: picked?.id ?? "none")
    }
}

extension IntentRunnerTests {
    @Test(arguments: [
        ([IntentPromptAnswer.text("EKMEK al")], true, "t2"),
        ([.choice(5), .choice(0)], true, "t1"),
        ([.choice(0)], false, "kept"),
    ])
    func performCanDisambiguateAndConfirmAValue(answers: [IntentPromptAnswer], confirm: Bool, expected: String) async throws {
        let store = TaskStore(titles: [("Süt al", nil), ("Ekmek al", nil)])
        let prompter = ScriptedPrompter(answers: answers, confirmations: [confirm])
        let result = try await TaskStore.$current.withValue(store) {
            try await IntentRunner(environment: TaskAppStrings.environment("tr"), prompter: prompter).run(PickTaskIntent())
        }
        #expect(result.value as? String == expected)
        #expect(prompter.askedRequests.first?.prompt == "Which one?")
        #expect(prompter.askedRequests.first?.choices.map(\.title) == ["Süt al", "Ekmek al"])
        #expect(prompter.askedConfirmations.first?.hasPrefix("Task: ") == true)
    }
}
/// `requestValue` is answered while `perform` waits: what `perform` did before the question is not done again.
struct CountingIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    static let performed = Recorder<String>()
    @Parameter(title: "Name", requestValueDialog: "Name?") var name: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        Self.performed.append("started")
        let name = try await $name.requestValue("Which name?") ?? "-"
        Self.performed.append(name)
        return .result(value: name)
    }
}

extension IntentRunnerTests {
    @Test func requestValueContinuesPerformWithoutPerformingAgain() async throws {
        let prompter = ScriptedPrompter(answers: [.text("Aino")])
        let result = try await IntentRunner(environment: TaskAppStrings.environment("en"), prompter: prompter).run(CountingIntent())
        #expect(result.value as? String == "Aino")
        #expect(CountingIntent.performed.values == ["started", "Aino"])
        #expect(prompter.askedRequests.map(\.prompt) == ["Which name?"])
    }
}
#endif
