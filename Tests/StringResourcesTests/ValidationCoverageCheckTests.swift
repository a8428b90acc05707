import Testing
@testable import StringResources

@Suite struct ValidationCoverageCheckTests {
    /// A localization is a target's only when the bytes agree, as the catalog's dictionaries compare keys.
    @Test(arguments: [
        ("fi", "fi", true), ("fi", "fj", false), ("zh-Hant", "zh-Hant", true), ("zh-Hant", "zh-Hans", false),
        // Canonically equivalent, not the same bytes: a Kelvin sign is no K, a decomposed é no é.
        ("\u{212A}", "K", false), ("x\u{212A}", "xK", false), ("e\u{301}", "é", false), ("é", "é", true), ("", "", true),
    ])
    func matchesTargetsByteForByte(_ key: String, _ target: String, _ same: Bool) {
        let ascii = target.utf8.allSatisfy { $0 < 0x80 }
        #expect(ValidationCoverageCheck.isSame(key, target, asciiTarget: ascii) == same)
        #expect((ExactStringKey(key) == ExactStringKey(target)) == same)
    }
}
