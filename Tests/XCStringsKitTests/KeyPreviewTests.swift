import Testing
@testable import Localization
@testable import XCStringsKit
import _SanastoTestSupport

/// Printing a preview as text and as JSON.
@Suite struct KeyPreviewTests {
    static func preview(_ rows: [(String, [(String, String)])]) -> KeyPreview {
        KeyPreview(key: "k", table: "Localizable", locales: rows.map { locale, cells in
            KeyPreviewLocale(locale: locale, language: locale, rows: cells.map { KeyPreviewRow(label: $0.0, arguments: [], string: $0.1) })
        })
    }

    @Test func textAlignsLocalesAndJoinsRows() {
        let preview = Self.preview([
            ("en", [("1", "one"), ("1000", "1,000")]),
            ("pt-PT", [("1", "um")]),
        ])
        #expect(preview.text() == "en     1 → one · 1000 → 1,000\npt-PT  1 → um\n")
    }

    @Test func textShowsAValueWithoutALabelAlone() {
        #expect(Self.preview([("fi", [("", "Lisää termi")])]).text() == "fi  Lisää termi\n")
    }

    @Test func longLinesBreakIntoOneRowEach() {
        let long = String(repeating: "x", count: 70)
        let preview = Self.preview([("ar", [("0", long), ("1", long)]), ("en", [("1", "a\nb")])])
        #expect(preview.text() == "ar  0 → \(long)\n    1 → \(long)\nen  1 → a\\nb\n")
        let labels = Self.preview([("fi", [("1", long), ("1000", long)])])
        #expect(labels.text() == "fi  1    → \(long)\n    1000 → \(long)\n")
    }

    @Test func jsonKeepsTheOrderAndEscapes() {
        let preview = Self.preview([("fi", [("0", "Ei \"termejä\""), ("1000", "1\u{A0}000 / x")]), ("en", [])])
        #expect(preview.json() == """
            {
              "key": "k",
              "locales": {
                "fi": {
                  "0": "Ei \\"termejä\\"",
                  "1000": "1\u{A0}000 / x"
                },
                "en": {}
              }
            }

            """)
    }

    @Test func warningsNameTheLocale() {
        var preview = Self.preview([("de", [("", "Study")]), ("ru", [("", "x")])])
        preview.locales[0].issues = [LocalizationIssue(.missingLocalization(language: "de"), language: "en")]
        preview.locales[1].issues = [LocalizationIssue(.missingPluralForm("few"))]
        #expect(preview.warnings() == [
            "de: no value in de; shows the value of en",
            "ru: no plural form 'few'; used 'other'",
        ])
    }
}
