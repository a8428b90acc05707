import Foundation
import Testing
@testable import StringResources

@Suite struct AtomicFileTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-atomic-\(UUID().uuidString)")
    }

    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesANewFileInNewFoldersAndLeavesNoTemporaryFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("fi.lproj/Localizable.strings")
        try AtomicFile.write("\"a\" = \"ä\";\n", to: url, createFolders: true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "\"a\" = \"ä\";\n")
        #expect(try contents(of: url.deletingLastPathComponent()) == ["Localizable.strings"])
    }

    @Test func replacingAFileKeepsItsPermissions() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Localizable.xcstrings")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o640)
        #expect(try contents(of: folder) == ["Localizable.xcstrings"])
    }

    @Test func aFailedWriteLeavesTheTargetAndNoTemporaryFile() throws {
        let folder = temporaryFolder()
        // The target is a non-empty folder, which a rename cannot replace.
        let target = folder.appendingPathComponent("Localizable.strings")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("x".utf8), to: target) }
        #expect(try contents(of: folder) == ["Localizable.strings"])
        #expect(try Data(contentsOf: target.appendingPathComponent("inside")) == Data("keep".utf8))
    }
}
