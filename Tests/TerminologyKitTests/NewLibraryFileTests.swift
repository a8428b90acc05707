import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// `NewLibraryFile`: a library that does not exist yet appears only when published, whole, and a discarded one
/// leaves nothing behind — not the file, not its companions, not the folders made for it.
@Suite struct NewLibraryFileTests {
    enum Ending: String, CaseIterable {
        case published, discarded, dropped
    }

    @Test(arguments: Ending.allCases)
    func theLibraryAppearsOnlyWhenPublished(_ ending: Ending) throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("data/sanasto/library.sqlite")
        var file: NewLibraryFile? = try NewLibraryFile(url: url)
        let terminology = try #require(file).store.write { writer in
            try writer.createTerminology(Terminology(title: "Solubiologia", languages: [.finnish, .english]))
        }
        #expect(!FileManager.default.fileExists(atPath: url.path), "the library is in place before it is published")
        switch ending {
        case .published: try file?.publish()
        case .discarded: file?.discard()
        case .dropped: file = nil
        }
        _ = file
        switch ending {
        case .published:
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["library.sqlite"])
            let store = try TerminologyStore(url: url)
            defer { store.close() }
            #expect(try store.read { try $0.terminologies().map(\.id) } == [terminology.id])
            #expect(try store.integrityProblems().isEmpty)
        case .discarded, .dropped:
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "\(ending) left files behind")
        }
    }

    @Test func aLibraryAnotherProgramCreatedMeanwhileIsNeverReplaced() throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("library.sqlite")
        let file = try NewLibraryFile(url: url)
        try file.store.write { try $0.createTerminology(Terminology(title: "Minun", languages: [.finnish])) }
        let other = try TerminologyStore(url: url)
        try other.write { try $0.createTerminology(Terminology(title: "Toisen", languages: [.english])) }
        other.close()
        let before = try Data(contentsOf: url)
        do {
            try file.publish()
            Issue.record("a library that appeared meanwhile was replaced")
        } catch let error as StoreError {
            #expect(error.isKind(.busy("")), "\(error)")
            #expect(error.location == url.path)
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["library.sqlite"])
    }

    @Test func aFolderThatCannotBeCreatedIsOneErrorNamingTheLibrary() throws {
        let folder = try TemporaryFolder()
        let blocker = try folder.write(Data("not a folder".utf8), to: "data")
        let url = blocker.appendingPathComponent("sanasto/library.sqlite")
        #expect {
            _ = try NewLibraryFile(url: url)
        } throws: { error in
            (error as? StoreError).map { $0.location == url.path && $0.isKind(.invalid("")) } ?? false
        }
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }

    /// What `kill -9` leaves: the file of a process that no longer runs goes; a running one's and others stay.
    @Test func theFilesOfKilledCommandsAreRemovedByTheNextNewLibrary() throws {
        let folder = try TemporaryFolder()
        let url = folder.appending("library.sqlite")
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        let abandoned = ".library.sqlite.new-\(exited.processIdentifier)-0f3c"
        let running = ".library.sqlite.new-\(ProcessInfo.processInfo.processIdentifier)-77aa"
        let kept = [running, running + "-wal", ".library.sqlite.new-9d2e-no-pid", "notes.txt"]
        for name in [abandoned, abandoned + "-wal", abandoned + "-shm"] + kept {
            try folder.write(Data("x".utf8), to: name)
        }
        let file = try NewLibraryFile(url: url)
        defer { file.discard() }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0 != file.stagingURL.lastPathComponent && !$0.hasPrefix(file.stagingURL.lastPathComponent + "-") }
        #expect(left.sorted() == kept.sorted())
        #expect(file.stagingURL.lastPathComponent.hasPrefix(".library.sqlite.new-\(ProcessInfo.processInfo.processIdentifier)-"))
    }
}
