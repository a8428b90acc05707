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

    /// Missing translations by the targets asked for (sorted, at the key), whatever order the catalog has them in;
    /// a target given twice is looked for twice.
    @Test(arguments: [
        (["fi", "de", "sv"], ["de", "sv"]), (["sv", "de", "fi"], ["de", "sv"]), (["fi", "fi", "de"], ["de"]),
        (["de", "de"], ["de", "de"]), (["tr", "fi", "ja", "de"], ["de", "ja"]),
    ])
    func missingTranslationsFollowTheTargets(_ locales: [String], _ missing: [String]) throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "tr" : { "stringUnit" : { "state" : "translated", "value" : "t" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "e" } },
                "fi" : { "stringUnit" : { "state" : "translated", "value" : "f" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let findings = Validation(options: ValidationOptions(locales: locales)).validate(try StringCatalog(text: text), file: "L.xcstrings")
        #expect(findings.filter { $0.rule == .missingTranslation }.map(\.locale) == missing)
    }
}
