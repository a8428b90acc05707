import Foundation
import Testing
@testable import XCStringsKit
import _SanastoTestSupport

/// `SwiftSourceDiscovery`: which files a set of paths names, in order and each once however the paths overlap
/// or are spelled (`.`, `..`, a trailing slash, a file named beside its folder).
@Suite struct SwiftSourceDiscoveryTests {
    /// Paths (relative to a tree of `A.swift`, `Sub/B.swift`, `Sub/Deeper/C.swift`, `Tests/T.swift`,
    /// `.build/D.swift`, `notes.txt`) → the files found, relative to the tree, in order.
    static let cases: [(paths: [String], expected: [String])] = [
        (["."], ["A.swift", "Sub/B.swift", "Sub/Deeper/C.swift"]),
        (["./"], ["A.swift", "Sub/B.swift", "Sub/Deeper/C.swift"]),
        (["Sub", "."], ["Sub/B.swift", "Sub/Deeper/C.swift", "A.swift"]),
        (["Sub/./Deeper", "Sub/Deeper/../Deeper/C.swift", "Sub//Deeper"], ["Sub/Deeper/C.swift"]),
        (["Sub/B.swift", "Sub/../Sub", "./Sub/B.swift"], ["Sub/B.swift", "Sub/Deeper/C.swift"]),
        (["Sub/Deeper/..", "A.swift", "Sub/Deeper/../../A.swift"], ["Sub/B.swift", "Sub/Deeper/C.swift", "A.swift"]),
        (["Tests/T.swift", "notes.txt"], ["Tests/T.swift", "notes.txt"]),
    ]

    @Test(arguments: cases)
    func findsEachFileOnce(_ paths: [String], _ expected: [String]) throws {
        let folder = try TemporaryFolder([
            "A.swift": "", "Sub/B.swift": "", "Sub/Deeper/C.swift": "", "Tests/T.swift": "", ".build/D.swift": "", "notes.txt": "",
        ])
        let root = folder.url.path
        let found = try SwiftSourceDiscovery.find(paths.map { root + "/" + $0 })
        // Each found path is the one given or built from it; compared by the file it names.
        let relative = found.map { URL(fileURLWithPath: $0).standardizedFileURL.path.dropFirst(URL(fileURLWithPath: root).standardizedFileURL.path.count + 1) }
        #expect(relative.map(String.init) == expected)
    }

    /// A link to a Swift file is read; a link to a folder (here one that loops back) and a broken link are not.
    @Test func followsLinksToFilesOnly() throws {
        let folder = try TemporaryFolder(["A.swift": "", "Sub/B.swift": ""])
        let root = folder.url.path
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked.swift", withDestinationPath: root + "/Sub/B.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sub/Loop", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/Broken.swift", withDestinationPath: root + "/missing.swift")
        let found = try SwiftSourceDiscovery.find([root])
        #expect(found.map { String($0.dropFirst(root.count + 1)) } == ["A.swift", "Linked.swift", "Sub/B.swift"])
    }

    @Test func anUnreadableFolderIsAFailure() {
        #expect(throws: SwiftSourceDiscovery.Failure.self) { try SwiftSourceDiscovery.find(["/nonexistent-\(UUID().uuidString)"]) }
    }
}
