import Foundation
import Testing

/// `xcstrings plurals`, run end to end and compared with snapshots.
@Suite struct PluralsCommandTests {
    static let snapshots: [(String, [String])] = [
        ("plurals-fi-text", ["plurals", "fi", "1", "2", "1.5"]),
        ("plurals-fi-json", ["plurals", "fi_FI", "1", "2", "1.5", "--format", "json"]),
        ("plurals-en-ordinal-text", ["plurals", "en", "--ordinal", "1", "2", "3", "11", "21", "112"]),
        ("plurals-en-ordinal-json", ["plurals", "en-US", "1", "2", "3", "--ordinal", "--format=json"]),
        ("plurals-fr-json", ["plurals", "fr", "0", "1.5", "1000000", "1c6", "1c3", "--format", "json"]),
        ("plurals-ar-text", ["plurals", "ar", "0", "1", "2", "3", "11", "100", "0.5"]),
        ("plurals-ru-negative-text", ["plurals", "ru", "-21", "-1.5", "-0", "1234567890123456789012345678901"]),
        ("plurals-pt-PT-json", ["plurals", "pt-PT", "0", "1", "--format", "json"]),
        ("plurals-no-numbers-json", ["plurals", "cy", "--format", "json"]),
        ("plurals-unknown-locale", ["plurals", "xx-YY", "1"]),
        ("plurals-unknown-ordinal-json", ["plurals", "ak", "--ordinal", "1", "--format", "json"]),
        ("plurals-malformed-number", ["plurals", "en", "1", "1.2.3"]),
        ("plurals-malformed-number-json", ["plurals", "en", "abc", "--format", "json"]),
        ("plurals-missing-locale", ["plurals"]),
        ("plurals-bad-format", ["plurals", "en", "--format", "xml"]),
        ("plurals-unknown-option", ["plurals", "en", "--cardinal"]),
        ("plurals-help", ["plurals", "--help"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try ToolRunner.expectSnapshot(name, arguments)
    }

    @Test func jsonIsValidWithKeysInOrder() throws {
        let output = try ToolRunner.run(["plurals", "ru", "1", "2", "5", "1.5", "--format", "json"])
        #expect(output.exitCode == 0)
        #expect(output.standardError.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "ru")
        #expect(object["resolvedLocale"] as? String == "ru")
        #expect(object["type"] as? String == "cardinal")
        #expect(object["numbers"] as? [String: String] == ["1": "one", "2": "few", "5": "many", "1.5": "other"])
        #expect((object["categories"] as? [String: [String]])?.keys.sorted() == ["few", "many", "one", "other"])
        let text = output.standardOutput
        let positions = ["\"locale\"", "\"resolvedLocale\"", "\"type\"", "\"categories\"", "\"numbers\"", "\"one\"", "\"few\"", "\"many\"", "\"other\""]
            .compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == 9)
        #expect(Array(positions.prefix(5)) == positions.prefix(5).sorted())
        #expect(Array(positions.suffix(4)) == positions.suffix(4).sorted())
    }

    @Test(arguments: [
        (["plurals", "en", "1..2"], 65, "xcstrings plurals: error: number '1..2': column 3: unexpected '.'\n"),
        (["plurals", "en", "1", "2e"], 65, "xcstrings plurals: error: number '2e': column 3: expected a digit in the exponent\n"),
    ])
    func malformedNumbers(_ arguments: [String], _ code: Int32, _ message: String) throws {
        let output = try ToolRunner.run(arguments)
        #expect(output.exitCode == code)
        #expect(output.standardError == message)
        #expect(output.standardOutput.isEmpty)
    }
}
