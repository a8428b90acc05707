import Foundation
import Testing

/// `xcstrings phrases`, run end to end against the Terminology example and generated fixtures.
@Suite struct PhrasesCommandTests {
    /// A folder of fixtures written once per test run: `lproj/<lang>.lproj/AppShortcuts.strings` (with phrase
    /// problems in Finnish), `Broken.xcstrings` (a number where a string belongs) and `empty/`.
    ///
    /// They are generated because `.lproj` folders inside a test target would make SwiftPM treat them as
    /// localized resources.
    static let fixtures: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-phrases-\(ProcessInfo.processInfo.processIdentifier)")
        let files: [String: String] = [
            "lproj/en.lproj/AppShortcuts.strings": """
                "Add ${priority} task to ${applicationName}" = "Add ${priority} task to ${applicationName}";
                "Open ${applicationName}" = "Open ${applicationName}";

                """,
            "lproj/tr.lproj/AppShortcuts.strings": """
                /* Turkish */
                "Add ${priority} task to ${applicationName}" = "${applicationName}'a ${priority} görev ekle";
                "Open ${applicationName}" = "${applicationName}'yı aç";

                """,
            "lproj/fi.lproj/AppShortcuts.strings": """
                "Add ${priority} task to ${applicationName}" = "Lisää ${priority} tehtävä";
                "Open ${applicationName}" = "Avaa ${applicationName} ${applicationName}";

                """,
            "Broken.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Open ${applicationName}" : {
                      "localizations" : {
                        "fi" : { "stringUnit" : { "state" : "translated", "value" : 3 } }
                      }
                    }
                  },
                  "version" : "1.0"
                }

                """,
            "Bad.strings": "\"Open ${applicationName}\" = \"Avaa\"\n\"x\" = \"y\";\n",
            "empty/README.txt": "no phrases here\n",
            "lint/AppShortcuts.xcstrings": phraseCatalog,
            "lint/Other.xcstrings": phraseCatalog,
            "Ambiguous.strings": "\"Open ${list} in ${applicationName}\";\n\"Open ${tag} in ${applicationName}\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return root
    }()

    /// A catalog of phrases with one problem of each kind; as `AppShortcuts.xcstrings` lint reports them,
    /// under any other name it does not.
    static let phraseCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${applicationName}" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open ${applicationName}" } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : "Uygulamayı aç" } }
              }
            },
            "Open ${list} in ${applicationName}" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open ${list} in ${applicationName}" } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : "${applicationName}'da ${liste} aç" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    static let example = "Examples/Terminology"
    static let catalog = "Examples/Terminology/AppShortcuts.xcstrings"

    static let exampleSnapshots: [(String, [String])] = [
        ("phrases-match-tr", ["phrases", "match", example, "Sanasto'ya terim ekle", "--app-name", "Sanasto", "--locale", "tr"]),
        ("phrases-match-tr-json", ["phrases", "match", catalog, "SANASTO'DA fiiller aç", "--app-name", "Sanasto", "--locale", "tr",
                                   "--format", "json", "--slot", "category=fiiller,isimler"]),
        ("phrases-match-fi-json", ["phrases", "match", catalog, "Opiskele Sanasto-sovelluksella", "--app-name", "Sanasto", "-l", "fi", "--format", "json"]),
        ("phrases-match-en-alt", ["phrases", "match", catalog, "Study with Vocab!", "--app-name", "Sanasto", "--locale", "en", "--alt-name", "Vocab"]),
        ("phrases-match-en-any-slot", ["phrases", "match", catalog, "Open my verbs in Sanasto", "--app-name", "Sanasto", "--locale", "en"]),
        ("phrases-no-match", ["phrases", "match", catalog, "Add a term to Sanasto", "--app-name", "Sanasto", "--locale", "en"]),
        ("phrases-no-match-json", ["phrases", "match", catalog, "Open verbs in Sanasto", "--app-name", "Sanasto", "--locale", "en",
                                   "--format", "json", "--slot", "category=nouns"]),
        ("phrases-unused-slot", ["phrases", "match", catalog, "Study with Sanasto", "--app-name", "Sanasto", "--locale", "en", "--slot", "priority=low"]),
        ("phrases-list", ["phrases", "list", example]),
        ("phrases-list-fi-json", ["phrases", "list", catalog, "--locale", "fi", "--format", "json"]),
        ("phrases-unknown-action", ["phrases", "find", catalog]),
        ("phrases-missing-source", ["phrases", "match"]),
        ("phrases-no-such-file", ["phrases", "match", "Examples/Nowhere.xcstrings", "x", "--app-name", "A", "--locale", "en"]),
        ("phrases-missing-utterance", ["phrases", "match", catalog, "--app-name", "Sanasto", "--locale", "tr"]),
        ("phrases-empty-utterance", ["phrases", "match", catalog, "  ", "--app-name", "Sanasto", "--locale", "tr"]),
        ("phrases-punctuation-utterance", ["phrases", "match", catalog, "?!", "--app-name", "Sanasto", "--locale", "tr", "--format", "json"]),
        ("phrases-missing-app-name", ["phrases", "match", catalog, "Study with Sanasto", "--locale", "en"]),
        ("phrases-missing-locale", ["phrases", "match", catalog, "Study with Sanasto", "--app-name", "Sanasto"]),
        ("phrases-unknown-locale", ["phrases", "match", catalog, "Studiere mit Sanasto", "--app-name", "Sanasto", "--locale", "de"]),
        ("phrases-match-tr-explicit-form", ["phrases", "match", catalog, "iPad'de fiiller aç", "--app-name", "iPad", "--locale", "tr",
                                            "--form", "locative=iPad'de"]),
        ("phrases-bad-form", ["phrases", "match", catalog, "iPad'de fiiller aç", "--app-name", "iPad", "--locale", "tr", "--form", "illative=x"]),
        ("phrases-bad-slot", ["phrases", "match", catalog, "Study with Sanasto", "--app-name", "Sanasto", "--locale", "en", "--slot", "category"]),
        ("phrases-help", ["phrases", "--help"]),
        ("phrases-lint-example", ["lint", example]),
    ]

    static let fixtureSnapshots: [(String, [String])] = [
        ("phrases-lproj-match-tr", ["phrases", "match", "lproj", "Not'a yüksek görev ekle", "--app-name", "Sanasto", "--locale", "tr",
                                    "--slot", "priority=düşük,yüksek", "--alt-name=Not"]),
        ("phrases-lproj-match-tr-accusative", ["phrases", "match", "lproj", "İzmir'i aç", "--app-name", "İzmir", "--locale", "tr"]),
        ("phrases-lproj-list", ["phrases", "list", "lproj"]),
        ("phrases-lproj-file", ["phrases", "list", "lproj/tr.lproj/AppShortcuts.strings", "--format", "json"]),
        ("phrases-broken-catalog", ["phrases", "list", "Broken.xcstrings"]),
        ("phrases-broken-strings", ["phrases", "match", "Bad.strings", "Avaa", "--app-name", "A", "--locale", "en"]),
        ("phrases-empty-folder", ["phrases", "list", "empty"]),
        ("phrases-lint-catalog", ["lint", "lint/AppShortcuts.xcstrings"]),
        ("phrases-lint-other-catalog", ["lint", "lint/Other.xcstrings"]),
        ("phrases-lint-lproj", ["lint", "lproj"]),
        ("phrases-lint-json", ["lint", "lint/AppShortcuts.xcstrings", "--format", "json"]),
        ("phrases-ambiguous", ["phrases", "match", "Ambiguous.strings", "Open work in Sanasto", "--app-name", "Sanasto", "-l", "en"]),
        ("phrases-ambiguous-json", ["phrases", "match", "Ambiguous.strings", "Open work in Sanasto", "--app-name", "Sanasto", "-l", "en",
                                    "--format", "json", "--slot", "tag=work,home"]),
    ]

    @Test(arguments: exampleSnapshots)
    func example(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    @Test(arguments: fixtureSnapshots)
    func fixture(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments, in: Self.fixtures)
    }

    @Test(arguments: [
        ("en", "Add a term in Sanasto", "Add a term in ${applicationName}"),
        ("en", "study with sanasto", "Study with ${applicationName}"),
        ("fi", "Lisää termi Sanasto-sovellukseen", "Add a term in ${applicationName}"),
        ("fi", "Avaa verbit Sanasto-sovelluksessa", "Open ${category} in ${applicationName}"),
        ("tr", "Sanasto'ya terim ekle", "Add a term in ${applicationName}"),
        ("tr", "Sanasto'da fiiller aç", "Open ${category} in ${applicationName}"),
        ("tr", "Sanasto ile çalış", "Study with ${applicationName}"),
        ("tr", "Sanasto'yla çalış", "Study with ${applicationName}"),
    ])
    func exampleMatchesExitZeroWithTheKey(locale: String, utterance: String, key: String) throws {
        let output = try XCStringsTool.run(["phrases", "match", Self.catalog, utterance, "--app-name", "Sanasto", "--locale", locale, "--format", "json"])
        #expect(output.exitCode == 0, "\(output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let match = try #require(object["match"] as? [String: Any])
        #expect(match["key"] as? String == key)
        #expect((object["candidates"] as? [Any])?.count == 1)
    }

    /// The reproduced defect: `--slot` took the utterance after it as a second slot. An option takes one value, so
    /// the utterance may follow any option.
    @Test(arguments: [
        ["phrases", "match", catalog, "--slot", "category=verbs,nouns", "Open verbs in Sanasto", "--app-name", "Sanasto", "--locale", "en"],
        ["phrases", "match", "--app-name", "Sanasto", "-l", "en", "--slot", "category=verbs", catalog, "Open verbs in Sanasto"],
        ["phrases", "match", catalog, "--slot=category=verbs", "--alt-name", "Vocab", "Open verbs in Sanasto", "--app-name=Sanasto", "-l", "en"],
    ])
    func theUtteranceMayFollowASlot(_ arguments: [String]) throws {
        let output = try XCStringsTool.run(arguments)
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == "match: \"Open ${category} in ${applicationName}\"\n  en: Open ${category} in ${applicationName}\n  ${category} = verbs\n")
        #expect(output.standardError.isEmpty)
    }

    @Test(arguments: [
        ("tr", "Sanasto'ye terim ekle"),
        ("fi", "Lisää termi Sanastoon"),
        ("en", "Add a term in Notes"),
    ])
    func wrongFormsDoNotMatch(locale: String, utterance: String) throws {
        let output = try XCStringsTool.run(["phrases", "match", Self.catalog, utterance, "--app-name", "Sanasto", "--locale", locale, "--format", "json"])
        #expect(output.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["match"] is NSNull)
        #expect((object["candidates"] as? [Any])?.isEmpty == true)
    }
}
