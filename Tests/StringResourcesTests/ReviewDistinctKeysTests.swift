import Foundation
import Testing
@testable import StringResources

/// Keys that are canonically equivalent but spelled differently (`é` as U+00E9 or as `e` + U+0301) are
/// different keys on Apple platforms (NSString compares code units); readers must keep both.
@Suite struct ReviewDistinctKeysTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    @Test func stringsTableKeepsBothSpellings() throws {
        let table = try StringsTable(parsing: Data("\"\(Self.composed)\" = \"1\";\n\"\(Self.decomposed)\" = \"2\";\n".utf8))
        #expect(table.entries.map { Array($0.key.unicodeScalars) } == [Array(Self.composed.unicodeScalars), Array(Self.decomposed.unicodeScalars)])
        #expect(table.entries.map(\.value) == ["1", "2"])
        #expect(table.diagnostics.isEmpty)
    }

    @Test func stringsTableStillMergesTheSameSpelling() throws {
        let table = try StringsTable(parsing: Data("\"\(Self.composed)\" = \"1\";\n\"\(Self.composed)\" = \"2\";\n".utf8))
        #expect(table.entries.map(\.value) == ["2"])
        #expect(table.diagnostics.count == 1)
    }

    @Test func xmlPropertyListKeepsBothSpellings() throws {
        let xml = "<plist><dict><key>\(Self.composed)</key><string>1</string><key>\(Self.decomposed)</key><string>2</string></dict></plist>"
        let value = try PropertyList(parsing: Data(xml.utf8))
        let entries = try #require(value.dictionaryValue?.entries)
        #expect(entries.map { Array($0.key.unicodeScalars) } == [Array(Self.composed.unicodeScalars), Array(Self.decomposed.unicodeScalars)])
        #expect(entries.map(\.value) == [.string("1"), .string("2")])
    }
}
