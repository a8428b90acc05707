import PluralRules
import Testing
@testable import Localization

/// Review finding: a floating-point plural argument whose Swift description uses an exponent (`1.5e-05`, `1e+22`)
/// was not understood: the plural fell back to `other` with an "argument not numeric" issue.
@Suite struct ReviewPluralDoubleTests {
    static let entry = LocalizedEntry(value: .text("%#@v@"), variables: [
        "v": LocalizedVariable(formatSpecifier: "f", forms: .plural([
            .one: .text("one"),
            .many: .text("many"),
            .other: .text("other"),
        ])),
    ])

    @Test(arguments: [
        // French: i = 0 or 1 is `one`; 0.000015 has i = 0.
        (0.000015, "one"),
        (1.5, "one"),
        (2.5, "other"),
        // 10²² is a multiple of a million: `many`.
        (1e22, "many"),
    ])
    func frenchPluralOfDouble(value: Double, expected: String) {
        let format = LocalizedFormat(key: "k", entry: Self.entry, language: "fr", locale: "fr", device: .other)
        let result = format.result([.double(value)])
        #expect(result.string == expected)
        #expect(result.issues.isEmpty)
    }
}
