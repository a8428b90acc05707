import Foundation
import Testing
@testable import Localization

/// `LanguagePreferences.fromAcceptLanguage`: RFC 9110 §12.5.4 headers, browsers' headers and hostile ones.
@Suite struct AcceptLanguageTests {
    struct Case: Sendable, CustomStringConvertible {
        var header: String
        var expected: [String]
        var description: String { header.count > 60 ? String(header.prefix(60)) + "…" : header }
        init(_ header: String, _ expected: [String]) {
            self.header = header
            self.expected = expected
        }
    }

    @Test(arguments: [
        // RFC 9110 §12.5.4's example: "I prefer Danish, but will accept British English and other types of English".
        Case("da, en-gb;q=0.8, en;q=0.7", ["da", "en-GB", "en"]),
        // Browsers.
        Case("fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7", ["fi-FI", "fi", "en-US", "en"]),
        Case("tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7,de;q=0.6", ["tr-TR", "tr", "en-US", "en", "de"]),
        Case("en-US,en;q=0.5", ["en-US", "en"]),
        Case("zh-Hant-TW, zh-TW;q=0.9", ["zh-Hant-TW", "zh-TW"]),
        Case("es-419,es;q=0.9", ["es-419", "es"]),
        // Order by weight, stable for equal weights; the default weight is 1.
        Case("fi;q=0.5, sv;q=0.5, tr", ["tr", "fi", "sv"]),
        Case("de;q=0.1, fr;q=0.9, it;q=0.9, en;q=1", ["en", "fr", "it", "de"]),
        Case("a1;q=1, fi", ["fi"]),
        // q=0 means "not acceptable"; `*` is "any other language", which a lookup's fallback already is.
        Case("fi;q=0, sv", ["sv"]),
        Case("*", []),
        Case("fi, *;q=0.5", ["fi"]),
        Case("*;q=0.9, tr;q=0.8", ["tr"]),
        Case("fi;q=0.000, sv;q=0.001", ["sv"]),
        // qvalue syntax: 0…1 with up to three decimals, `Q` in either case, spaces around `;`.
        Case("fi;q=1.000, sv;q=1., tr;q=0.", ["fi", "sv"]),
        Case("fi ; Q=0.7 , sv;q=0.8", ["sv", "fi"]),
        Case("fi;q=0.7\t,\tsv", ["sv", "fi"]),
        // Case and duplicates: tags as LanguageNegotiation writes them, each once at its best place.
        Case("EN-us, en-US;q=0.5, FI", ["en-US", "fi"]),
        Case("fi;q=0.2, fi;q=0.9, sv;q=0.5", ["fi", "sv"]),
        Case("de-DE-1996, sr-Latn-RS", ["de-DE", "sr-Latn-RS"]),
        // Empty and blank parts, empty headers.
        Case("", []),
        Case("   ", []),
        Case(",,fi,, ,sv,", ["fi", "sv"]),
        // Malformed parts are skipped; the rest is read.
        Case("fi;q=1.5, sv", ["sv"]),
        Case("fi;q=2, sv", ["sv"]),
        Case("fi;q=-1, sv", ["sv"]),
        Case("fi;q=.5, sv", ["sv"]),
        Case("fi;q=0.1234, sv", ["sv"]),
        Case("fi;q=0.5x, sv", ["sv"]),
        Case("fi;q=, sv", ["sv"]),
        Case("fi;q=0.5;q=0.6, sv", ["sv"]),
        Case("fi;level=1, sv", ["sv"]),
        Case("fi;, sv", ["sv"]),
        Case("fi en, sv", ["sv"]),
        Case("f, sv", ["sv"]),
        Case("1fi, sv", ["sv"]),
        Case("fi-, sv", ["sv"]),
        Case("fi--FI, sv", ["sv"]),
        Case("fi-toolongsubtag, sv", ["sv"]),
        Case("toolongfirst, sv", ["sv"]),
        Case("x-klingon, i-enochian, sv", ["sv"]),
        Case("C, POSIX, sv", ["sv"]),
        Case("fi_FI, sv", ["sv"]),
        Case("fi;q=0.9 garbage, sv", ["sv"]),
        Case("\u{0}fi, s\u{7F}v, tr", ["tr"]),
        Case("fï, tr", ["tr"]),
        Case(";q=0.5, tr", ["tr"]),
        Case("**, tr", ["tr"]),
    ])
    func parses(_ c: Case) {
        #expect(LanguagePreferences.fromAcceptLanguage(c.header) == c.expected)
    }

    @Test func repeatedFieldLinesAreOneList() {
        #expect(LanguagePreferences.fromAcceptLanguage(["fi;q=0.5", "tr, en;q=0.7"]) == ["tr", "en", "fi"])
    }

    /// Hostile headers: huge, thousands of parts, garbage. Each is read in one pass and gives a bounded answer.
    enum Hostile: String, CaseIterable, Sendable {
        case megabyteTag, megabyteOfCommas, megabyteOfSpaces, megabyteOfSemicolons, megabyteWeight

        var header: String {
            let megabyte = 1 << 20
            switch self {
            case .megabyteTag: return String(repeating: "a", count: megabyte) + ", fi"
            case .megabyteOfCommas: return String(repeating: ",", count: megabyte) + "fi"
            case .megabyteOfSpaces: return String(repeating: " ", count: megabyte)
            case .megabyteOfSemicolons: return "fi" + String(repeating: ";", count: megabyte)
            case .megabyteWeight: return "fi;q=0." + String(repeating: "0", count: megabyte) + ", tr"
            }
        }

        var expected: [String] {
            switch self {
            case .megabyteTag, .megabyteOfCommas: ["fi"]
            case .megabyteOfSpaces, .megabyteOfSemicolons: []
            case .megabyteWeight: ["tr"]
            }
        }
    }

    @Test(arguments: Hostile.allCases)
    func hostile(_ header: Hostile) {
        #expect(LanguagePreferences.fromAcceptLanguage(header.header) == header.expected)
    }

    @Test func thousandsOfPartsAreCapped() {
        // 5,000 distinct valid tags: at most 1,000 parts are read and 32 preferences returned, best first.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var tags: [String] = []
        for first in letters {
            for second in letters { for third in letters.prefix(8) { tags.append("\(first)\(second)\(third)") } }
        }
        let header = tags.prefix(5_000).enumerated().map { "\($0.element);q=0." + String(format: "%03d", $0.offset % 1000) }.joined(separator: ",")
        let result = LanguagePreferences.fromAcceptLanguage(header)
        #expect(result.count == LanguagePreferences.acceptLanguageResultLimit)
        // The part of weight 0.999 is the 1,000th; every part after it is beyond the limit.
        #expect(result.first == tags[999])
        #expect(result.allSatisfy { tag in tags.prefix(1_000).contains(tag) })
    }

    @Test func garbageNeverCrashes() {
        var random = SeededGenerator(seed: 0xACCE_9710)
        let alphabet = Array("abcfiq=0.5;,*- \t\u{0}\u{FF}é-_1".unicodeScalars)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<80, using: &random)
            var header = String.UnicodeScalarView()
            for _ in 0..<length { header.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
            let result = LanguagePreferences.fromAcceptLanguage(String(header))
            #expect(result.count <= LanguagePreferences.acceptLanguageResultLimit)
            #expect(result.allSatisfy { LanguageNegotiation.languageTag($0) == $0 })
        }
    }
}

/// `Localizer.language(forAcceptLanguage:)`: a request's language, negotiated as the localizer's own preferences are.
@Suite struct LocalizerAcceptLanguageTests {
    static let localizer = Localizer(
        strings: [
            "Localizable": [
                "en": ["greeting": "Hello"],
                "fi": ["greeting": "Hei"],
                "tr": ["greeting": "Merhaba"],
                "zh-Hant": ["greeting": "你好"],
            ],
        ],
        developmentLanguage: "en", preferredLanguages: ["tr"])

    @Test(arguments: [
        ("fi-FI,fi;q=0.9,en;q=0.8", "fi", "Hei"),
        ("de-DE, tr;q=0.5, fi;q=0.4", "tr", "Merhaba"),
        ("sv, de", "en", "Hello"),
        ("zh-TW", "zh-Hant", "你好"),
        ("fi;q=0, tr;q=0.1", "tr", "Merhaba"),
        ("", "en", "Hello"),
        ("garbage;;;", "en", "Hello"),
    ] as [(String, String, String)])
    func negotiates(_ header: String, _ language: String, _ greeting: String) {
        let chosen = Self.localizer.language(forAcceptLanguage: header)
        #expect(chosen == language)
        #expect(Self.localizer.string("greeting", language: chosen) == greeting)
        // The same answer as a localizer whose own preferences are the header's.
        let perRequest = Self.localizer.with(preferredLanguages: LanguagePreferences.fromAcceptLanguage(header))
        #expect(perRequest.string("greeting") == greeting)
    }

    @Test func missingHeaderIsTheDevelopmentLanguage() {
        #expect(Self.localizer.language(forAcceptLanguage: nil) == "en")
    }
}
