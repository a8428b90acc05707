import Foundation
import StringResources
import Testing
@testable import XCStringsKit
import _SanastoTestSupport

/// `CatalogExtractionUpdate`: extracted strings applied to catalogs written for the project, compared with
/// the catalogs Xcode writes (expected files in `Fixtures/extract`).
@Suite struct CatalogExtractionUpdateTests {
    static let fixtures = TestPaths.fixtures(of: "XCStringsKitTests").appendingPathComponent("extract")

    /// A Swift source, the table, the catalog before (nil: none) and the catalog Xcode writes after extraction.
    static let cases: [(source: String, table: String, before: String?, after: String)] = [
        ("Added.swift", "Localizable", nil, "Added.expected.xcstrings"),
        ("Updated.swift", "Localizable", "Updated.before.xcstrings", "Updated.expected.xcstrings"),
        ("Intents.swift", "Localizable", nil, "Intents.Localizable.expected.xcstrings"),
        ("Intents.swift", "AppShortcuts", nil, "Intents.AppShortcuts.expected.xcstrings"),
    ]

    @Test(arguments: cases)
    func update(_ source: String, _ table: String, _ before: String?, _ after: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent(source)))
        let extraction = StringExtractor.extract([(path: source, bytes: bytes)])
        var catalog = try before.map { try StringCatalog(contentsOf: Self.fixtures.appendingPathComponent($0)) } ?? StringCatalog(sourceLanguage: "en")
        _ = CatalogExtractionUpdate.apply(extraction.strings.filter { $0.table == table }, to: &catalog)
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent(after), encoding: .utf8)
        #expect(catalog.encodedText() == expected)
    }

    /// Changes are reported by kind, and applying the same strings again changes nothing.
    @Test func changesAndIdempotence() throws {
        var catalog = try StringCatalog(contentsOf: Self.fixtures.appendingPathComponent("Updated.before.xcstrings"))
        let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("Updated.swift")))
        let strings = StringExtractor.extract([(path: "Updated.swift", bytes: bytes)]).strings
        let changes = CatalogExtractionUpdate.apply(strings, to: &catalog).changes
        #expect(changes.map(\.description) == [
            #"no longer stale "Back""#, #"comment changed "Save""#, #"default value changed "welcome.title""#,
            #"added "%@ of %@""#, #"added "%lld%% done""#, #"became stale "Removed""#,
        ])
        let again = CatalogExtractionUpdate.apply(strings, to: &catalog).changes
        #expect(again.isEmpty)
    }

    static let numbering: [(String, String)] = [
        ("%@ of %@", "%1$@ of %2$@"), ("%lld items", "%lld items"), ("%1$@ %2$@", "%1$@ %2$@"),
        ("%lld%% of %@", "%1$lld%% of %2$@"), ("no specifiers", "no specifiers"),
    ]

    @Test(arguments: numbering)
    func numbersSeveralSpecifiers(_ format: String, _ expected: String) {
        #expect(CatalogExtractionUpdate.numbered(format) == expected)
    }

    /// Several comments for one key are joined in source order; one default value is kept, a different one warned.
    @Test func mergesRepeatedKeys() {
        let position = SourcePosition(line: 1, column: 1)
        var findings: [ValidationFinding] = []
        let merged = CatalogExtractionUpdate.merge([
            ExtractedString(key: "Open", comment: "Menu item", file: "a.swift", position: position),
            ExtractedString(key: "Open", comment: "Button", defaultValue: "Open", file: "b.swift", position: position),
            ExtractedString(key: "Open", comment: "Menu item", defaultValue: "Öffnen", file: "c.swift", position: position),
        ], findings: &findings)
        #expect(merged.map(\.comment) == ["Menu item\nButton"])
        #expect(merged.map(\.defaultValue) == ["Open"])
        #expect(findings.map(\.rule) == [.extractConflictingValue])
    }
}
