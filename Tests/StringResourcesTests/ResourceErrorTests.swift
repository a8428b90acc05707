import Foundation
import Testing
@testable import StringResources

/// Every reader reports a ``ResourceError`` whose kind tells what went wrong, without matching messages.
@Suite struct ResourceErrorTests {
    enum Reader: String, Sendable, CaseIterable {
        case json, catalog, strings, stringsdict, propertyList

        func read(_ bytes: [UInt8]) throws {
            switch self {
            case .json: _ = try JSONDocument(bytes: bytes)
            case .catalog: _ = try StringCatalog(bytes: bytes)
            case .strings: _ = try StringsTable(parsing: Data(bytes))
            case .stringsdict: _ = try StringsDictionary(parsing: Data(bytes))
            case .propertyList: _ = try PropertyList(parsing: Data(bytes))
            }
        }
    }

    static let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\">"

    @Test(arguments: [
        (Reader.json, Array("{\"a\": }".utf8), ResourceError.Kind.malformedJSON),
        (.json, Array("[1,]".utf8), .malformedJSON),
        (.json, [0x22, 0xFF, 0x22], .encoding),
        (.json, Array(String(repeating: "[", count: 600).utf8), .limitExceeded),
        (.catalog, Array("{\"strings\": []}".utf8), .schema),
        (.catalog, Array("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"fi\": {\"stringUnit\": {\"state\": \"translated\"}}}}}, \"version\": \"1.0\"}".utf8), .schema),
        (.catalog, Array("{\"strings\": {".utf8), .malformedJSON),
        (.strings, Array("\"a\" = \"b\"".utf8), .malformedStrings),
        (.strings, Array("/* open".utf8), .malformedStrings),
        (.strings, [0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x22, 0x3B], .encoding),
        (.strings, Array((plist + "<array/></plist>").utf8), .schema),
        (.stringsdict, Array((plist + "<array/></plist>").utf8), .schema),
        (.stringsdict, Array((plist + "<dict><key>k</key></dict></plist>").utf8), .malformedPropertyList),
        (.propertyList, Array((plist + "<dict><key>a</key><string>x</dict></plist>").utf8), .malformedPropertyList),
        (.propertyList, Array("bplist00garbage".utf8), .malformedPropertyList),
        (.propertyList, Array((plist + String(repeating: "<array>", count: 600)).utf8), .limitExceeded),
    ])
    func readersReportTheirKind(_ reader: Reader, _ bytes: [UInt8], _ kind: ResourceError.Kind) {
        let error = #expect(throws: ResourceError.self) { try reader.read(bytes) }
        #expect(error?.kind == kind, "\(String(describing: error))")
    }

    @Test func aMissingFileIsNotFoundAndAFolderUnreadable() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Localizable.xcstrings")
        let notFound = #expect(throws: ResourceError.self) { try StringCatalog(contentsOf: missing) }
        #expect(notFound?.kind == .notFound)
        #expect(notFound?.file == missing.path)
        // A folder exists but cannot be read as a file.
        let folder = FileManager.default.temporaryDirectory
        let unreadable = #expect(throws: ResourceError.self) { try StringCatalog(contentsOf: folder) }
        #expect(unreadable?.kind == .unreadable)
        let noFolder = #expect(throws: ResourceError.self) { try LocalizationFolder(contentsOf: missing.deletingLastPathComponent()) }
        #expect(noFolder?.kind == .notFound)
    }

    @Test func formatStringsAndNamesHaveTheirKinds() {
        let format = #expect(throws: ResourceError.self) { try FormatString.validate("abc %n") }
        #expect(format?.kind == .formatString)
        #expect(format?.position == SourcePosition(line: 1, column: 5))
    }

    @Test func locationAccessorsAndFileChanges() {
        var error = ResourceError(.schema, position: SourcePosition(line: 2, column: 3), keyPath: ["strings", "k"], message: "m")
        #expect(error.file == nil)
        error = error.inFile("a.xcstrings")
        #expect(error.location == DiagnosticLocation(file: "a.xcstrings", position: SourcePosition(line: 2, column: 3), keyPath: ["strings", "k"]))
        #expect(error.diagnostic == Diagnostic(.error, "m", location: error.location))
        #expect(ResourceError.Kind(rawValue: "malformedJSON") == .malformedJSON)
    }
}
