import Testing
import TerminologyKit

@Suite struct LanguageTagTests {
    static let valid: [(String, String)] = [
        ("fi", "fi"), ("EN", "en"), ("tr", "tr"), ("en-gb", "en-GB"), ("fi_FI", "fi-FI"), ("sr-latn-rs", "sr-Latn-RS"),
        ("zh-Hant-TW", "zh-Hant-TW"), ("es-419", "es-419"), ("sv-AX", "sv-AX"), ("se", "se"), ("smn", "smn"),
        ("de-CH-1901", "de-CH-1901"), ("sl-rozaj-biske", "sl-rozaj-biske"), ("en-US-u-ca-gregory", "en-US-u-ca-gregory"),
        ("fi-x-course", "fi-x-course"), ("qaa", "qaa"), ("zh-yue", "zh-yue"),
    ]

    @Test(arguments: valid)
    func canonicalizes(_ input: String, _ canonical: String) throws {
        #expect(try LanguageTag(input).rawValue == canonical)
    }

    static let invalid: [(String, Int, String)] = [
        ("", 1, "the tag is empty"),
        ("english", 1, "the language subtag 'english' must be 2 or 3 letters (ISO 639)"),
        ("xx", 1, "unknown language 'xx'"),
        ("fi-XX", 4, "unknown region 'XX'"),
        ("fi-Abcd", 4, "unknown script 'Abcd'"),
        ("fi--FI", 4, "empty subtag"),
        ("fi-", 3, "the tag ends with a separator"),
        ("fi FI", 3, "only ASCII letters, digits and '-' may appear in a language tag"),
        ("suomi-FI", 1, "the language subtag 'suomi' must be 2 or 3 letters (ISO 639)"),
        ("en-US-GB", 7, "'gb' is not a script, region or variant subtag here"),
        ("de-1901-1901", 9, "repeated variant '1901'"),
        ("en-u", 4, "'u' must be followed by at least one subtag"),
        ("x-private", 1, "a private-use tag has no language"),
        ("i-klingon", 1, "grandfathered tags are not supported"),
        ("fi-ä", 4, "only ASCII letters, digits and '-' may appear in a language tag"),
    ]

    @Test(arguments: invalid)
    func refuses(_ input: String, _ column: Int, _ reason: String) {
        #expect {
            _ = try LanguageTag(input)
        } throws: { error in
            guard let error = error as? LanguageTagError else { return false }
            return error.column == column && error.reason == reason
                && error.description == "invalid language tag '\(input)' at column \(column): \(reason)"
        }
    }

    @Test func codableRoundTripAndRefusal() throws {
        let tags = [try LanguageTag("fi"), try LanguageTag("en-GB")]
        let data = try JSONEncoder().encode(tags)
        #expect(String(decoding: data, as: UTF8.self) == #"["fi","en-GB"]"#)
        #expect(try JSONDecoder().decode([LanguageTag].self, from: data) == tags)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LanguageTag].self, from: Data(#"["klingon"]"#.utf8)) }
        #expect(LanguageTag(rawValue: "fi-fi")?.rawValue == "fi-FI")
        #expect(try LanguageTag("sr-Latn-RS").language == "sr")
    }
}

import Foundation
