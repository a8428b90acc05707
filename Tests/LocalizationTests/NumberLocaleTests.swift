import Foundation
import Testing
@testable import Localization

/// Numbers follow the user's locale whichever language's text is shown (Apple formats with
/// `Locale.current`); plural forms follow the text's language.
@Suite struct NumberLocaleTests {
    @Test(arguments: [
        (["fi"], "Category has 1\u{A0}000 terms"),
        (["de-DE"], "Category has 1.000 terms"),
        (["en"], "Category has 1,000 terms"),
    ])
    func anEnglishFallbackShowsTheUsersDigits(preferences: [String], expected: String) throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>terms</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>Category has %lld term</string>
                <key>other</key><string>Category has %lld terms</string>
              </dict>
            </dict></dict></plist>
            """,
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: preferences)
        #expect(localizer.string("terms", 1000) == expected)
        #expect(localizer.string("terms", 1) == "Category has 1 term")
    }

    @Test func anExplicitLocaleWins() throws {
        let folder = try TemporaryFolder(["en.lproj/Localizable.strings": #""n" = "%lld items";"#])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi"])
        #expect(localizer.localizedFormat("n", locale: "en")(1000) == "1,000 items")
        #expect(localizer.localizedFormat("n")(1000) == "1\u{A0}000 items")
    }
}

/// A whole-value plural whose forms name something before the count varies by the count.
@Suite struct WholeValuePluralArgumentTests {
    @Test(arguments: [(1, "Anna has 1 term"), (3, "Anna has 3 terms")])
    func theCountNotTheNameChoosesTheForm(count: Int, expected: String) throws {
        let folder = try TemporaryFolder(["Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"owner.terms": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%@ has %lld term"}},
              "other": {"stringUnit": {"state": "translated", "value": "%@ has %lld terms"}}}}}}}}}
            """])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["en"])
        let result = localizer.result("owner.terms", arguments: ["Anna", .int(Int64(count))])
        #expect(result.string == expected)
        #expect(result.issues.isEmpty, "\(result.issues)")
    }
}
