import Foundation
import Testing

/// `xcstrings inflect`, run end to end and compared with snapshots.
@Suite struct InflectCommandTests {
    static let snapshots: [(String, [String])] = [
        ("inflect-tr-all", ["inflect", "--locale", "tr", "Sanasto"]),
        ("inflect-fi-all", ["inflect", "--locale", "fi", "Sanasto"]),
        ("inflect-tr-json", ["inflect", "-l", "tr-TR", "İzmir", "--format", "json"]),
        ("inflect-tr-pronunciation-json", ["inflect", "-l", "tr", "iPad", "--pronunciation", "ayped", "--format", "json"]),
        ("inflect-tr-form", ["inflect", "-l", "tr", "--case", "locative", "iPad", "--form", "locative=iPad'de"]),
        ("inflect-unknown-locale", ["inflect", "--locale", "de", "Sanasto"]),
        ("inflect-unknown-case", ["inflect", "--locale", "tr", "--case", "illative", "Sanasto"]),
        ("inflect-missing-locale", ["inflect", "Sanasto"]),
        ("inflect-missing-name", ["inflect", "--locale", "fi"]),
        ("inflect-bad-form", ["inflect", "--locale", "fi", "Sanasto", "--form", "illative"]),
        ("inflect-help", ["inflect", "--help"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    @Test(arguments: [
        ("tr", "dative", "Sanasto", "Sanasto'ya"),
        ("tr", "dative", "Not", "Not'a"),
        ("tr", "dative", "İzmir", "İzmir'e"),
        ("tr", "locative", "Not", "Not'ta"),
        ("tr", "accusative", "Sanasto", "Sanasto'yu"),
        ("tr", "instrumental", "Sanasto", "Sanasto'yla"),
        ("tr", "genitive", "Not", "Not'un"),
        ("tr", "ablative", "Kitap", "Kitap'tan"),
        ("fi", "illative", "Sanasto", "Sanastoon"),
        ("fi", "inessive", "Notion", "Notionissa"),
        ("fi", "elative", "Kone", "Koneesta"),
        ("fi", "adessive", "Sanasto", "Sanastolla"),
    ])
    func oneCasePrintsTheFormAlone(locale: String, caseName: String, name: String, expected: String) throws {
        let output = try XCStringsTool.run(["inflect", "--locale", locale, "--case", caseName, name])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == expected + "\n")
        #expect(output.standardError.isEmpty)
    }

    @Test func jsonIsValid() throws {
        let output = try XCStringsTool.run(["inflect", "--locale", "fi", "Sanasto", "--format", "json"])
        #expect(output.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Sanasto")
        #expect(object["forms"] as? [String: String] == [
            "illative": "Sanastoon", "inessive": "Sanastossa", "elative": "Sanastosta", "adessive": "Sanastolla",
        ])
    }
}
