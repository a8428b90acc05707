import Foundation
import Testing
@testable import Localization

/// Review finding: a `Base.lproj` value (the development language's text) took the plural rules of the user's
/// first preference instead of the development language's: a Russian user saw `21 file`, a French one `0 file`.
@Suite struct ReviewBasePluralTests {
    @Test(arguments: [("ru", 21, "21 files"), ("ru", 1, "1 file"), ("fr", 0, "0 files"), ("lv", 0, "0 files")])
    func baseValueUsesDevelopmentLanguageRules(_ preference: String, _ count: Int, _ expected: String) throws {
        let folder = try TemporaryFolder([
            "Base.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>%lld file</string>
                <key>other</key><string>%lld files</string>
              </dict>
            </dict></dict></plist>
            """,
            "fi.lproj/Localizable.strings": #""other" = "muu";"#,
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: [preference])
        #expect(localizer.string("files", count) == expected)
    }
}
