import Foundation
import Testing
@testable import StringResources

/// Keys that are canonically equivalent but spelled differently (`é` as U+00E9 or as `e` + U+0301) are
/// different keys on Apple platforms (NSString compares code units); readers must keep both.
@Suite struct ReviewDistinctKeysTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    @Test func stringsTableKeepsBothSpellings() throws {
        let table = try StringsTable(parsing: Data("\"\(Self.composed)\" = \"1\";\n\"\(Self.decomposed)\" = \"2\";\n".utf8))
        #expect(table.entries.map { Array($0.key.unicodeScalars) } == [Array(Self.composed.unicodeScalars), Array(Self.decomposed.unicodeScalars)])
        #expect(table.entries.map(\.value) == ["1", "2"])
        #expect(table.diagnostics.isEmpty)
    }

    @Test func stringsTableStillMergesTheSameSpelling() throws {
        let table = try StringsTable(parsing: Data("\"\(Self.composed)\" = \"1\";\n\"\(Self.composed)\" = \"2\";\n".utf8))
        #expect(table.entries.map(\.value) == ["2"])
        #expect(table.diagnostics.count == 1)
    }

    @Test func xmlPropertyListKeepsBothSpellings() throws {
        let xml = "<plist><dict><key>\(Self.composed)</key><string>1</string><key>\(Self.decomposed)</key><string>2</string></dict></plist>"
        let value = try PropertyList(parsing: Data(xml.utf8))
        let entries = try #require(value.dictionaryValue?.entries)
        #expect(entries.map { Array($0.key.unicodeScalars) } == [Array(Self.composed.unicodeScalars), Array(Self.decomposed.unicodeScalars)])
        #expect(entries.map(\.value) == [.string("1"), .string("2")])
    }
}

/// The same for String Catalogs, whose keys Xcode keeps as NSString keys.
@Suite struct ReviewDistinctCatalogKeysTests {
    static func catalogText(extraKeys: Int) -> String {
        let extras = (0..<extraKeys).map { "\"k\($0)\" : {}, " }.joined()
        return """
        { "sourceLanguage" : "en", "strings" : { \(extras)"\(ReviewDistinctKeysTests.composed)" : { "comment" : "composed" },
          "\(ReviewDistinctKeysTests.decomposed)" : { "comment" : "decomposed" } }, "version" : "1.0" }
        """
    }

    // 0 extra keys: a small dictionary searched in order; 20: one with an index.
    @Test(arguments: [0, 20])
    func catalogKeepsBothSpellings(extraKeys: Int) throws {
        let catalog = try StringCatalog(text: Self.catalogText(extraKeys: extraKeys))
        #expect(catalog.strings.count == extraKeys + 2)
        #expect(catalog.strings[ReviewDistinctKeysTests.composed]?.comment == "composed")
        #expect(catalog.strings[ReviewDistinctKeysTests.decomposed]?.comment == "decomposed")
        let again = try StringCatalog(bytes: catalog.encoded())
        #expect(again.strings[ReviewDistinctKeysTests.decomposed]?.comment == "decomposed")
        #expect(again.strings.count == extraKeys + 2)
    }

    @Test func catalogStillRejectsTheSameSpellingTwice() {
        let text = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : {}, \"a\" : {} }, \"version\" : \"1.0\" }"
        #expect(throws: ResourceError.self) { try StringCatalog(text: text) }
    }

    @Test func migrationKeepsBothSpellings() throws {
        let folder = try ConversionFixtures.folder([
            "en.lproj/T.strings": "\"\(ReviewDistinctKeysTests.composed)\" = \"1\";\n\"\(ReviewDistinctKeysTests.decomposed)\" = \"2\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try CatalogMigration(folder: folder, table: "T").catalog
        #expect(catalog.strings.count == 2)
        #expect(catalog.strings[ReviewDistinctKeysTests.decomposed]?.localizations["en"]?.stringUnit?.value == "2")
    }
}
