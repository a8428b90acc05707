import Foundation
import Testing
import _SanastoTestSupport

/// `xcstrings export` and `xcstrings import`, run end to end.
@Suite struct ExportImportCommandTests {
    static let matrix = TestPaths.fixtures(of: "XCStringsKitTests").appendingPathComponent("xliff/Matrix.xcstrings")

    static let snapshots: [(String, [String])] = [
        ("export-help", ["export", "--help"]),
        ("import-help", ["import", "--help"]),
        ("export-no-locale", ["export", "Examples/Terminology", "--output", "fi.xliff"]),
        ("export-bad-locale", ["export", "Examples/Terminology", "--locale", "fi/../x", "--output", "fi.xliff"]),
        ("export-source-language", ["export", "Examples/Terminology", "--locale", "en", "--output", "en.xliff"]),
        ("export-two-into-one", ["export", "Examples/Terminology", "--locale", "fi,tr", "--output", "fi.xliff"]),
        ("import-missing", ["import", "Nowhere.xliff"]),
    ]

    @Test(arguments: snapshots)
    func snapshot(_ name: String, _ arguments: [String]) throws {
        try XCStringsTool.expectSnapshot(name, arguments)
    }

    /// A project folder holding copies of catalogs at their relative paths.
    static func project(_ catalogs: [(path: String, source: URL)]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for catalog in catalogs { try folder.write(Data(contentsOf: catalog.source), to: catalog.path) }
        return folder
    }

    @Test func exportsOneXLIFF() throws {
        let folder = try Self.project([("App/Localizable.xcstrings", Self.matrix)])
        let output = try XCStringsTool.run(["export", "App", "--locale", "fr", "--output", "fr.xliff"], in: folder.url)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardOutput == "fr.xliff: 39 units, 30 translated\n")
        let text = try String(contentsOf: folder.appending("fr.xliff"), encoding: .utf8)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\""))
        #expect(text.contains("<file original=\"App/Localizable.xcstrings\" source-language=\"en\" target-language=\"fr\" datatype=\"plaintext\">"))
        #expect(text.contains("""
                  <trans-unit id="substitution|==|substitutions.BIRDS.plural.one" xml:space="preserve">
                    <source>%1$lld bird</source>
                    <target state="translated">%1$lld oiseau</target>
                    <note>Birds and yards.</note>
                  </trans-unit>
            """))
    }

    /// The `.xcloc` folder Xcode writes: contents.json, the XLIFF, the catalogs as they were.
    @Test func exportsXclocFolders() throws {
        let folder = try Self.project([("App/Localizable.xcstrings", Self.matrix)])
        let output = try XCStringsTool.run(["export", "App", "--locale", "fr,uk", "--xcloc", "--output", "Localizations"], in: folder.url)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardOutput == "Localizations/fr.xcloc: 39 units, 30 translated\nLocalizations/uk.xcloc: 43 units, 0 translated\n")
        for locale in ["fr", "uk"] {
            let xcloc = folder.appending("Localizations/\(locale).xcloc")
            let contents = try String(contentsOf: xcloc.appendingPathComponent("contents.json"), encoding: .utf8)
            #expect(contents == """
                {
                  "developmentRegion" : "en",
                  "project" : "\(folder.url.lastPathComponent)",
                  "targetLocale" : "\(locale)",
                  "toolInfo" : {
                    "toolBuildNumber" : "0.1.0",
                    "toolID" : "org.sanasto.xcstrings",
                    "toolName" : "xcstrings",
                    "toolVersion" : "0.1.0"
                  },
                  "version" : "1.0"
                }

                """)
            #expect(FileManager.default.fileExists(atPath: xcloc.appendingPathComponent("Localized Contents/\(locale).xliff").path))
            #expect(FileManager.default.fileExists(atPath: xcloc.appendingPathComponent("Notes").path))
            #expect(try Data(contentsOf: xcloc.appendingPathComponent("Source Contents/App/Localizable.xcstrings")) == Data(contentsOf: Self.matrix))
        }
        // Exporting again replaces the folders.
        let again = try XCStringsTool.run(["export", "App", "--locale", "fr", "--xcloc", "--output", "Localizations"], in: folder.url)
        #expect(again.exitCode == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appending("Localizations").path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    /// Export, then import into the same catalogs, changes nothing, byte for byte: every catalog of the repository
    /// and of `../shared/fixtures`, in each of its languages and in one it lacks, as XLIFF and as `.xcloc`.
    @Test func roundTripChangesNoByte() throws {
        let sources = CatalogPaths.all
        let folder = try Self.project(sources.enumerated().map { ("c\($0.offset)/\(URL(fileURLWithPath: $0.element).lastPathComponent)", URL(fileURLWithPath: $0.element)) })
        let before = try Self.snapshot(of: folder)
        var locales: Set<String> = ["uk"]
        for path in sources { locales.formUnion(try CatalogPaths.locales(of: path)) }
        var exported = 0
        for (index, path) in sources.enumerated() {
            let catalog = "c\(index)/\(URL(fileURLWithPath: path).lastPathComponent)"
            let catalogLocales = (try CatalogPaths.locales(of: path) + ["uk"]).filter { $0 != (try? CatalogPaths.sourceLanguage(of: path)) }
            for locale in Set(catalogLocales).sorted() {
                let xcloc = exported % 2 == 1
                let export = try XCStringsTool.run(
                    ["export", catalog, "--locale", locale, "--include-stale", "--output", "out"] + (xcloc ? ["--xcloc"] : []), in: folder.url)
                #expect(export.exitCode == 0, "\(catalog) \(locale): \(export.standardError)")
                let input = xcloc ? "out/\(locale).xcloc" : "out/\(locale).xliff"
                let result = try XCStringsTool.run(["import", input], in: folder.url)
                #expect(result.exitCode == 0, "\(catalog) \(locale): \(result.standardError)")
                #expect(result.standardError.isEmpty, "\(catalog) \(locale): \(result.standardError)")
                #expect(result.standardOutput.contains(": 0 applied"), "\(catalog) \(locale): \(result.standardOutput)")
                exported += 1
            }
            try? FileManager.default.removeItem(at: folder.appending("out"))
        }
        #expect(exported >= sources.count)
        #expect(try Self.snapshot(of: folder) == before)
    }

    /// Every file under `folder` with its bytes and modification date.
    static func snapshot(of folder: TemporaryFolder) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.url.path)?.compactMap({ $0 as? String }) ?? [] where path.hasSuffix(".xcstrings") {
            files[path] = try Data(contentsOf: folder.appending(path))
        }
        return files
    }

    /// Malformed or hostile XLIFF is refused at its line and column, and no catalog is touched.
    @Test(arguments: [
        ("truncated", "<xliff version=\"1.2\">\n  <file original=\"App/Localizable.xcstrings\" source-language=\"en\" target-language=\"fr\">\n    <body>",
         "bad.xliff:3:11: error: the document ends before <body> is closed\n"),
        ("mismatched tag", "<xliff version=\"1.2\"><file original=\"App/Localizable.xcstrings\" source-language=\"en\"><body>\n<trans-unit id=\"simple\"></trans-unt>",
         "bad.xliff:2:25: error: end tag </trans-unt> does not match start tag <trans-unit>\n"),
        ("outside the project", "<xliff version=\"1.2\">\n<file original=\"../Other.xcstrings\" source-language=\"en\"><body/></file></xliff>",
         "bad.xliff:2:1: error: <file original=\"../Other.xcstrings\"> is not a path inside the project folder; name its catalog with --into\n"),
        ("a catalog", "{\"sourceLanguage\" : \"en\", \"strings\" : {}}", "bad.xliff:1:1: error: text is not allowed before the root element\n"),
    ])
    func malformedXLIFFIsRefusedAtItsPosition(_ name: String, _ text: String, _ message: String) throws {
        let folder = try Self.project([("App/Localizable.xcstrings", Self.matrix)])
        try folder.write(Data(text.utf8), to: "bad.xliff")
        let result = try XCStringsTool.run(["import", "bad.xliff"], in: folder.url)
        #expect(result.exitCode == 65)
        #expect(result.standardError == message)
        #expect(try Data(contentsOf: folder.appending("App/Localizable.xcstrings")) == Data(contentsOf: Self.matrix))
    }

    /// A translator's edits come back; a refused unit is reported at its line and its catalog is not written unless
    /// --partial.
    @Test func importsEditsAndRefusesMismatches() throws {
        let folder = try Self.project([("App/Localizable.xcstrings", Self.matrix)])
        _ = try XCStringsTool.run(["export", "App", "--locale", "fr", "--output", "fr.xliff"], in: folder.url)
        var text = try String(contentsOf: folder.appending("fr.xliff"), encoding: .utf8)
        text = text.replacingOccurrences(of: "<target state=\"translated\">Enregistrer</target>", with: "<target state=\"translated\">Sauvegarder</target>")
        text = text.replacingOccurrences(of: "<target state=\"translated\">%lld jour(s)</target>", with: "<target state=\"translated\">%@ jours</target>")
        try Data(text.utf8).write(to: folder.appending("fr.xliff"))
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("<trans-unit id=\"varied_source_simple_target\"") }.map { $0 + 1 } ?? 0
        let original = try Data(contentsOf: folder.appending("App/Localizable.xcstrings"))

        let refused = try XCStringsTool.run(["import", "fr.xliff"], in: folder.url)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError == "fr.xliff:\(line):7: error: unit \"varied_source_simple_target\": the target formats argument 1 as %@ (object) but the source as %lld (signed integer) (App/Localizable.xcstrings › varied_source_simple_target)\n")
        #expect(refused.standardOutput == "App/Localizable.xcstrings (fr): 1 applied, 28 unchanged, 1 refused; not written (use --partial to write the rest)\n")
        #expect(try Data(contentsOf: folder.appending("App/Localizable.xcstrings")) == original)

        let dryRun = try XCStringsTool.run(["import", "fr.xliff", "--partial", "--dry-run"], in: folder.url)
        #expect(dryRun.standardOutput.hasSuffix("; would be written\n"))
        #expect(try Data(contentsOf: folder.appending("App/Localizable.xcstrings")) == original)

        let partial = try XCStringsTool.run(["import", "fr.xliff", "--partial", "--into", "App"], in: folder.url)
        #expect(partial.exitCode == 65)
        #expect(partial.standardOutput.hasSuffix("; written\n"))
        let written = try String(contentsOf: folder.appending("App/Localizable.xcstrings"), encoding: .utf8)
        #expect(written.contains("\"value\" : \"Sauvegarder\""))
        #expect(!written.contains("%@ jours"))
        // The written catalog is in Xcode's layout.
        let format = try XCStringsTool.run(["format", "--check", "App"], in: folder.url)
        #expect(format.exitCode == 0)
    }
}

/// The catalogs the round trip covers: the repository's (tests and examples, those that parse) and
/// `../shared/fixtures`' (the peers' and the hostile one).
enum CatalogPaths {
    static var all: [String] {
        var paths: [String] = []
        var folders = [TestPaths.packageRoot.appendingPathComponent("Tests"), TestPaths.packageRoot.appendingPathComponent("Examples")]
        if TestPaths.hasShared { folders.append(TestPaths.sharedFixtures) }
        for folder in folders {
            for path in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] where path.hasSuffix(".xcstrings") {
                paths.append(folder.appendingPathComponent(path).path)
            }
        }
        return paths.filter { !$0.hasSuffix("/Broken.xcstrings") && !$0.contains("/Broken/") }.sorted()
    }

    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
    }

    static func sourceLanguage(of path: String) throws -> String {
        try json(path)["sourceLanguage"] as? String ?? "en"
    }

    static func locales(of path: String) throws -> [String] {
        let json = try json(path)
        let source = json["sourceLanguage"] as? String
        var locales: Set<String> = []
        for case let entry as [String: Any] in (json["strings"] as? [String: Any] ?? [:]).values {
            for locale in (entry["localizations"] as? [String: Any] ?? [:]).keys where locale != source { locales.insert(locale) }
        }
        return locales.sorted()
    }
}
