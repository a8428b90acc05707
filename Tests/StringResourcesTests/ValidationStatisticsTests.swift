import Foundation
import Testing
@testable import StringResources

@Suite struct CatalogStatisticsTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : { "localizations" : { "fi" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } },
            "b" : { "localizations" : { "fi" : { "stringUnit" : { "state" : "needs_review", "value" : "B" } } } },
            "c" : { "localizations" : { "fi" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "1" } },
              "other" : { "stringUnit" : { "state" : "new", "value" : "" } } } } } } },
            "d" : { "localizations" : { "fi" : { "stringUnit" : { "state" : "stale", "value" : "D" } } } },
            "e" : { },
            "f" : { "shouldTranslate" : false },
            "g" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "G" } }, "fi" : { "stringUnit" : { "state" : "machine_translated", "value" : "G" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func countsEachKeyOncePerLocaleByItsLeastFinishedString() throws {
        let statistics = CatalogStatistics(catalog: try StringCatalog(text: Self.catalog))
        #expect(statistics.keyCount == 6)
        #expect(statistics.locales.map(\.locale) == ["en", "fi"])
        let en = statistics.locales[0]
        #expect([en.total, en.translated, en.needsReview, en.new, en.stale, en.missing] == [6, 5, 0, 1, 0, 0] as [Int])
        let fi = statistics.locales[1]
        #expect([fi.total, fi.translated, fi.needsReview, fi.new, fi.stale, fi.missing] == [6, 2, 1, 1, 1, 1] as [Int])
        #expect(fi.percentage(fi.translated) == 100.0 / 3)
    }

    @Test func aStaleKeyIsStaleInEveryLocale() throws {
        let statistics = CatalogStatistics(catalog: try StringCatalog(text: """
            {"sourceLanguage":"en","strings":{
              "old":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Old"}}}},
              "new":{"localizations":{"fi":{"stringUnit":{"state":"translated","value":"Uusi"}}}}},"version":"1.0"}
            """))
        #expect(statistics.locales.map { [$0.total, $0.translated, $0.stale, $0.missing] } == [[2, 1, 1, 0], [2, 1, 1, 0]])
        let fi = statistics.locales[1]
        #expect(fi.percentage(fi.stale) == 50)
        #expect(fi.percentage(fi.missing) == 0)
    }

    @Test func addingCombinesLocales() throws {
        var total = CatalogStatistics(catalog: try StringCatalog(text: Self.catalog))
        let other = CatalogStatistics(catalog: try StringCatalog(text: """
            {"sourceLanguage":"en","strings":{"x":{"localizations":{"tr":{"stringUnit":{"state":"translated","value":"X"}}}}},"version":"1.0"}
            """))
        total.add(other)
        #expect(total.locales.map(\.locale) == ["en", "fi", "tr"])
        #expect(total.locales.map(\.total) == [7, 6, 1])
        #expect(total.fileCount == 2)
        #expect(total.keyCount == 7)
    }

    @Test func tableSetCountsKeysOfTheDevelopmentLanguage() throws {
        let en = try StringsTable(parsing: Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))
        let fi = try StringsTable(parsing: Data("\"a\" = \"A\";\n\"z\" = \"Z\";\n".utf8))
        let set = ValidationTableSet(name: "Localizable", folder: ".", tables: [
            ValidationTable(language: "en", stringsFile: "en.lproj/Localizable.strings", strings: en),
            ValidationTable(language: "fi", stringsFile: "fi.lproj/Localizable.strings", strings: fi),
        ])
        let statistics = CatalogStatistics(tableSet: set)
        #expect(statistics.keyCount == 2)
        #expect(statistics.fileCount == 2)
        #expect(statistics.locales.map { [$0.total, $0.translated, $0.missing] } == [[2, 2, 0], [2, 1, 1]])
    }

    @Test func aFileOutsideAnLprojFolderHasNoLocale() throws {
        let table = try StringsTable(parsing: Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))
        let set = ValidationTableSet(name: "Greetings", folder: ".", tables: [
            ValidationTable(language: nil, stringsFile: "Greetings.strings", strings: table),
        ])
        let statistics = CatalogStatistics(tableSet: set)
        // The table's name is not shown as if it were a locale.
        #expect(statistics.locales.map(\.locale) == [CatalogStatistics.unknownLocale])
        #expect(statistics.locales.map { [$0.total, $0.translated, $0.missing] } == [[2, 2, 0]])
        #expect(statistics.keyCount == 2)
    }
}
