import Foundation
import Testing
@testable import StringResources

/// A catalog's language codes become folder names when it is compiled: one that holds a `/` must not
/// write outside the output folder.
@Suite struct ReviewCompilationPathTests {
    static func catalog(language: String) throws -> StringCatalog {
        try StringCatalog(text: """
        { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "v" } },
          \(JSONWriter.quoted(language)) : { "stringUnit" : { "state" : "translated", "value" : "w" } } } } }, "version" : "1.0" }
        """)
    }

    @Test(arguments: ["../escaped", "a/b", "/tmp/absolute"])
    func aLanguageWithASlashIsRefusedBeforeAnythingIsWritten(language: String) throws {
        let root = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out", isDirectory: true)
        let compilation = CatalogCompilation(catalog: try Self.catalog(language: language))
        #expect(throws: ResourceError.self) { try compilation.write(to: output, tableName: "T") }
        // Nothing was written, inside the output folder or beside it.
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute.lproj"))
    }

    @Test func ordinaryLanguagesStillCompile() throws {
        let output = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let written = try CatalogCompilation(catalog: try Self.catalog(language: "zh-Hant")).write(to: output, tableName: "T")
        #expect(written.map(\.lastPathComponent) == ["T.strings", "T.strings"])
    }
}
