import Foundation
import IntentKit
import Localization
import Testing

/// A dialog whose catalog entry varies by plural shows the locale's form when the lookup is a `Localizer`.
@Suite struct PluralDialogTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Added %lld terms" : {
          "localizations" : {
            "fi" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Lisättiin yksi termi" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Lisättiin %lld termiä" } }
            } } },
            "tr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld terim eklendi" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld terim eklendi" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test(arguments: [
        ("fi", 1, "Lisättiin yksi termi"), ("fi", 5, "Lisättiin 5 termiä"), ("fi-FI", 1000, "Lisättiin 1\u{A0}000 termiä"),
        ("tr", 1000, "1.000 terim eklendi"), ("en", 1, "Added 1 terms"),
    ])
    func dialogPicksThePluralForm(locale: String, count: Int, expected: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plural-dialog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let localizer = Localizer(folder: folder, preferredLanguages: ["en"])
        let dialog: LocalizedResource = "Added \(count) terms"
        #expect(dialog.render(localizer, locale: locale) == expected)
    }
}
