import Testing
@testable import Localization

@Suite struct LanguageNegotiationTests {
    struct Case: Sendable, CustomStringConvertible {
        var available: [String]
        var preferences: [String]
        var expected: [String]
        var description: String { "\(preferences) in \(available)" }
    }

    @Test(arguments: [
        Case(available: ["en", "fi", "tr"], preferences: ["fi-FI"], expected: ["fi"]),
        Case(available: ["en", "fi", "tr"], preferences: ["FI_fi"], expected: ["fi"]),
        Case(available: ["en", "fi", "tr"], preferences: ["sv", "tr-TR"], expected: ["tr"]),
        Case(available: ["en", "fi"], preferences: ["de", "ja"], expected: []),
        Case(available: ["en", "zh-Hans", "zh-Hant"], preferences: ["zh-Hant-TW"], expected: ["zh-Hant"]),
        Case(available: ["en", "zh-Hans", "zh-Hant"], preferences: ["zh-TW"], expected: ["zh-Hant"]),
        Case(available: ["en", "zh-Hans", "zh-Hant"], preferences: ["zh-HK"], expected: ["zh-Hant"]),
        Case(available: ["en", "zh-Hans", "zh-Hant"], preferences: ["zh-CN"], expected: ["zh-Hans"]),
        Case(available: ["en", "zh_Hans", "zh_Hant"], preferences: ["zh-Hans-CN"], expected: ["zh_Hans"]),
        Case(available: ["en", "zh-Hans"], preferences: ["zh-Hant-TW"], expected: []),
        Case(available: ["en", "zh-TW"], preferences: ["zh-Hant"], expected: ["zh-TW"]),
        Case(available: ["en", "zh"], preferences: ["zh-CN"], expected: ["zh"]),
        Case(available: ["en", "zh"], preferences: ["zh-TW"], expected: []),
        Case(available: ["pt", "pt-PT"], preferences: ["pt-PT"], expected: ["pt-PT", "pt"]),
        Case(available: ["pt", "pt-PT"], preferences: ["pt-BR"], expected: ["pt"]),
        Case(available: ["pt-BR", "pt-PT"], preferences: ["pt-BR"], expected: ["pt-BR"]),
        Case(available: ["pt-BR", "pt-PT"], preferences: ["pt"], expected: ["pt-BR"]),
        Case(available: ["pt-BR", "en"], preferences: ["pt-PT", "en"], expected: ["en"]),
        Case(available: ["nb", "en"], preferences: ["no"], expected: ["nb"]),
        Case(available: ["no", "en"], preferences: ["nb-NO"], expected: ["no"]),
        Case(available: ["en", "en-GB"], preferences: ["en-AU"], expected: ["en-GB", "en"]),
        Case(available: ["es", "es-419"], preferences: ["es-MX"], expected: ["es-419", "es"]),
        Case(available: ["es", "es-419"], preferences: ["es-ES"], expected: ["es"]),
        Case(available: ["he", "en"], preferences: ["iw-IL"], expected: ["he"]),
        Case(available: ["Base", "en", "fi"], preferences: ["Base"], expected: []),
        Case(available: ["en", "fi"], preferences: ["fi_FI.UTF-8@euro"], expected: ["fi"]),
        Case(available: ["en", "fi"], preferences: ["C", "POSIX", "fi"], expected: ["fi"]),
        Case(available: ["en-US", "fi"], preferences: ["en"], expected: ["en-US"]),
    ])
    func negotiates(_ c: Case) {
        #expect(LanguageNegotiation.preferredLocalizations(from: c.available, forPreferences: c.preferences) == c.expected)
    }

    @Test(arguments: [
        ("fi_FI.UTF-8@euro", "fi-FI"),
        ("zh_Hant_TW", "zh-Hant-TW"),
        ("EN-us", "en-US"),
        ("es-419", "es-419"),
        ("sr-latn-rs", "sr-Latn-RS"),
        ("de-DE-u-co-phonebk", "de-DE"),
    ] as [(String, String)])
    func tags(_ name: String, _ tag: String) {
        #expect(LanguageNegotiation.languageTag(name) == tag)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "", "_"])
    func noLanguage(_ name: String) {
        #expect(LanguageNegotiation.languageTag(name) == nil)
    }
}

@Suite struct LanguagePreferencesTests {
    @Test(arguments: [
        (["LANG": "fi_FI.UTF-8"], ["fi-FI"]),
        (["LANG": "C"], []),
        (["LANG": "C.UTF-8", "LANGUAGE": "tr:en"], ["tr", "en"]),
        (["LANGUAGE": "fi_FI:sv", "LC_ALL": "de_DE.UTF-8@euro", "LANG": "en_US.UTF-8"], ["fi-FI", "sv", "de-DE"]),
        (["LC_MESSAGES": "tr_TR", "LANG": "en_US"], ["tr-TR"]),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "pt_BR"], ["pt-BR"]),
        (["LANGUAGE": "en::en_US", "LANG": "en_US.UTF-8"], ["en", "en-US"]),
        ([:], []),
    ] as [([String: String], [String])])
    func environment(_ environment: [String: String], _ expected: [String]) {
        #expect(LanguagePreferences.fromEnvironment(environment) == expected)
    }
}

extension LanguageNegotiationTests {
    @Test(arguments: [
        ("zh_TW", "zh-Hant-TW", true), ("EN", "en", true), ("nb", "no", true), ("zh", "zh-Hans", true),
        ("zh", "zh-Hant", false), ("pt-BR", "pt-PT", false), ("en", "en-US", false), ("C", "C", true),
    ] as [(String, String, Bool)])
    func sameLocalization(_ a: String, _ b: String, _ same: Bool) {
        #expect(LanguageNegotiation.isSameLocalization(a, b) == same)
    }
}

@Suite struct DeviceClassTests {
    @Test func currentDevice() {
        #if os(macOS)
        #expect(DeviceClass.current == .mac)
        #elseif os(Linux) || os(Windows) || os(Android)
        #expect(DeviceClass.current == .other)
        #endif
        #expect(DeviceClass(rawValue: "iPhone") == .iphone)
    }
}
