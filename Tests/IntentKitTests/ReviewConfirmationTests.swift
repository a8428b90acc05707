import IntentKit
import Localization
import Testing

/// Review finding: a `FormatArgument.double(.nan)` was not equal to itself (synthesized `==` on `Double`), so a
/// confirmation dialog showing a NaN value was never recognised as confirmed: the runner asked again and again and
/// failed with `tooManyRequests` although the user said yes.
@Suite struct ReviewConfirmationTests {
    struct MeasureIntent: PortableIntent {
        static let title: LocalizedResource = "Measure"
        init() {}
        func perform(_ context: IntentContext) async throws -> IntentOutcome {
            try context.requestConfirmation("Save \(Double.nan) as the reading?")
            return .result()
        }
    }

    @Test func confirmedDialogWithNaNIsNotAskedAgain() async throws {
        let prompter = ScriptedPrompter(confirmations: [true, true, true, true, true, true, true, true])
        let runner = IntentRunner(environment: TaskAppStrings.environment("en"), prompter: prompter)
        _ = try await runner.run(MeasureIntent())
        #expect(prompter.askedConfirmations.count == 1)
    }

}
