import Foundation
import Testing

/// `xcstrings compile` end to end, in a temporary folder: output, exit code and the files written.
@Suite struct CompileCommandTests {
    static let compiledTerms = [
        "out/en.lproj/Terms.strings", "out/en.lproj/Terms.stringsdict",
        "out/fi.lproj/Terms.strings", "out/fi.lproj/Terms.stringsdict",
    ]

    /// (snapshot, fixtures to copy, arguments, files expected afterwards besides the inputs).
    static let cases: [(String, [String: String], [String], [String])] = [
        ("compile-terms", ["Terms.xcstrings": "Terms.xcstrings"], ["compile", "Terms.xcstrings", "--output-directory", "out"], compiledTerms),
        ("compile-no-comments", ["Terms.xcstrings": "Terms.xcstrings"],
         ["compile", "Terms.xcstrings", "-o", "out", "--table", "Words", "--no-comments"],
         ["out/en.lproj/Words.strings", "out/en.lproj/Words.stringsdict", "out/fi.lproj/Words.strings", "out/fi.lproj/Words.stringsdict"]),
        ("compile-missing-catalog", [:], ["compile", "Nowhere.xcstrings", "--output-directory", "out"], []),
        ("compile-no-output-directory", ["Terms.xcstrings": "Terms.xcstrings"], ["compile", "Terms.xcstrings"], []),
        ("compile-help", [:], ["compile", "--help"], []),
        // Not a catalog: a usage error that says so, not a JSON parse error, and nothing written.
        ("compile-strings-file", ["tables": "Resources"],
         ["compile", "Resources/en.lproj/Localizable.strings", "--output-directory", "out"], []),
        ("compile-folder", ["tables": "Resources"], ["compile", "Resources", "--output-directory", "out"], []),
    ]

    @Test(arguments: cases)
    func snapshot(_ name: String, _ copies: [String: String], _ arguments: [String], _ written: [String]) throws {
        try ConversionWorkspace.expectSnapshot(name, copies: copies, arguments: arguments, writes: written)
    }

    @Test func aMalformedCatalogIsADataErrorAndWritesNothing() throws {
        let folder = try ConversionWorkspace.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : [ }\n  }\n}".utf8)
            .write(to: folder.appendingPathComponent("Bad.xcstrings"))
        try XCStringsTool.expectSnapshot("compile-malformed", ["compile", "Bad.xcstrings", "--output-directory", "out"], in: folder)
        let output = try XCStringsTool.run(["compile", "Bad.xcstrings", "--output-directory", "out"], in: folder)
        #expect(output.exitCode == 65)
        #expect(output.standardError.hasPrefix("Bad.xcstrings:4:"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func migrateThenCompileGivesTablesThatMigrateBackUnchanged() throws {
        let folder = try ConversionWorkspace.make(["rich": "in"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try XCStringsTool.run(["migrate", "in", "--output", "first/Localizable.xcstrings"], in: folder).exitCode == 0)
        #expect(try XCStringsTool.run(["compile", "first/Localizable.xcstrings", "--output-directory", "compiled", "--stringsdict-comments"], in: folder).exitCode == 0)
        let again = try XCStringsTool.run(["migrate", "compiled", "--output", "second/Localizable.xcstrings"], in: folder)
        #expect(again.exitCode == 0)
        #expect(again.standardError.isEmpty)
        let first = try Data(contentsOf: folder.appendingPathComponent("first/Localizable.xcstrings"))
        let second = try Data(contentsOf: folder.appendingPathComponent("second/Localizable.xcstrings"))
        #expect(first == second)
    }
}
