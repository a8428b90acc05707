import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

/// Whether translate-toolkit (PyPI `translate-toolkit`) can be run here; CI sets SANASTO_REQUIRE_TRANSLATE_TOOLKIT=1
/// (after `pip install translate-toolkit`) so that a missing package fails there instead of skipping.
enum TranslateToolkit {
    static let isRequired = ProcessInfo.processInfo.environment["SANASTO_REQUIRE_TRANSLATE_TOOLKIT"] == "1"
    static let python = ToolRunner.installed("python3")
    static let isAvailable: Bool = (try? python?.run(["-c", "import translate.storage.xliff"]).exitCode) == 0
    static let script = CatalogFixtures.xliff.appendingPathComponent("translate_toolkit.py").path

    struct File: Decodable {
        var original: String
        var source_language: String
        var target_language: String?
        var datatype: String?
        var units: [Unit]
    }

    struct Unit: Decodable {
        var id: String
        var tt_id: String
        var source: String?
        var target: String?
        var state: String?
        var qualifier: String?
        var notes: [Note]
    }

    struct Note: Decodable, Equatable {
        var text: String
        var from: String?
    }

    /// What translate-toolkit reads of each file.
    static func read(_ paths: [String]) throws -> [[File]] {
        let python = try #require(python, "python3 is not on PATH")
        let output = try python.run([script, "read"] + paths)
        try #require(output.exitCode == 0, "translate-toolkit failed: \(output.standardError)")
        return try JSONDecoder().decode([[File]].self, from: Data(output.standardOutput.utf8))
    }
}

/// A real client reads what export writes: translate-toolkit's XLIFF parser, the one Pootle, Weblate and Virtaal
/// use, reads every unit of every catalog the project and its peers have, with its id, source, target, state and
/// notes; and what translate-toolkit writes back after a translator's edits imports exactly those edits.
@Suite(.enabled(if: TranslateToolkit.isAvailable || TranslateToolkit.isRequired,
                "translate-toolkit is not installed (pip install translate-toolkit): the XLIFF conformance suite is skipped"))
struct XLIFFTranslateToolkitTests {
    @Test func readsWhatExportWrites() throws {
        try #require(TranslateToolkit.isAvailable, "translate-toolkit is required here (SANASTO_REQUIRE_TRANSLATE_TOOLKIT=1) but `import translate.storage.xliff` fails")
        let folder = try TemporaryFolder()
        var exported: [(path: String, document: XLIFFDocument)] = []
        for (index, path) in CatalogFixtures.all.enumerated() {
            let catalog = try CatalogFixtures.read(path)
            for locale in CatalogFixtures.locales(of: catalog.catalog).prefix(3) {
                let (document, _) = try XLIFFExporter(includesStale: true).document([catalog], locale: locale)
                let file = try folder.write(Data(document.encoded()), to: "\(index)-\(locale).xliff")
                exported.append((file.path, document))
            }
        }
        let read = try TranslateToolkit.read(exported.map(\.path))
        try #require(read.count == exported.count)
        var units = 0
        for ((path, document), files) in zip(exported, read) {
            #expect(files.count == document.files.count, "\(path)")
            for (file, tt) in zip(document.files, files) {
                #expect(tt.original == file.original && tt.source_language == file.sourceLanguage)
                #expect(tt.target_language == file.targetLanguage && tt.datatype == "plaintext")
                #expect(tt.units.count == file.units.count, "\(path): translate-toolkit read \(tt.units.count) of \(file.units.count) units")
                for (unit, ttUnit) in zip(file.units, tt.units) {
                    units += 1
                    #expect(ttUnit.id == unit.id, "\(path)")
                    #expect(ttUnit.tt_id == file.original + "\u{4}" + unit.id)
                    #expect(ttUnit.source == unit.source, "\(path) \(unit.id)")
                    #expect(ttUnit.target == unit.target, "\(path) \(unit.id)")
                    #expect(ttUnit.state == unit.state?.rawValue && ttUnit.qualifier == unit.stateQualifier, "\(path) \(unit.id)")
                    #expect(ttUnit.notes == unit.notes.map { TranslateToolkit.Note(text: $0.text, from: $0.from) }, "\(path) \(unit.id)")
                }
            }
        }
        // Every catalog was exported and every unit compared (a file translate-toolkit read short fails above).
        #expect(Set(exported.map { URL(fileURLWithPath: $0.path).lastPathComponent.split(separator: "-")[0] }).count == CatalogFixtures.all.count)
        #expect(units == exported.reduce(0) { $0 + $1.document.files.reduce(0) { $0 + $1.units.count } } && units > 0)
    }

    @Test func importsWhatItWritesBack() throws {
        try #require(TranslateToolkit.isAvailable, "translate-toolkit is required here (SANASTO_REQUIRE_TRANSLATE_TOOLKIT=1) but `import translate.storage.xliff` fails")
        let python = try #require(TranslateToolkit.python)
        let catalog = try CatalogFixtures.read(XLIFFImporterTests.matrixPath)
        let folder = try TemporaryFolder()
        let (document, _) = try XLIFFExporter().document([catalog], locale: "fr")
        let exported = try folder.write(Data(document.encoded()), to: "fr.xliff")
        // A state of null removes the attribute, as a tool that does not know XLIFF's states writes it.
        let edits: [[String: Any]] = [
            ["id": "simple", "target": "Sauvegarder <maintenant> & \"vite\"", "state": "translated"],
            ["id": "source_only_plural|==|plural.one", "target": "%lld fichier", "state": "needs-review-translation"],
            ["id": "state_new", "target": "Neuf\r\nligne", "state": NSNull()],
        ]
        let edited = folder.appending("edited.xliff").path
        let json = String(decoding: try JSONSerialization.data(withJSONObject: edits), as: UTF8.self)
        let run = try python.run([TranslateToolkit.script, "edit", exported.path, edited, json])
        try #require(run.exitCode == 0, "translate-toolkit failed: \(run.standardError)")
        let reread = try XLIFFDocument(contentsOf: URL(fileURLWithPath: edited))
        let result = try #require(try XLIFFImporter().plan(reread, from: edited, into: [catalog]).first)
        #expect(result.errors.isEmpty && result.warnings.isEmpty, "\(result.errors + result.warnings)")
        #expect(result.appliedCount == 3)
        let strings = result.catalog.strings
        #expect(strings["simple"]?.localizations["fr"]?.stringUnit == CatalogStringUnit(state: .translated, value: "Sauvegarder <maintenant> & \"vite\""))
        #expect(strings["source_only_plural"]?.localizations["fr"]?.variations?.plural?["one"]?.stringUnit == CatalogStringUnit(state: .needsReview, value: "%lld fichier"))
        #expect(strings["state_new"]?.localizations["fr"]?.stringUnit == CatalogStringUnit(state: .translated, value: "Neuf\r\nligne"))
    }
}
