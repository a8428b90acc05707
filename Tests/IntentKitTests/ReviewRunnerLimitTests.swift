import IntentKit
import Localization
import Testing

/// Review finding: `IntentRunner.attemptLimit` is a public `var`, and a negative value crashed the runner
/// (`0..<attemptLimit`) when it asked for a value, a huge one (`Int.max`) on the first mid-way request (overflow).
@Suite struct ReviewRunnerLimitTests {
    struct ConfirmIntent: PortableIntent {
        static let title: LocalizedResource = "Confirm"
        init() {}
        func perform(_ context: IntentContext) async throws -> IntentOutcome {
            try context.requestConfirmation("Really?")
            return .result()
        }
    }

    @Test(arguments: [-1, Int.min])
    func negativeLimitRefusesInsteadOfCrashing(_ limit: Int) async {
        var runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: ScriptedPrompter(answers: [.text("milk")]))
        runner.attemptLimit = limit
        await #expect(throws: IntentRunError.self) {
            _ = try await runner.run(AddTaskIntent())
        }
    }

    @Test func hugeLimitDoesNotOverflow() async throws {
        var runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: ScriptedPrompter(confirmations: [true]))
        runner.attemptLimit = Int.max
        _ = try await runner.run(ConfirmIntent())
    }
}
