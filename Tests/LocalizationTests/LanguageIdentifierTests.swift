import Testing
@testable import Localization

@Suite struct LanguageIdentifierTests {
    /// Tags of every shape: BCP 47, Apple's underscores, POSIX names, odd case, empty parts, variants, junk.
    static let tags = [
        "fi", "FI", "fi-FI", "fi_fi", "zh-Hant-TW", "zh_hant_tw", "ZH-HANT", "es-419", "es_419", "pt-BR", "en-GB",
        "sr-Latn", "sr-latn-ME", "fi_FI.UTF-8@euro", "de_DE@euro", "en.UTF-8", "C", "c", "POSIX", "posix", "C.UTF-8",
        "", "-", "_", "--fi--", "fi--FI", "iw", "in-ID", "tl", "ji", "jw", "Base", "base", "en-US-posix",
        "de-CH-1996", "sl-rozaj-biske", "zh-Hans-CN-x-private", "x-private", "fi-123", "fi-12", "fi-1234",
        "fi-FIN", "1fi", "f1", "en-Latn-US-u-ca-gregory", "en-GB-oed", "hy-Latn-IT-arevela", "az-Arab-IR",
        "a", "abcdefghi", "en-A", "en-ABCDE", "en-Abcd-Efgh", "en-US-Latn", "fi.", "@", ".fi", "fi@x.y",
        "fi FI", "fi-F I", "en-\r\n", "en\u{7F}", "en-GB\t",
    ]

    /// The byte-level reading of ASCII tags gives what the character-level reading gives.
    @Test(arguments: tags)
    func asciiTagsParseAsCharactersDo(tag: String) {
        #expect(LanguageIdentifier(tag) == LanguageIdentifier(parsingCharacters: tag))
    }

    @Test(arguments: [
        ("zh_hant_tw", "zh-Hant-TW"), ("FI_fi.UTF-8@euro", "fi-FI"), ("iw-IL", "he-IL"), ("es-419", "es-419"),
        ("sr-LATN", "sr-Latn"), ("en-US-posix", "en-US"),
    ])
    func tagsAreCanonicalized(tag: String, expected: String) {
        #expect(LanguageIdentifier(tag)?.description == expected)
    }

    @Test(arguments: ["", "C", "POSIX", "c.UTF-8", "-", "1fi", "fi1"])
    func emptyAndPOSIXTagsAreNone(tag: String) {
        #expect(LanguageIdentifier(tag) == nil)
    }

    /// Text that is not ASCII takes the character-level reading.
    @Test(arguments: ["fï", "fi-FÏ", "日本", "fi-Latn\u{301}"])
    func nonASCIITextIsReadByCharacters(tag: String) {
        #expect(LanguageIdentifier(tag) == LanguageIdentifier(parsingCharacters: tag))
    }
}
