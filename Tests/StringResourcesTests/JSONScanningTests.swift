import Foundation
import Testing
@testable import StringResources

/// The index pass's word-at-a-time scanning (eight bytes at once for indentation, string content and skipped
/// localizations) against Foundation's parser, on input that puts every special byte at every offset in a word.
@Suite struct JSONScanningTests {
    /// Our value tree as Foundation objects, for comparing with `JSONSerialization`.
    static func foundationObject(_ value: JSONValue) -> NSObject {
        switch value.kind {
        case .null: return NSNull()
        case .bool(let flag): return NSNumber(value: flag)
        case .number(let text): return NSNumber(value: Double(text) ?? .nan)
        case .string(let text): return text as NSString
        case .array(let elements): return elements.map(foundationObject) as NSArray
        case .object(let members):
            var dictionary: [String: NSObject] = [:]
            for member in members { dictionary[member.key] = foundationObject(member.value) }
            return dictionary as NSDictionary
        }
    }

    static func expectSameAsFoundation(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try JSONDocument(text: text).root
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject
        #expect(foundationObject(ours) == theirs, "\(text.prefix(120))", sourceLocation: sourceLocation)
    }

    /// Strings whose escapes, quotes, non-ASCII characters and ends fall at each offset of an eight-byte word.
    static let shiftedStrings: [String] = (0..<17).flatMap { shift -> [String] in
        let pad = String(repeating: "a", count: shift)
        return [
            pad + "\\\"" + pad, pad + "\\\\", pad + "\\n\\t\\/" + pad, pad + "é" + pad, pad + "ж漢😀" + pad,
            pad + "\\u00e9\\ud83d\\ude00" + pad, pad + "{[}]" + pad, pad + "\\\\\\\"" + pad,
        ]
    }

    @Test(arguments: shiftedStrings)
    func stringsAtEveryOffsetMatchFoundation(content: String) throws {
        try Self.expectSameAsFoundation("[\"\(content)\"]")
        try Self.expectSameAsFoundation("{\n    \"k\" : \"\(content)\",\n        \"\(content)\" : [\"\(content)\"]\n}")
    }

    @Test(arguments: [0, 1, 2, 7, 8, 9, 15, 16, 17, 40])
    func indentationOfEveryWidthIsSkipped(width: Int) throws {
        let pad = String(repeating: " ", count: width)
        try Self.expectSameAsFoundation("{\n\(pad)\"a\" : [\n\(pad)\(pad)1,\r\n\t\(pad)\"b\"\n\(pad)]\(pad)\n}\(pad)")
    }

    @Test func minifiedAndPrettyLayoutsGiveTheSameValues() throws {
        let pretty = "{\n  \"a\" : {\n    \"b\" : [\n      1,\n      \"x\\\"y\"\n    ]\n  },\n  \"c\" : true\n}"
        let minified = "{\"a\":{\"b\":[1,\"x\\\"y\"]},\"c\":true}"
        #expect(try JSONDocument(text: pretty).root == JSONDocument(text: minified).root)
        try Self.expectSameAsFoundation(minified)
    }

    @Test func longStringsAndDeepNesting() throws {
        let long = String(repeating: "Säilytä muutokset ennen jatkamista — \\\"lainaus\\\" ", count: 400)
        try Self.expectSameAsFoundation("[\"\(long)\"]")
        let depth = 500
        let nested = String(repeating: "[", count: depth) + "\"x\"" + String(repeating: "]", count: depth)
        try Self.expectSameAsFoundation(nested)
    }

    /// A control character, an invalid UTF-8 byte and an unterminated string are found at each offset.
    @Test(arguments: 0..<17)
    func errorsAtEveryOffsetKeepTheirPosition(shift: Int) {
        let pad = String(repeating: "a", count: shift)
        let cases: [([UInt8], Int, String)] = [
            (Array("[\"\(pad)".utf8) + [0x01] + Array("\"]".utf8), 3 + shift, "control character U+0001 must be escaped in a string"),
            (Array("[\"\(pad)".utf8) + [0xC0, 0x80] + Array("\"]".utf8), 3 + shift, "invalid UTF-8"),
            (Array("[\"\(pad)".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 3 + shift, "invalid UTF-8"),
            (Array("[\"\(pad)".utf8) + [0xE2, 0x82] + Array("\"]".utf8), 3 + shift, "invalid UTF-8"),
            (Array("[\"\(pad)".utf8), 2, "unterminated string"),
        ]
        for (bytes, column, message) in cases {
            #expect {
                try JSONDocument(bytes: bytes)
            } throws: { error in
                guard let error = error as? ResourceError else { return false }
                return error.position?.line == 1 && error.position?.column == column && error.message == message
            }
        }
    }

    /// A catalog whose skipped localizations hold brackets, quotes and escapes anywhere in a word: the kept
    /// language reads as the full reader reads it.
    @Test(arguments: 0..<9)
    func skippedLocalizationsEndWhereTheFullParserSaysTheyDo(shift: Int) throws {
        let pad = String(repeating: "x", count: shift)
        let tricky = "\(pad){\\\"[\\\\]}\\\\\(pad)\\u0022}"
        let text = """
        {"sourceLanguage":"en","strings":{"k\(pad)":{"localizations":{\
        "de":{"stringUnit":{"state":"translated","value":"\(tricky)"}},\
        "en":{"stringUnit":{"state":"translated","value":"English \(tricky)"}},\
        "fi":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"\(tricky)]"}},\
        "other":{"stringUnit":{"state":"translated","value":"[[\(tricky)"}}}}}}},\
        "second":{"localizations":{"de":{"stringUnit":{"state":"new","value":"}}}"}},\
        "en":{"stringUnit":{"state":"translated","value":"two"}}}}},"version":"1.0"}
        """
        let full = try StringCatalog(text: text)
        let index = try StringCatalogIndex(bytes: Array(text.utf8)) { language, _ in language == "en" }
        #expect(index.languages == ["de", "en", "fi"])
        #expect(index.keys == full.strings.keys)
        let en = try #require(index.languages.firstIndex(of: "en"))
        #expect(index.isIndexed(language: en))
        #expect(!index.isIndexed(language: 0) && !index.isIndexed(language: 2))
        for (position, key) in index.keys.enumerated() {
            #expect(try index.localization(key: position, language: en) == full.strings[key]?.localizations["en"])
            #expect(try index.localization(key: position, language: 0) == nil)
        }
        let everything = try StringCatalogIndex(bytes: Array(text.utf8))
        for (position, key) in everything.keys.enumerated() {
            for (language, name) in everything.languages.enumerated() {
                #expect(try everything.localization(key: position, language: language) == full.strings[key]?.localizations[name])
            }
        }
    }

    /// Language names written with escapes (`d\u0065` for `de`) are the same languages as written plainly, in
    /// either order, and do not disturb the positions of the names after them.
    @Test(arguments: [("d\\u0065", "de"), ("de", "d\\u0065"), ("x\\u0079", "fi")])
    func languageNamesWithEscapesAreTheirLanguages(first: String, second: String) throws {
        let text = """
        {"sourceLanguage":"en","strings":{\
        "a":{"localizations":{"\(first)":{"stringUnit":{"state":"new","value":"1"}},"en":{"stringUnit":{"state":"new","value":"2"}}}},\
        "b":{"localizations":{"\(second)":{"stringUnit":{"state":"new","value":"3"}},"sv":{"stringUnit":{"state":"new","value":"4"}},\
        "en":{"stringUnit":{"state":"new","value":"5"}}}}},"version":"1.0"}
        """
        let full = try StringCatalog(text: text)
        let index = try StringCatalogIndex(bytes: Array(text.utf8))
        var expected: [String] = []
        for entry in full.strings.values { for name in entry.localizations.keys where !expected.contains(name) { expected.append(name) } }
        #expect(index.languages == expected)
        for (position, key) in index.keys.enumerated() {
            for (language, name) in index.languages.enumerated() {
                #expect(try index.localization(key: position, language: language) == full.strings[key]?.localizations[name], "\(key) \(name)")
            }
        }
    }

    @Test func aMalformedCatalogOutsideSkippedLocalizationsIsStillAnError() {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"x":1}},"comment":tru}},"version":"1.0"}"#
        #expect(throws: ResourceError.self) { try StringCatalogIndex(bytes: Array(text.utf8)) { language, _ in language == "en" } }
    }
}

extension JSONScanningTests {
    /// Marking bad UTF-8 instead of failing (as the catalog reader parses) gives the same nodes for good text, and
    /// marks exactly the strings with a bad byte, which then have no validated text.
    @Test(arguments: shiftedStrings)
    func markingBadUTF8FindsTheSameStrings(content: String) throws {
        let text = "{\n    \"k\" : \"\(content)\",\n        \"\(content)ж\" : [\"漢\(content)\"]\n}"
        let checked = try JSONDocument(bytes: Array(text.utf8))
        let marking = try JSONDocument(bytes: Array(text.utf8), localizationFilter: nil, marksInvalidUTF8: true)
        #expect(checked.root == marking.root)
        #expect(checked.nodes.array.map(\.start) == marking.nodes.array.map(\.start))
        #expect(marking.withView { view in
            (0..<marking.nodes.count).allSatisfy { view.kind($0) != .string && view.kind($0) != .escapedString || !view.hasInvalidUTF8($0) }
        })
        for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let bytes = Array("[\"\(content)".utf8) + bad + Array("\", \"\(content)ж\"]".utf8)
            let document = try JSONDocument(bytes: bytes, localizationFilter: nil, marksInvalidUTF8: true)
            document.withView { view in
                #expect(view.hasInvalidUTF8(1) && view.validatedString(1) == nil, "\(bad)")
                #expect(!view.hasInvalidUTF8(2) && view.validatedString(2) == view.string(2), "\(bad)")
                #expect(view.invalidUTF8Offset(1) == 2 + content.utf8.count, "\(bad)")
            }
        }
    }
}
