import Foundation
import Localization
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

/// Every catalog the project and its peers have: the repository's fixtures and examples, and `../shared/fixtures`.
enum CatalogFixtures {
    static let xliff = TestPaths.fixtures(of: "XCStringsKitTests").appendingPathComponent("xliff")

    static var all: [String] {
        var paths: [String] = []
        for folder in ["Tests", "Examples"] {
            paths += files(under: TestPaths.packageRoot.appendingPathComponent(folder))
        }
        if TestPaths.hasShared { paths += files(under: TestPaths.sharedFixtures) }
        // Catalogs that fail to parse on purpose are not exchanged.
        return paths.filter { !$0.hasSuffix("/Broken.xcstrings") && !$0.contains("/Broken/") }.sorted()
    }

    private static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xcstrings") }
            .map { folder.appendingPathComponent($0).path }
    }

    static func read(_ path: String) throws -> XLIFFExporter.Catalog {
        try XLIFFExporter.Catalog.read(path, root: TestPaths.packageRoot.path)
    }

    /// The languages to exchange a catalog in: each of its translations, and two it lacks (one with more plural
    /// categories than English, one with fewer).
    static func locales(of catalog: StringCatalog) -> [String] {
        var locales: Set<String> = ["uk", "ja"]
        for (_, entry) in catalog.strings {
            for (locale, _) in entry.localizations { locales.insert(locale) }
        }
        return locales.filter { !LanguageNegotiation.isSameLocalization($0, catalog.sourceLanguage) }.sorted()
    }
}

@Suite struct XLIFFExporterTests {
    /// One line per unit: id, source, target, state and qualifier, note.
    static func lines(_ file: XLIFFFile) -> String {
        func shown(_ text: String?) -> String {
            guard let text else { return "∅" }
            return "«" + text.replacingOccurrences(of: "\n", with: "⏎").replacingOccurrences(of: "\r", with: "␍").replacingOccurrences(of: "\t", with: "⇥") + "»"
        }
        return file.units.map { unit in
            let state = [unit.state?.rawValue, unit.stateQualifier].compactMap { $0 }.joined(separator: "+")
            let note = unit.notes.map { ($0.from.map { "[\($0)] " } ?? "") + $0.text }.joined(separator: "; ")
            return "\(shown(unit.id)) \(shown(unit.source)) → \(shown(unit.target)) \(state.isEmpty ? "-" : state) note: \(shown(note))"
        }.joined(separator: "\n") + "\n"
    }

    /// The units of a catalog made to hold every shape Xcode exports differently (see the snapshot).
    @Test(arguments: ["fr", "uk"])
    func unitsAsXcodeExportsThem(_ locale: String) throws {
        let catalog = try CatalogFixtures.read(CatalogFixtures.xliff.appendingPathComponent("Matrix.xcstrings").path)
        let (document, findings) = try XLIFFExporter().document([catalog], locale: locale)
        #expect(findings.isEmpty)
        let file = try #require(document.files.first)
        #expect(file.original == "Tests/XCStringsKitTests/Fixtures/xliff/Matrix.xcstrings")
        #expect(file.sourceLanguage == "en")
        #expect(file.targetLanguage == locale)
        #expect(file.datatype == "plaintext")
        #expect(file.tool == XLIFFExporter.tool)
        try Snapshot.expect(Self.lines(file), matches: CatalogFixtures.xliff.appendingPathComponent("Matrix.\(locale).units.txt"))
    }

    @Test func exportingTheSourceLanguageIsRefused() throws {
        let catalog = try CatalogFixtures.read(CatalogFixtures.xliff.appendingPathComponent("Matrix.xcstrings").path)
        #expect(throws: XCStringsError.self) { try XLIFFExporter().document([catalog], locale: "EN") }
    }

    @Test func staleKeysOnlyWhenAsked() throws {
        let catalog = try CatalogFixtures.read(CatalogFixtures.xliff.appendingPathComponent("Matrix.xcstrings").path)
        let without = try XLIFFExporter().document([catalog], locale: "fr").document.files[0].units.map(\.id)
        let with = try XLIFFExporter(includesStale: true).document([catalog], locale: "fr").document.files[0].units.map(\.id)
        #expect(!without.contains("old"))
        #expect(with.contains("old"))
        #expect(!with.contains("dont_translate"))
    }

    /// Two units with one id (a literal key that spells another key's variation) cannot be exported; a key that only
    /// reads as one is exported with a warning.
    @Test func collidingIDsAreAnError() throws {
        let text = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "count": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
              "count|==|plural.one": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}},
              "name": {},
              "name|==|device.mac": {}}}
            """#
        let catalog = XLIFFExporter.Catalog(path: "C.xcstrings", original: "C.xcstrings", catalog: try StringCatalog(text: text), bytes: Array(text.utf8))
        #expect {
            try XLIFFExporter().document([catalog], locale: "fi")
        } throws: { error in
            (error as? XCStringsError)?.errors.first?.message == "the unit \"count|==|plural.one\" of \"count|==|plural.one\" has the same id as one of \"count\"; rename one of the keys"
        }
        var other = catalog
        other.catalog.strings["count|==|plural.one"] = nil
        let (document, findings) = try XLIFFExporter().document([other], locale: "fi")
        #expect(document.files[0].units.map(\.id).contains("name|==|device.mac"))
        #expect(findings.map(\.message) == ["the key \"name|==|device.mac\" reads as a variation of \"name\"; this tool imports it, Xcode's import skips it"])
    }

    @Test func controlCharactersAreLeftOutWithAWarning() throws {
        let text = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"bell\u0007": {}, "fine": {"localizations": {"fi": {"stringUnit": {"state": "translated", "value": "a\u0001b"}}}}, "ok": {}}}"#
        let catalog = XLIFFExporter.Catalog(path: "C.xcstrings", original: "C.xcstrings", catalog: try StringCatalog(text: text), bytes: Array(text.utf8))
        let (document, findings) = try XLIFFExporter().document([catalog], locale: "fi")
        #expect(document.files[0].units.map(\.id) == ["ok"])
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("XML 1.0 cannot hold") && $0.location?.position?.line == 1 })
    }

    /// Export, then import of the same document into the same catalogs, changes nothing, for every catalog the
    /// project and its peers have, in each of their languages and two more.
    @Test(arguments: CatalogFixtures.all)
    func exportThenImportChangesNothing(_ path: String) throws {
        let catalog = try CatalogFixtures.read(path)
        for locale in CatalogFixtures.locales(of: catalog.catalog) {
            let (document, _) = try XLIFFExporter(includesStale: true).document([catalog], locale: locale)
            let results = try XLIFFImporter().plan(document, from: "\(locale).xliff", into: [catalog])
            #expect(results.count == 1)
            for result in results {
                #expect(!result.isChanged, "\(locale): \(result.appliedCount) units changed the catalog")
                #expect(result.errors.isEmpty, "\(locale): \(result.errors.map(\.description))")
                #expect(result.warnings.isEmpty, "\(locale): \(result.warnings.map(\.description))")
            }
        }
    }
}
