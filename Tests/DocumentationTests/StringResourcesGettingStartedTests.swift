import Foundation
import StringResources
import Testing
import _SanastoTestSupport

/// The examples of StringResources' "Getting started" article, as written, with what their comments say asserted.
///
/// The examples name files relative to the current folder, as an app's tool would; each test writes them into a
/// temporary folder and runs the example there.
@Suite struct StringResourcesGettingStartedTests {
    /// `Sources/App/Resources/Localizable.xcstrings`, in Xcode's layout: 42 strings in English, 41 of them translated
    /// into Finnish and Turkish, one Finnish translation with an argument of another type (an error); `Settings` is
    /// not translated, or, `reviewing`, is in both languages but needs review in Finnish and is new in Turkish (two
    /// warnings).
    static func appCatalog(reviewing: Bool = false) -> String {
        let settings = reviewing ? """
                "Settings" : {
                  "localizations" : {
                    "fi" : { "stringUnit" : { "state" : "needs_review", "value" : "Asetukset" } },
                    "tr" : { "stringUnit" : { "state" : "new", "value" : "Ayarlar" } }
                  }
                }
            """ : """
                "Settings" : {

                }
            """
        return (try? StringCatalog(text: unformattedAppCatalog(settings: settings)).encodedText()) ?? ""
    }

    static func unformattedAppCatalog(settings: String) -> String {
        var entries = (1...40).map { number in
            """
                "Term \(number)" : {
                  "localizations" : {
                    "fi" : { "stringUnit" : { "state" : "translated", "value" : "Termi \(number)" } },
                    "tr" : { "stringUnit" : { "state" : "translated", "value" : "Terim \(number)" } }
                  }
                }
            """
        }
        entries.append("""
                "Added %lld terms" : {
                  "localizations" : {
                    "fi" : { "stringUnit" : { "state" : "translated", "value" : "Lisättiin %@ termiä" } },
                    "tr" : { "stringUnit" : { "state" : "translated", "value" : "%lld terim eklendi" } }
                  }
                }
            """)
        entries.append(settings)
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func appFolder(reviewing: Bool = false) throws -> TemporaryFolder {
        try TemporaryFolder(["Sources/App/Resources/Localizable.xcstrings": appCatalog(reviewing: reviewing)])
    }

    @Test func readAndChangeACatalog() throws {
        let folder = try Self.appFolder()
        let untranslated = try WorkingDirectory.run(in: folder.url) {
            let url = URL(fileURLWithPath: "Sources/App/Resources/Localizable.xcstrings")
            var catalog = try StringCatalog(contentsOf: url)
            print(catalog.sourceLanguage, catalog.strings.count)   // "en 42"

            #expect("\(catalog.sourceLanguage) \(catalog.strings.count)" == "en 42")
            let untranslated = catalog.strings.filter { $0.value.localizations["fi"] == nil }.map(\.key)

            for (key, entry) in catalog.strings where entry.localizations["fi"] == nil {
                print("not translated into Finnish:", key)
            }

            // Add a translation: the entry keeps its place and everything else stays as it was.
            if var entry = catalog.strings["Settings"] {
                entry.localizations["fi"] = CatalogLocalization("Asetukset", state: .needsReview)
                catalog.strings["Settings"] = entry
            }
            try catalog.write(to: url)   // atomically, in Xcode's formatting
            return untranslated
        }
        #expect(untranslated == ["Settings"])

        let written = try String(contentsOf: folder.appending("Sources/App/Resources/Localizable.xcstrings"), encoding: .utf8)
        let expected = Self.appCatalog().replacingOccurrences(of: """
                "Settings" : {

                }
            """, with: """
                "Settings" : {
                  "localizations" : {
                    "fi" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Asetukset"
                      }
                    }
                  }
                }
            """)
        // Everything else as it was: the other entries keep their one-line units, byte for byte.
        #expect(written == expected)
    }

    @Test func aMalformedFile() {
        do {
            _ = try StringCatalog(text: #"{ "sourceLanguage" : "en", "strings" : { "a" : {}, "a" : {} }, "version" : "1.0" }"#)
        } catch {
            print(error.kind)   // schema
            print(error)        // <input>:1:52: error: duplicate key "a" (strings › a)
        }

        let error = #expect(throws: ResourceError.self) {
            try StringCatalog(text: #"{ "sourceLanguage" : "en", "strings" : { "a" : {}, "a" : {} }, "version" : "1.0" }"#)
        }
        #expect(error.map { "\($0.kind)" } == "schema")
        #expect(error.map { "\($0)" } == #"<input>:1:52: error: duplicate key "a" (strings › a)"#)
    }

    @Test func stringsAndStringsdictTables() throws {
        let folder = try TemporaryFolder(["fi.lproj/Localizable.stringsdict": Self.stringsdict])
        let (table, entries) = try WorkingDirectory.run(in: folder.url) {
            let table = try StringsTable(parsing: Data(#""greeting" = "Hei"; /* the home screen */"#.utf8))
            table.dictionary["greeting"]      // "Hei"
            table.diagnostics                 // duplicate keys and similar problems that do not stop the read

            let plurals = try StringsDictionary(contentsOf: URL(fileURLWithPath: "fi.lproj/Localizable.stringsdict"))
            for entry in plurals.entries {
                print(entry.key, entry.formatKey ?? "", entry.variables.map(\.name))
            }
            return (table, plurals.entries.map { "\($0.key) \($0.formatKey ?? "") \($0.variables.map(\.name))" })
        }
        #expect(table.dictionary["greeting"] == "Hei")
        #expect(table.diagnostics.isEmpty)
        #expect(try StringsTable(parsing: Data(#""a" = "1"; "a" = "2";"#.utf8)).diagnostics.count == 1)
        #expect(entries == [#"term(s) in category %#@terms@ ["terms"]"#])
    }

    @Test func checkFilesAsLintDoes() throws {
        let folder = try Self.appFolder(reviewing: true)
        var exitStatus: Int32?
        // The example ends a CI script with exit(1); here that records the status instead of ending the tests.
        func exit(_ status: Int32) { exitStatus = status }

        let (text, summary) = try WorkingDirectory.run(in: folder.url) {
            let validation = Validation(options: ValidationOptions(locales: ["fi", "tr"]))
            let report = validation.validate(files: ["Sources/App/Resources/Localizable.xcstrings"])
            print(report.text())     // one line per finding, then the summary
            print(report.summary)    // "1 error, 2 warnings and 0 notes in 1 file"
            if report.fails(strict: true) { exit(1) }
            return (report.text(), report.summary)
        }
        #expect(summary == "1 error, 2 warnings and 0 notes in 1 file", "\(text)")
        #expect(text.hasSuffix(summary + "\n") || text.hasSuffix(summary), "\(text)")
        #expect(text.split(separator: "\n").count == 4, "\(text)")
        #expect(exitStatus == 1)
    }

    @Test func parseAFormatString() throws {
        let format = FormatString(parsing: "%2$@ has %1$lld items")
        format.specifiers.map(\.text)             // ["%2$@", "%1$lld"]
        format.argumentTypes[1]                   // .signedInteger
        format.diagnostics.isEmpty                // true

        #expect(throws: ResourceError.self) {
            try FormatString.validate("%n")           // throws: kind .formatString
        }

        #expect(format.specifiers.map(\.text) == ["%2$@", "%1$lld"])
        #expect(format.argumentTypes[1] == .signedInteger)
        #expect(format.diagnostics.isEmpty)
        let error = #expect(throws: ResourceError.self) { try FormatString.validate("%n") }
        #expect(error?.kind == .formatString)
    }

    @Test func convertBetweenTheFormats() throws {
        let folder = try TemporaryFolder([
            "Resources/en.lproj/Localizable.strings": #""greeting" = "Hello";"#,
            "Resources/fi.lproj/Localizable.strings": #""greeting" = "Hei";"#,
            "Resources/en.lproj/Localizable.stringsdict": Self.stringsdict.replacingOccurrences(of: "termi", with: "term"),
            "Resources/fi.lproj/Localizable.stringsdict": Self.stringsdict,
        ])
        let (migration, written) = try WorkingDirectory.run(in: folder.url) {
            // A folder of en.lproj, fi.lproj … tables → one catalog, as Xcode's migration does.
            let migration = try CatalogMigration(folder: URL(fileURLWithPath: "Resources"), table: "Localizable")
            try migration.catalog.write(to: URL(fileURLWithPath: "Localizable.xcstrings"))

            // A catalog → the .strings and .stringsdict tables of each language, as Xcode's build writes them.
            let compilation = CatalogCompilation(catalog: migration.catalog)
            let written = try compilation.write(to: URL(fileURLWithPath: "Build"), tableName: "Localizable")
            return (migration, written)
        }
        #expect(migration.catalog.strings.keys.sorted() == ["greeting", "term(s) in category"])
        #expect(migration.catalog.strings["greeting"]?.localizations["fi"] != nil)
        let catalog = try StringCatalog(contentsOf: folder.appending("Localizable.xcstrings"))
        #expect(catalog.strings.count == 2)
        let files = written.map { $0.pathComponents.suffix(2).joined(separator: "/") }.sorted()
        #expect(files == [
            "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
            "fi.lproj/Localizable.strings", "fi.lproj/Localizable.stringsdict",
        ])
        let finnish = try StringsTable(contentsOf: folder.appending("Build/fi.lproj/Localizable.strings"))
        #expect(finnish.dictionary["greeting"] == "Hei")
        // Nothing these tables hold is lost on the way, so there is nothing to note.
        #expect(migration.notes.isEmpty, "\(migration.notes)")
        #expect(CatalogCompilation(catalog: migration.catalog).notes.isEmpty)
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>term(s) in category</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@terms@</string>
                <key>terms</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>%lld termi</string>
                    <key>other</key>
                    <string>%lld termiä</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
}
