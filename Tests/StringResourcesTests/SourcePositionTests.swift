import Foundation
import Testing
@testable import StringResources

@Suite struct SourcePositionTests {
    @Test(arguments: [
        ("abc", 0, 1, 1),
        ("abc", 2, 1, 3),
        ("a\nb", 2, 2, 1),
        ("a\r\nb", 3, 2, 1),
        ("a\rb", 2, 2, 1),
        ("ä\nxö", 5, 2, 3),
        ("äö", 4, 1, 3),
    ])
    func positionOfOffset(text: String, offset: Int, line: Int, column: Int) {
        #expect(SourcePosition(offset: offset, in: Array(text.utf8)) == SourcePosition(line: line, column: column))
    }

    @Test func errorDescription() {
        let error = ResourceError(.schema, file: "a.xcstrings", position: .init(line: 3, column: 7), keyPath: ["strings", "k"], message: "expected a string")
        #expect(error.description == "a.xcstrings:3:7: error: expected a string (strings › k)")
    }

    @Test func atomicWriteReplacesAndLeavesNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-atomic-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("out.txt")
        try AtomicFile.write("one", to: file, createFolders: true)
        try AtomicFile.write("two", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
        try FileManager.default.removeItem(at: folder)
    }

    @Test func atomicRewriteKeepsThePermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("script.sh")
        try AtomicFile.write("one", to: file, createFolders: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o754], ofItemAtPath: file.path)
        try AtomicFile.write("two", to: file)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o754)
    }

    @Test func atomicWriteThroughASymbolicLinkKeepsTheLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real/Localizable.xcstrings")
        try AtomicFile.write("one", to: target, createFolders: true)
        let link = folder.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/Localizable.xcstrings")
        try AtomicFile.write("two", to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/Localizable.xcstrings")
        #expect(try String(contentsOf: target, encoding: .utf8) == "two")
    }
}
