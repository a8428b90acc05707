import Foundation
import Testing
import _SanastoTestSupport
@testable import Localization
import StringResources

/// What the Localizer reads the way Apple does: plural variables of NSNumbers, files with a bad entry, the
/// development language of tables without `en.lproj`.
@Suite struct LocalizerReadingTests {
    static func stringsdict(_ entries: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(entries)</dict>\n</plist>\n"
    }

    /// An entry `%#@count@` whose plural variable reads an object (`@`); the forms show argument 2, the
    /// number as the app formatted it.
    static func objectPlural(_ key: String, one: String, other: String) -> String {
        """
        <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
        <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>@</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict>

        """
    }

    @Test(arguments: [
        // (language, the number object, the text the app formatted, expected)
        ("en", FormatArgument.decimal(1), "1", "1 coin"),
        ("en", .decimal(Decimal(string: "1.001")!), "1.001", "1.001 coins"),
        ("en", .decimal(Decimal(string: "1.50")!), "1.5", "1.5 coins"),
        ("en", .decimal(0), "0", "0 coins"),
        ("en", .int(1), "1", "1 coin"),
        ("en", .double(2.5), "2.5", "2.5 coins"),
        ("fi", .decimal(1), "1", "1 kolikko"),
        ("fi", .decimal(Decimal(string: "1.5")!), "1,5", "1,5 kolikkoa"),
        ("fi", .decimal(1000), "1 000", "1 000 kolikkoa"),
    ])
    func aPluralOfAnNSNumberIsChosenByItsValue(language: String, number: FormatArgument, shown: String, expected: String) throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": Self.stringsdict(Self.objectPlural("coins", one: "%2$@ coin", other: "%2$@ coins")),
            "fi.lproj/Localizable.stringsdict": Self.stringsdict(Self.objectPlural("coins", one: "%2$@ kolikko", other: "%2$@ kolikkoa")),
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: [language])
        let result = localizer.result("coins", arguments: [number, .string(shown)])
        #expect(result.string == expected)
        #expect(result.issues.isEmpty, "\(result.issues)")
    }

    @Test func numberObjectsFromFoundationAreAccepted() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": Self.stringsdict(Self.objectPlural("coins", one: "%2$@ coin", other: "%2$@ coins")),
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["en"])
        #expect(localizer.string("coins", NSDecimalNumber(string: "1"), "1") == "1 coin")
        #expect(localizer.string("coins", NSDecimalNumber(string: "1.001"), "1.001") == "1.001 coins")
        #expect(localizer.string("coins", Decimal(1), "1") == "1 coin")
        #expect(localizer.string("coins", NSNumber(value: 2), "2") == "2 coins")
        // Printed with %@, a decimal number describes itself with the locale's decimal separator.
        #expect(localizer.string("%@ left", Decimal(string: "2.5")!, language: "en") == "2.5 left")
        // Not a number: `other`, with an issue.
        let text = localizer.result("coins", arguments: ["many", "many"])
        #expect(text.string == "many coins")
        #expect(text.issues.map(\.kind).contains(.argumentNotNumeric(position: 1)))
    }

    @Test func aBadEntryFallsBackAndTheFilesOtherKeysWork() throws {
        let log = IssueLog()
        let noOther = """
            <key>broken</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d tiedosto</string></dict></dict>

            """
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.strings": "\"broken\" = \"%d files\";\n\"ok\" = \"OK\";\n\"title\" = \"Title\";\n",
            "fi.lproj/Localizable.stringsdict": Self.stringsdict(noOther + Self.objectPlural("coins", one: "%2$@ kolikko", other: "%2$@ kolikkoa")),
            "fi.lproj/Localizable.strings": "\"ok\" = \"Selvä\"\n\"title\" = \"Otsikko\";\n",
        ])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi"], issueHandler: log.handler)
        #expect(localizer.string("coins", Decimal(1), "1") == "1 kolikko")
        #expect(localizer.string("title") == "Otsikko")
        // The entry without `other` and the line without `;` fall back to English.
        #expect(localizer.string("broken", 3) == "3 files")
        #expect(localizer.string("ok") == "OK")
        let entries = log.issues.compactMap { issue -> ResourceError? in
            if case .malformedEntry(let error) = issue.kind { return error }
            return nil
        }
        #expect(Set(entries.map(\.message)).count == 2, "\(entries)")
        #expect(entries.allSatisfy { $0.position != nil })
        #expect(!log.issues.contains { if case .malformedFile = $0.kind { true } else { false } })
    }

    @Test(arguments: [
        // (languages of the table, development language, preferences, chain)
        (["Base", "en", "fi"], "en", ["de"], ["en", "Base"]),
        (["Base", "en", "fi"], "en", ["fi"], ["fi", "Base", "en"]),
        (["en-US", "fi"], "en", ["de"], ["en-US"]),
        (["Base", "en-US", "fi"], "en", ["sv"], ["en-US", "Base"]),
        (["en-GB", "fi"], "en-GB", ["fi-FI"], ["fi", "en-GB"]),
    ])
    func aLanguageTheTableLacksFallsBackToTheDevelopmentLanguageBeforeBase(
        languages: [String], development: String, preferences: [String], chain: [String]
    ) throws {
        let files = Dictionary(uniqueKeysWithValues: languages.map { ("\($0).lproj/Localizable.strings", "\"k\" = \"\($0)\";\n") })
        let folder = try TemporaryFolder(files)
        let localizer = Localizer(folder: folder.url, developmentLanguage: development, preferredLanguages: preferences)
        #expect(localizer.languageChain() == chain)
        #expect(localizer.string("k") == chain[0])
    }
}
