import IntentKit
import Testing

@Suite struct NameInflectionTests {
    static let inflection = NameInflection(
        turkishForms: ["iPad": [.locative: "iPad'de"]],
        pronunciations: ["iPhone": "ayfon"],
        finnishForms: ["Turku": [.inessive: "Turussa"]]
    )

    @Test(arguments: [
        // Sanasto: back rounded vowel, vowel-final.
        ("Sanasto", TurkishCase.dative, "Sanasto'ya"), ("Sanasto", .locative, "Sanasto'da"), ("Sanasto", .ablative, "Sanasto'dan"),
        ("Sanasto", .accusative, "Sanasto'yu"), ("Sanasto", .genitive, "Sanasto'nun"), ("Sanasto", .instrumental, "Sanasto'yla"),
        ("Sanasto", .possessive, "Sanasto'su"),
        // Not: back rounded, voiceless final t.
        ("Not", .dative, "Not'a"), ("Not", .locative, "Not'ta"), ("Not", .ablative, "Not'tan"),
        ("Not", .accusative, "Not'u"), ("Not", .genitive, "Not'un"), ("Not", .instrumental, "Not'la"),
        // İzmir: front unrounded, voiced final r.
        ("İzmir", .dative, "İzmir'e"), ("İzmir", .locative, "İzmir'de"), ("İzmir", .ablative, "İzmir'den"),
        ("İzmir", .accusative, "İzmir'i"), ("İzmir", .genitive, "İzmir'in"), ("İzmir", .instrumental, "İzmir'le"),
        // Kitap: back unrounded, voiceless p (not softened in a proper name).
        ("Kitap", .dative, "Kitap'a"), ("Kitap", .locative, "Kitap'ta"), ("Kitap", .accusative, "Kitap'ı"), ("Kitap", .genitive, "Kitap'ın"),
        // Ankara: back unrounded, vowel-final.
        ("Ankara", .dative, "Ankara'ya"), ("Ankara", .locative, "Ankara'da"), ("Ankara", .accusative, "Ankara'yı"),
        ("Ankara", .genitive, "Ankara'nın"), ("Ankara", .instrumental, "Ankara'yla"), ("Ankara", .possessive, "Ankara'sı"),
        // Front rounded: ö, ü.
        ("Köln", .dative, "Köln'e"), ("Köln", .accusative, "Köln'ü"), ("Ürgüp", .locative, "Ürgüp'te"), ("Ürgüp", .genitive, "Ürgüp'ün"),
        ("Düzce", .dative, "Düzce'ye"), ("Düzce", .accusative, "Düzce'yi"), ("Düzce", .genitive, "Düzce'nin"),
        ("Ordu", .dative, "Ordu'ya"), ("Ordu", .accusative, "Ordu'yu"),
        ("Iğdır", .dative, "Iğdır'a"), ("Iğdır", .accusative, "Iğdır'ı"), ("Iğdır", .ablative, "Iğdır'dan"),
        ("Bitlis", .locative, "Bitlis'te"), ("Muş", .ablative, "Muş'tan"), ("Rize", .instrumental, "Rize'yle"),
        ("Sinop", .locative, "Sinop'ta"), ("Kars", .locative, "Kars'ta"), ("Bursa", .locative, "Bursa'da"),
        ("Erzurum", .dative, "Erzurum'a"), ("Tokat", .genitive, "Tokat'ın"),
        // Explicit forms and pronunciations where spelling does not tell.
        ("iPad", .locative, "iPad'de"), ("iPhone", .dative, "iPhone'a"), ("iPhone", .locative, "iPhone'da"),
        // A trailing number is read aloud: 3 üç, 365 … beş, 40 kırk, 6 altı, 100 yüz, 2000 bin, 0 sıfır.
        ("Things 3", .dative, "Things 3'e"), ("Things 3", .locative, "Things 3'te"), ("Things 3", .ablative, "Things 3'ten"),
        ("Office 365", .locative, "Office 365'te"), ("Office 365", .genitive, "Office 365'in"),
        ("Kanal 40", .dative, "Kanal 40'a"), ("Kanal 40", .locative, "Kanal 40'ta"),
        ("Notlar 6", .dative, "Notlar 6'ya"), ("Notlar 6", .accusative, "Notlar 6'yı"),
        ("Liste 100", .locative, "Liste 100'de"), ("Liste 100", .accusative, "Liste 100'ü"),
        ("Ajanda 2000", .dative, "Ajanda 2000'e"), ("Sayaç 0", .dative, "Sayaç 0'a"),
    ])
    func turkish(name: String, grammaticalCase: TurkishCase, expected: String) {
        #expect(Self.inflection.turkish(name, grammaticalCase) == expected)
    }

    @Test func pronunciationDrivesTheRules() {
        let spoken = NameInflection(pronunciations: ["iPad": "ayped"])
        #expect(spoken.turkish("iPad", .dative) == "iPad'e")
        #expect(spoken.turkish("iPad", .locative) == "iPad'de")
        #expect(spoken.turkish("iPad", .ablative) == "iPad'den")
        #expect(NameInflection().turkish("iPad", .locative) == "iPad'da")
    }

    @Test(arguments: [
        ("Sanasto", FinnishCase.illative, "Sanastoon"), ("Sanasto", .inessive, "Sanastossa"),
        ("Sanasto", .elative, "Sanastosta"), ("Sanasto", .adessive, "Sanastolla"),
        ("Tikli", .inessive, "Tiklissä"), ("Tikli", .illative, "Tikliin"), ("Kerä", .illative, "Kerään"),
        ("Notion", .illative, "Notioniin"), ("Notion", .inessive, "Notionissa"), ("Slack", .adessive, "Slackilla"),
        ("Kone", .inessive, "Koneessa"), ("Kone", .illative, "Koneeseen"),
        ("Maa", .illative, "Maahan"), ("Työ", .illative, "Työhön"), ("Espoo", .illative, "Espooseen"), ("Tokio", .illative, "Tokioon"),
        ("Oulu", .illative, "Ouluun"), ("Oulu", .elative, "Oulusta"), ("Pori", .adessive, "Porilla"),
        ("Turku", .inessive, "Turussa"),
        // -nen names take the -se- stem.
        ("Virtanen", .inessive, "Virtasessa"), ("Virtanen", .illative, "Virtaseen"), ("Virtanen", .elative, "Virtasesta"),
        ("Ääkkönen", .adessive, "Ääkkösellä"), ("Ääkkönen", .illative, "Ääkköseen"),
    ])
    func finnish(name: String, grammaticalCase: FinnishCase, expected: String) {
        #expect(Self.inflection.finnish(name, grammaticalCase) == expected)
    }

    @Test(arguments: [
        ("a", TurkishCase.dative), ("ye", .dative), ("da", .locative), ("te", .locative), ("dan", .ablative),
        ("yu", .accusative), ("ı", .accusative), ("nın", .genitive), ("in", .genitive), ("yla", .instrumental), ("le", .instrumental),
    ])
    func suffixesTellTheirCase(suffix: String, expected: TurkishCase) {
        #expect(NameInflection.turkishCase(ofSuffix: suffix) == expected)
    }

    @Test func unknownSuffixHasNoCase() {
        #expect(NameInflection.turkishCase(ofSuffix: "lar") == nil)
    }
}

@Suite struct NameInflectionLookupTests {
    @Test(arguments: [
        ("Sanasto", "dative", "tr", "Sanasto'ya"),
        ("Not", "locative", "tr-TR", "Not'ta"),
        ("Sanasto", "illative", "fi", "Sanastoon"),
        ("Sanasto", "illative", "tr", nil),
        ("Sanasto", "dative", "fi", nil),
        ("Sanasto", "dative", "en", nil),
    ] as [(String, String, String, String?)])
    func inflectsByCaseName(name: String, caseName: String, locale: String, expected: String?) {
        #expect(NameInflection().inflect(name, caseName: caseName, locale: locale) == expected)
    }

    @Test func caseNamesPerLanguage() {
        #expect(NameInflection.caseNames(locale: "fi") == ["illative", "inessive", "elative", "adessive"])
        #expect(NameInflection.caseNames(locale: "tr").count == 7)
        #expect(NameInflection.caseNames(locale: "de").isEmpty)
    }
}

/// A capital dotted I written decomposed (`I` + U+0307) is the front vowel `i` when choosing a suffix.
extension NameInflectionTests {
    @Test func turkishSuffixOfDecomposedName() {
        // `BİLGİ` ends in the front vowel i: dative `'ye`, accusative `'yi`.
        #expect(NameInflection.turkishSuffix(for: "BI\u{307}LGI\u{307}", .dative) == "ye")
        #expect(NameInflection.turkishSuffix(for: "BI\u{307}LGI\u{307}", .accusative) == "yi")
    }
}
