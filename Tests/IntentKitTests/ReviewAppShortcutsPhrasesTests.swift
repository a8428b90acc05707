import IntentKit
import Testing

/// Review finding: a locale without its own phrases took the phrases of *any* localization of its language,
/// picked in dictionary order: `zh-HK` could get Simplified Chinese phrases (and a different answer on each run).
@Suite struct ReviewAppShortcutsPhrasesTests {
    static func phrases() -> AppShortcutsPhrases {
        let key = "Open ${applicationName}"
        return AppShortcutsPhrases(developmentLanguage: "en", keys: [key], phrases: [key: [
            "en": .init(key: key, locale: "en", text: key),
            "zh-Hans": .init(key: key, locale: "zh-Hans", text: "打开${applicationName}"),
            "zh-Hant": .init(key: key, locale: "zh-Hant", text: "打開${applicationName}"),
            "pt-BR": .init(key: key, locale: "pt-BR", text: "Abrir ${applicationName} BR"),
            "pt-PT": .init(key: key, locale: "pt-PT", text: "Abrir ${applicationName} PT"),
        ]])
    }

    @Test(arguments: [("zh-HK", "打開${applicationName}"), ("zh-TW", "打開${applicationName}"),
                      ("zh-CN", "打开${applicationName}"), ("pt", "Abrir ${applicationName} BR"), ("en-GB", "Open ${applicationName}")])
    func fallbackFollowsLanguageNegotiation(locale: String, expected: String) {
        // Many instances: dictionary order differs between them, so a choice made in that order shows.
        for _ in 0..<32 {
            #expect(Self.phrases().phrase("Open ${applicationName}", locale: locale)?.text == expected)
        }
    }
}
