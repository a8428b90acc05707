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
        // `plurals fi -1`: a negative number is a number, not an option.
        ("plurals-fi-negative-text", ["plurals", "fi", "-1", "--format", "text", "-2"]),
        ("plurals-pt-PT-json", ["plurals", "pt-PT", "0", "1", "--format", "json"]),
        ("plurals-no-numbers-json", ["plurals", "cy", "--format", "json"]),
        ("plurals-unknown-locale", ["plurals", "xx-YY", "1"]),
        ("plurals-unknown-ordinal-json", ["plurals", "ak", "--ordinal", "1", "--format", "json"]),
        ("plurals-malformed-number", ["plurals", "en", "1", "1.2.3"]),
        ("plurals-malformed-number-json", ["plurals", "en", "abc", "--format", "json"]),
        ("plurals-missing-locale", ["plurals"]),
        ("plurals-empty-locale", ["plurals", "", "1"]),
        ("plurals-bad-format", ["plurals", "en", "--format", "xml"]),
        ("plurals-unknown-option", ["plurals", "en", "--cardinal"]),
        ("plurals-help", ["plurals", "--help"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    @Test func jsonIsValidWithKeysInOrder() throws {
        let output = try XCStringsTool.run(["plurals", "ru", "1", "2", "5", "1.5", "--format", "json"])
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

    /// (arguments after `plurals`, the "numbers" object of the JSON output)
    @Test(arguments: [
        (["ru", "--", "-1", "-0.0", "-0", "0.00", "21", "1.0"], ["-1": "one", "-0.0": "other", "-0": "many", "0.00": "other", "21": "one", "1.0": "other"]),
        (["ru", "1234567890123456789012345678901234567891", "1." + String(repeating: "0", count: 30)],
         ["1234567890123456789012345678901234567891": "one", "1." + String(repeating: "0", count: 30): "other"]),
        (["fr", "1c6", "1.2e3", "1000000", "2000000.0", "0.000000000000000000000000000001"],
         ["1c6": "many", "1.2e3": "other", "1000000": "many", "2000000.0": "other", "0.000000000000000000000000000001": "one"]),
        (["pt-PT", "0", "1", "--ordinal"], ["0": "other", "1": "other"]),
        (["pt_BR", "0", "1"], ["0": "one", "1": "one"]),
        (["en", "--ordinal", "1", "2", "3", "4", "11", "12", "13", "101", "+22"],
         ["1": "one", "2": "two", "3": "few", "4": "other", "11": "other", "12": "other", "13": "other", "101": "one", "+22": "two"]),
        (["iw", "2"], ["2": "two"]),
        (["en-US-u-nu-latn", "1", "1", "1"], ["1": "one"]),
    ] as [([String], [String: String])])
    func numbersAsGiven(_ arguments: [String], _ expected: [String: String]) throws {
        let output = try XCStringsTool.run(["plurals", "--format", "json"] + arguments)
        #expect(output.exitCode == 0)
        #expect(output.standardError.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["numbers"] as? [String: String] == expected)
        #expect(object["locale"] as? String == arguments[0])
    }

    @Test(arguments: [
        (["plurals", "en", "1..2"], 65, "xcstrings plurals: error: number '1..2': column 3: unexpected '.'\n"),
        (["plurals", "en", "1", "2e"], 65, "xcstrings plurals: error: number '2e': column 3: expected a digit in the exponent\n"),
        (["plurals", "en", "-.5"], 65, "xcstrings plurals: error: number '-.5': column 2: unexpected '.'\n"),
        (["plurals", "en", "1e-3"], 65, "xcstrings plurals: error: number '1e-3': column 3: unexpected '-'\n"),
        (["plurals", "en", "--", "--1"], 65, "xcstrings plurals: error: number '--1': column 2: unexpected '-'\n"),
        (["plurals", "en", "1", "12ä4"], 65, "xcstrings plurals: error: number '12ä4': column 3: unexpected 'ä'\n"),
        (["plurals", "en", ""], 65, "xcstrings plurals: error: number '': column 1: empty number\n"),
        (["plurals", " ", "1"], 64, "xcstrings plurals: error: the locale is empty; give an identifier such as fi, pt-PT or en_US (usage: xcstrings plurals <locale> [<number> ...] [<options>])\n"),
        (["plurals", "en", "--ordinal=yes"], 64, "xcstrings plurals: error: '--ordinal' takes no value (usage: xcstrings plurals <locale> [<number> ...] [<options>])\n"),
        (["plurals", "en", "--format"], 64, "xcstrings plurals: error: missing value for '--format <format>' (usage: xcstrings plurals <locale> [<number> ...] [<options>])\n"),
    ])
    func badInput(_ arguments: [String], _ code: Int32, _ message: String) throws {
        let output = try XCStringsTool.run(arguments)
        #expect(output.exitCode == code)
        #expect(output.standardError == message)
        #expect(output.standardOutput.isEmpty)
    }
}
