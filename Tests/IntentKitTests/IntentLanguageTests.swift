import IntentKit
import Testing

@Suite struct IntentLanguageTests {
    @Test(arguments: [
        ("İZMİR", "tr", "izmir"),
        ("IĞDIR", "tr", "ıgdır"),
        ("Iğdır", "en", "igdır"),
        ("İzmir", "en", "izmir"),
        ("Düşük!!", "tr", "dusuk"),
        ("  Sanasto’ya,   görev ekle. ", "tr", "sanasto'ya gorev ekle"),
        ("Lisää tehtävä Sanasto-sovellukseen", "fi", "lisaa tehtava sanasto-sovellukseen"),
    ])
    func folds(text: String, locale: String, expected: String) {
        #expect(IntentLanguage.fold(text, locale: locale) == expected)
    }

    /// A capital dotted I written decomposed (`I` + U+0307 COMBINING DOT ABOVE, what NFD text and many keyboards
    /// produce) is the same letter as `İ` and lowercases to `i`, not `ı`.
    @Test(arguments: [
        ("I\u{307}zmir", "izmir"),
        ("BI\u{307}LGI\u{307}", "bilgi"),
        ("İzmir", "izmir"),
        ("IRMAK", "ırmak"),
    ])
    func turkishFoldOfDecomposedDottedI(text: String, folded: String) {
        #expect(IntentLanguage.fold(text, locale: "tr") == folded)
    }
}
