import Foundation
import Testing
@testable import StringResources

/// A catalog's UTF-8 is checked once, where each string is decoded: a bad byte in a key, a value, a language name
/// or an unknown field is an encoding error at that byte, in the full reader and in the index.
extension StringCatalogTests {
    /// A catalog with `bad` (bytes that are not UTF-8) spliced in where `@` stands in `template`.
    static func catalog(_ template: String, bad: [UInt8]) -> [UInt8] {
        let parts = Array(template.utf8).split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        return Array(parts[0]) + bad + Array(parts[1])
    }

    static let invalidSequences: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80]]

    /// (template, key path of the error, line, column of the bad byte)
    static let badPlaces: [(String, [String], Int, Int)] = [
        ("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"k\" : {\"localizations\" : {\"fi\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"Hyvä @ x\"}}}}\n},\n\"version\" : \"1.0\"\n}",
         ["strings", "k", "localizations", "fi", "stringUnit", "value"], 4, 91),
        ("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"ké@\" : {}\n},\n\"version\" : \"1.0\"\n}",
         ["strings"], 4, 4),
        ("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"k\" : {\"comment\" : \"\\\"@\\\"\"}\n},\n\"version\" : \"1.0\"\n}",
         ["strings", "k", "comment"], 4, 23),
        ("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"k\" : {\"x-unknown\" : [\"ok\", \"@\"]}\n},\n\"version\" : \"1.0\"\n}",
         ["strings", "k", "x-unknown", "1"], 4, 30),
        // A language name (the reader shares the keys of `localizations` objects among entries).
        ("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\"k\" : {\"localizations\" : {\"de\" : {}, \"f@\" : {}}}\n},\n\"version\" : \"1.0\"\n}",
         ["strings", "k", "localizations"], 4, 40),
    ]

    @Test(arguments: 0..<badPlaces.count)
    func invalidUTF8IsAnEncodingErrorAtItsByte(place: Int) throws {
        let (template, keyPath, line, column) = Self.badPlaces[place]
        for bad in Self.invalidSequences {
            let bytes = Self.catalog(template, bad: bad)
            #expect(throws: ResourceError.self) { try JSONDocument(bytes: bytes) }
            do {
                _ = try StringCatalog(bytes: bytes)
                Issue.record("\(bad) was read")
            } catch {
                #expect(error.kind == .encoding)
                #expect(error.message == "invalid UTF-8")
                #expect(error.position == SourcePosition(line: line, column: column), "\(bad)")
                #expect(error.keyPath == keyPath, "\(bad)")
            }
            // A recovering read leaves the key out and reads the rest.
            var errors: [ResourceError] = []
            let catalog = try StringCatalog(bytes: bytes, skippingInvalidEntries: &errors)
            #expect(catalog.strings.isEmpty)
            #expect(errors.map(\.kind) == [.encoding])
        }
        // The same text with valid UTF-8 there reads.
        #expect(throws: Never.self) { try StringCatalog(bytes: Self.catalog(template, bad: Array("ä漢😀".utf8))) }
    }

    @Test func theIndexChecksKeysNamesAndTheValuesItReads() throws {
        let key = Self.catalog(Self.badPlaces[1].0, bad: [0xFF])
        #expect(throws: ResourceError.self) { try StringCatalogIndex(bytes: key) }
        let value = Self.catalog(Self.badPlaces[0].0, bad: [0xC3, 0x28])
        let index = try StringCatalogIndex(bytes: value)
        #expect(index.keys == ["k"])
        #expect(throws: ResourceError.self) { try index.localization(key: 0, language: 0) }
        // A language skipped unread is not checked (as its syntax is not).
        let skipped = try StringCatalogIndex(bytes: value) { language, _ in language == "en" }
        #expect(!skipped.isIndexed(language: 0))
        let name = Self.catalog("{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"f@\" : {}}}}, \"version\" : \"1.0\"}", bad: [0xFF])
        #expect(throws: ResourceError.self) { try StringCatalogIndex(bytes: name) }
    }
}
