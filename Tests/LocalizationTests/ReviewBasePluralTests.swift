import Foundation
import Testing
@testable import Localization

/// Review finding: a `Base.lproj` value (the development language's text) took the plural rules of the user's
/// first preference instead of the development language's: a Russian user saw `21 file`, a French one `0 file`.
@Suite struct ReviewBasePluralTests {
    @Test(arguments: [("ru", 21, "21 files"), ("ru", 1, "1 file"), ("fr", 0, "0 files"), ("lv", 0, "0 files")])
    func baseValueUsesDevelopmentLanguageRules(_ preference: String, _ count: Int, _ expected: String) throws {
        let folder = try TemporaryFolder(baseFilesFixture)
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: [preference])
        #expect(localizer.string("files", count) == expected)
    }
}
