import Foundation
import IntentKit
import Testing

/// Review finding: a user's answer to a `Double` parameter went through `Double(_:)`, which also reads `nan`,
/// `inf`, `infinity` and hexadecimal floats: "nan" became a NaN parameter value instead of being refused.
@Suite struct ReviewValueParsingTests {
    @Test(arguments: ["nan", "NaN", "inf", "-infinity", "1e999"])
    func nonFiniteAnswersAreRefused(_ text: String) async {
        let value = await Double.intentValue(fromText: text, environment: TaskAppStrings.environment("en"))
        #expect(value == nil)
    }

    @Test(arguments: [("2.5", 2.5), ("2,5", 2.5), (" -3 ", -3.0), ("1e3", 1000.0)])
    func finiteAnswersAreRead(_ text: String, _ expected: Double) async {
        #expect(await Double.intentValue(fromText: text, environment: TaskAppStrings.environment("en")) == expected)
    }
}
