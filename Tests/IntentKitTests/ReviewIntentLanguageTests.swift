import IntentKit
import Testing

/// Review findings in Turkish casing: a capital dotted I written decomposed (`I` + U+0307 COMBINING DOT ABOVE,
/// what NFD text and many keyboards produce) is the same letter as `İ` and lowercases to `i`, not `ı`.
@Suite struct ReviewIntentLanguageTests {
    @Test(arguments: [
        ("I\u{307}zmir", "izmir"),
        ("BI\u{307}LGI\u{307}", "bilgi"),
        ("İzmir", "izmir"),
        ("IRMAK", "ırmak"),
    ])
    func turkishFoldOfDecomposedDottedI(text: String, folded: String) {
        #expect(IntentLanguage.fold(text, locale: "tr") == folded)
    }

    @Test func turkishSuffixOfDecomposedName() {
        // `BİLGİ` ends in the front vowel i: dative `'ye`, accusative `'yi`.
        #expect(NameInflection.turkishSuffix(for: "BI\u{307}LGI\u{307}", .dative) == "ye")
        #expect(NameInflection.turkishSuffix(for: "BI\u{307}LGI\u{307}", .accusative) == "yi")
    }
}
