import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

/// The statistics `xcstrings stats` prints, as text and as JSON.
@Suite struct CatalogStatisticsReportTests {
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

    @Test func textAndJSON() throws {
        let statistics = CatalogStatistics(catalog: try StringCatalog(text: Self.catalog))
        #expect(statistics.text == """
            LOCALE  TRANSLATED  NEEDS REVIEW        NEW      STALE    MISSING
            en       5 (83.3%)      0 (0.0%)  1 (16.7%)   0 (0.0%)   0 (0.0%)
            fi       2 (33.3%)     1 (16.7%)  1 (16.7%)  1 (16.7%)  1 (16.7%)
            6 keys in 1 file, compared with en

            """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(statistics.json.utf8)) as? [String: Any])
        let fi = try #require((json["locales"] as? [String: Any])?["fi"] as? [String: Double])
        #expect(fi["needsReview"] == 1)
        #expect(fi["percentTranslated"] == 33.3)
        #expect(json["keys"] as? Int == 6)
    }

    @Test func jsonHasOneLocalePerLine() throws {
        let statistics = CatalogStatistics(catalog: try StringCatalog(text: Self.catalog))
        #expect(statistics.json.split(separator: "\n").filter { $0.hasPrefix("    \"") }.count == 2)
        #expect(CatalogStatistics().json == "{\n  \"locales\": {},\n  \"keys\": 0,\n  \"files\": 0,\n  \"sourceLanguages\": [],\n  \"tablesWithoutSourceLanguage\": 0\n}\n")
    }

    @Test func gatheringNamesTheInputThatIsMissingOrMalformed() throws {
        let missing = #expect(throws: XCStringsError.self) { try CatalogStatistics.gather(inputs: ["/nonexistent/x.xcstrings"]) }
        #expect(missing?.kind == .inputNotFound)
        let folder = try TemporaryFolder(["Broken.xcstrings": "{\"strings\": ["])
        let malformed = #expect(throws: XCStringsError.self) { try CatalogStatistics.gather(inputs: [folder.url.path]) }
        #expect(malformed?.kind == .malformedInput)
        #expect(malformed?.errors.first?.kind == .malformedJSON)
    }

    @Test(arguments: [
        // (languages with their keys, --source-language, summary line's ending, translated counts by language)
        ([("en-US", ["a", "b"]), ("fi", ["a"])], nil, ", compared with en-US", ["en-US": 2, "fi": 1]),
        ([("de", ["a", "b"]), ("fi", ["a", "c"])], nil, ", 1 table has no strings in a development language", ["de": 2, "fi": 2]),
        ([("de", ["a", "b"]), ("fi", ["a"])], "de", ", compared with de", ["de": 2, "fi": 1]),
    ] as [([(String, [String])], String?, String, [String: Int])])
    func theSummarySaysWhatTheCountsAreComparedWith(
        tables: [(String, [String])], given: String?, ending: String, translated: [String: Int]
    ) throws {
        var files: [String: String] = [:]
        for (language, keys) in tables {
            files["\(language).lproj/Localizable.strings"] = keys.map { "\"\($0)\" = \"\($0)\";\n" }.joined()
        }
        let folder = try TemporaryFolder(files)
        let statistics = try CatalogStatistics.gather(inputs: [folder.url.path], developmentLanguage: given)
        let summary = try #require(statistics.text.split(separator: "\n").last)
        #expect(summary.contains(ending), "\(summary)")
        #expect(Dictionary(uniqueKeysWithValues: statistics.locales.map { ($0.locale, $0.translated) }) == translated)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(statistics.json.utf8)) as? [String: Any])
        #expect((json["sourceLanguages"] as? [String]) == statistics.sourceLanguages)
    }

    @Test func anEntryThatCannotBeReadIsNotCountedAndSaidSo() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "fi.lproj/Localizable.strings": "\"a\" = \"A\"\n\"b\" = \"B\";\n",
            "Other.xcstrings": #"{"sourceLanguage" : "en", "strings" : {"x" : [], "y" : {}}, "version" : "1.0"}"#,
        ])
        let statistics = try CatalogStatistics.gather(inputs: [folder.url.path])
        #expect(statistics.skippedEntries.count == 2)
        #expect(statistics.locales.first { $0.locale == "fi" }?.translated == 1)
        #expect(statistics.keyCount == 3)
    }
}
