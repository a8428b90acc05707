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
            6 keys in 1 file

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
        #expect(CatalogStatistics().json == "{\n  \"locales\": {},\n  \"keys\": 0,\n  \"files\": 0\n}\n")
    }

    @Test func gatheringNamesTheInputThatIsMissingOrMalformed() throws {
        let missing = #expect(throws: XCStringsError.self) { try CatalogStatistics.gather(inputs: ["/nonexistent/x.xcstrings"]) }
        #expect(missing?.kind == .inputNotFound)
        let folder = try TemporaryFolder(["Broken.xcstrings": "{\"strings\": ["])
        let malformed = #expect(throws: XCStringsError.self) { try CatalogStatistics.gather(inputs: [folder.url.path]) }
        #expect(malformed?.kind == .malformedInput)
        #expect(malformed?.errors.first?.kind == .malformedJSON)
    }
}
