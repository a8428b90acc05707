import PluralRules
import Testing
@testable import Localization
@testable import XCStringsKit
import _SanastoTestSupport

/// The sample numbers a preview shows for each locale's plural categories.
@Suite struct KeyPreviewSamplesTests {
    static let cases: [(locale: String, hasZeroForm: Bool, expected: [String])] = [
        ("fi", true, ["0", "1", "1000"]),
        ("fi", false, ["1", "1000"]),
        ("en", true, ["0", "1", "1000"]),
        ("tr", false, ["1", "1000"]),
        // 0 is Russian `many`, but 1000 is too and shows grouping; `other` has no integer samples.
        ("ru", false, ["1", "2", "1000"]),
        ("ar", false, ["0", "1", "2", "3", "11", "1000"]),
        // French `one` starts at 0; with a zero form, 0 is the zero form's and `one` shows 1.
        ("fr", false, ["0", "1000", "1000000"]),
        ("fr", true, ["0", "1", "1000", "1000000"]),
        ("ja", false, ["1000"]),
        ("ja", true, ["0", "1000"]),
    ]

    @Test(arguments: cases)
    func integerSamples(_ locale: String, _ hasZeroForm: Bool, _ expected: [String]) {
        let rules = PluralRules(locale: locale)
        #expect(KeyPreviewSamples.numbers(rules: rules, hasZeroForm: hasZeroForm) == expected)
    }

    @Test func everyIntegerSampleFallsInADifferentCategory() {
        for locale in ["fi", "ru", "ar", "fr", "cy", "lv", "pl"] {
            let rules = PluralRules(locale: locale)
            let numbers = KeyPreviewSamples.numbers(rules: rules, hasZeroForm: false)
            let categories = numbers.compactMap(UInt64.init).map { rules.category(for: $0) }
            #expect(Set(categories).count == categories.count, "\(locale): \(numbers)")
            #expect(numbers.contains("1000"), "\(locale): \(numbers)")
        }
    }

    @Test func floatingPointArgumentsReachFractionOnlyCategories() {
        let rules = PluralRules(locale: "ru")
        let numbers = KeyPreviewSamples.numbers(rules: rules, hasZeroForm: false, type: .floatingPoint)
        #expect(numbers.count == 4)
        let fraction = numbers.first { $0.contains(".") }
        #expect(fraction.map { try? rules.category(forDecimal: $0) } == .other)
    }

    @Test(arguments: [("en", UInt64(2)), ("fi", 2), ("ja", 1), ("ru", 1000)])
    func heldNumberIsASampleOfOther(_ locale: String, _ expected: UInt64) {
        let rules = PluralRules(locale: locale)
        #expect(KeyPreviewSamples.heldNumber(rules: rules) == expected)
    }
}
