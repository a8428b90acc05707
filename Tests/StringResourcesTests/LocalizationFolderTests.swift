import _SanastoTestSupport
import Foundation
import Testing
import StringResources

/// `LocalizationFolder` and `DevelopmentLanguageChoice`: the one model of a table in several languages, and the
/// one rule for which localization holds the development language, that lint, migration and lookups share.
@Suite struct LocalizationFolderTests {
    @Test func listsEachTableWithItsCatalogAndItsFilesPerLanguage() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": "{}",
            "en.lproj/Localizable.strings": "",
            "fi.lproj/Localizable.stringsdict": "",
            "fi.lproj/Localizable.strings": "",
            "Base.lproj/Main.strings": "",
            "InfoPlist.xcstrings": "{}",
            "fi.lproj/notes.txt": "",
            "fi.lproj/.hidden.strings": "",
            "README.md": "",
        ])
        let contents = try LocalizationFolder(contentsOf: folder.url)
        #expect(contents.tableNames == ["InfoPlist", "Localizable", "Main"])
        let localizable = try #require(contents.table(named: "Localizable"))
        #expect(localizable.catalog?.lastPathComponent == "Localizable.xcstrings")
        #expect(localizable.languages == ["en", "fi"])
        #expect(localizable.files(for: "fi")?.stringsdict?.lastPathComponent == "Localizable.stringsdict")
        #expect(contents.table(named: "Main")?.baseFiles?.strings?.lastPathComponent == "Main.strings")
        #expect(contents.table(named: "InfoPlist")?.files.isEmpty == true)
        #expect(contents.lprojTables.map(\.name) == ["Localizable", "Main"])
    }

    @Test(arguments: [
        // (the .lproj languages, the language asked for, chosen, reason)
        (["Base", "de", "en"], nil, "en", DevelopmentLanguageChoice.Reason.usual),
        (["Base", "de"], nil, "Base", .usual),
        (["base", "de"], nil, "base", .usual),
        (["fi"], nil, "fi", .usual),
        ([], nil, nil, .usual),
        (["de", "en-US", "fi"], nil, "en-US", .regionalEnglish),
        (["de", "en-GB", "en-US"], nil, "en-US", .regionalEnglish),
        (["de", "en-AU", "en-GB"], nil, nil, .unknown),
        (["de", "fi"], nil, nil, .unknown),
        (["Base", "de", "en"], "de", "de", .given),
        (["de", "en_US"], "en", "en_US", .given),
        (["de", "en_US"], "EN-us", "en_US", .given),
        (["de", "en-GB", "en-US"], "en", nil, .givenButAbsent("en")),
        (["de", "fi"], "fr", nil, .givenButAbsent("fr")),
    ] as [([String], String?, String?, DevelopmentLanguageChoice.Reason)])
    func choosesTheDevelopmentLanguageByOneRule(languages: [String], preferred: String?, chosen: String?, reason: DevelopmentLanguageChoice.Reason) {
        let choice = DevelopmentLanguageChoice(choosingAmong: languages, preferred: preferred)
        #expect(choice == DevelopmentLanguageChoice(language: chosen, reason: reason))
        // Every reader asks the same rule: a table's files, a lint table set, a migration.
        let table = LocalizationTable(name: "Localizable", files: languages.map { LocalizationTableFiles(language: $0) })
        #expect(table.developmentLanguageChoice(preferred: preferred) == choice)
        let set = ValidationTableSet(name: "Localizable", folder: ".", tables: languages.map { ValidationTable(language: $0) })
        #expect(set.developmentLanguageChoice(preferred: preferred) == choice)
        if preferred == nil {
            #expect(CatalogMigration.developmentLanguage(of: table) == (choice.isBase ? "en" : chosen))
        }
    }

    @Test(arguments: [
        ("fi.lproj", "fi"), ("pt-BR.lproj", "pt-BR"), ("Base.lproj", "Base"), ("en.LPROJ", "en"),
        (".lproj", nil), ("fi", nil), ("fi.lproj.bak", nil), ("Resources", nil),
    ] as [(String, String?)])
    func aFolderHoldsTheLocalizationItsNameSays(_ name: String, _ language: String?) {
        #expect(LocalizationFolder.language(ofFolderNamed: name) == language)
        #expect(LocalizationFolder.language(ofFile: URL(fileURLWithPath: "/app/\(name)/Localizable.strings")) == language)
    }
}
