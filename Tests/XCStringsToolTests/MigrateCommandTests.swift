import Foundation
import Testing
import _SanastoTestSupport

/// Temporary working folders for the conversion commands, and snapshots of the files they write.
enum ConversionWorkspace {
    /// Runs the tool in a fresh workspace holding `copies`, compares its output with the snapshot `name`,
    /// and checks that it wrote exactly `written` (whose contents are snapshotted too).
    static func expectSnapshot(_ name: String, copies: [String: String], arguments: [String], writes written: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try make(copies)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = Set(files(in: folder))
        try XCStringsTool.expectSnapshot(name, arguments, in: folder, sourceLocation: sourceLocation)
        let created = files(in: folder).filter { !inputs.contains($0) }
        #expect(created == written, "files written", sourceLocation: sourceLocation)
        if !written.isEmpty { try expectFiles("\(name)-files", written, in: folder) }
    }

    /// `Tests/StringResourcesTests/Fixtures/conversions`, the conversion fixtures.
    static let fixtures = XCStringsTool.packageRoot.appendingPathComponent("Tests/StringResourcesTests/Fixtures/conversions", isDirectory: true)

    /// A new temporary folder holding copies of `fixtures` (fixture name → name in the folder).
    static func make(_ copies: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("xcstrings-conversion-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (fixture, name) in copies {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Every regular file under `folder`, relative paths sorted.
    static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// Compares the files `paths` under `folder` with `Snapshots/<name>.txt` (each as `=== path` and its text).
    /// `SNAPSHOT_RECORD=1` writes the snapshot anew, as ``XCStringsTool/expectSnapshot(_:_:in:environment:sourceLocation:)`` does.
    static func expectFiles(_ name: String, _ paths: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var text = ""
        for path in paths {
            let content = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            text += "=== \(path)\n\(content)\n"
        }
        let file = XCStringsTool.packageRoot.appendingPathComponent("Tests/XCStringsToolTests/Snapshots/\(name).txt")
        try Snapshot.expect(text, matches: file, sourceLocation: sourceLocation)
    }
}

/// `xcstrings migrate` end to end, in a temporary folder: output, exit code and the files written.
@Suite struct MigrateCommandTests {
    /// (snapshot, fixtures to copy, arguments, files expected afterwards besides the inputs).
    static let cases: [(String, [String: String], [String], [String])] = [
        ("migrate-rich", ["rich": "in"], ["migrate", "in", "--output", "Localizable.xcstrings"], ["Localizable.xcstrings"]),
        ("migrate-every-table", ["tables": "Resources"], ["migrate", "Resources", "--output", "Catalogs"],
         ["Catalogs/InfoPlist.xcstrings", "Catalogs/Localizable.xcstrings"]),
        ("migrate-one-table", ["tables": "Resources"], ["migrate", "Resources", "-t", "InfoPlist", "-o", "InfoPlist.xcstrings"],
         ["InfoPlist.xcstrings"]),
        ("migrate-development-language", ["tables": "Resources"],
         ["migrate", "Resources", "--table", "Localizable", "--development-language", "fi", "--output", "fi.xcstrings"], ["fi.xcstrings"]),
        ("migrate-several-tables-one-file", ["tables": "Resources"], ["migrate", "Resources", "--output", "All.xcstrings"], []),
        ("migrate-unknown-table", ["tables": "Resources"], ["migrate", "Resources", "--table", "Nope", "--output", "Nope.xcstrings"], []),
        // An entry that cannot be read is left out with a warning; the rest migrates.
        ("migrate-parse-error", ["broken": "in"], ["migrate", "in", "--output", "Localizable.xcstrings"], ["Localizable.xcstrings"]),
        // A file that cannot be read at all stops everything.
        ("migrate-unreadable-file", ["unreadable": "in"], ["migrate", "in", "--output", "Localizable.xcstrings"], []),
        // No en.lproj or Base.lproj: en-US is the source language; with none to tell, nothing is written.
        ("migrate-regional-development-language", ["regional": "in"], ["migrate", "in", "--output", "Localizable.xcstrings"],
         ["Localizable.xcstrings"]),
        ("migrate-unknown-development-language", ["unknown": "in"], ["migrate", "in", "--output", "Localizable.xcstrings"], []),
        ("migrate-absent-development-language", ["regional": "in"],
         ["migrate", "in", "--development-language", "en", "--output", "Localizable.xcstrings"], []),
        ("migrate-missing-folder", [:], ["migrate", "nowhere", "--output", "x.xcstrings"], []),
        ("migrate-no-tables", [:], ["migrate", ".", "--output", "x.xcstrings"], []),
        ("migrate-no-output", ["tables": "Resources"], ["migrate", "Resources"], []),
        ("migrate-unknown-option", [:], ["migrate", "in", "--frobnicate"], []),
        ("migrate-file-not-folder", ["tables": "Resources"], ["migrate", "Resources/en.lproj/Localizable.strings", "--output", "L.xcstrings"], []),
        // A mistyped catalog name is refused instead of becoming a folder named like a file.
        ("migrate-mistyped-output", ["tables": "Resources"], ["migrate", "Resources", "--table", "Localizable", "--output", "L.xcstring"], []),
        ("migrate-uppercase-extension", ["tables": "Resources"],
         ["migrate", "Resources", "--table", "Localizable", "--output", "L.XCStrings"], ["L.XCStrings"]),
        ("migrate-help", [:], ["migrate", "--help"], []),
    ]

    @Test(arguments: cases)
    func snapshot(_ name: String, _ copies: [String: String], _ arguments: [String], _ written: [String]) throws {
        try ConversionWorkspace.expectSnapshot(name, copies: copies, arguments: arguments, writes: written)
    }

    @Test func anEntryParseErrorNamesTheFileLineAndColumnAndTheRestMigrates() throws {
        let folder = try ConversionWorkspace.make(["broken": "in"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try XCStringsTool.run(["migrate", "in", "--output", "Localizable.xcstrings"], in: folder)
        #expect(output.exitCode == 0)
        #expect(output.standardError.hasPrefix("in/fi.lproj/Localizable.strings:2:21: warning: "))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Localizable.xcstrings").path))
    }

    @Test func aFileThatCannotBeReadNamesItAndWritesNothing() throws {
        let folder = try ConversionWorkspace.make(["unreadable": "in"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try XCStringsTool.run(["migrate", "in", "--output", "Localizable.xcstrings"], in: folder)
        #expect(output.exitCode == 65)
        #expect(output.standardError.hasPrefix("in/fi.lproj/Localizable.strings:"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Localizable.xcstrings").path))
    }

    @Test func anExistingCatalogIsReplacedAtomically() throws {
        let folder = try ConversionWorkspace.make(["tables": "Resources"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
        let output = try XCStringsTool.run(["migrate", "Resources", "--table", "Localizable", "--output", "L.xcstrings"], in: folder)
        #expect(output.exitCode == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("L.xcstrings"), encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\""))
        #expect(ConversionWorkspace.files(in: folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
}
