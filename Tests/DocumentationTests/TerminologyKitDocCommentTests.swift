import Foundation
import Testing
import TerminologyKit
import _SanastoTestSupport

// The `///` example of `TerminologyStore`, as written.

/// Not run: `LibraryLocation.resolve()` finds the user's own library (`SANASTO_LIBRARY`, else the XDG data folder of
/// the home folder), which a test must not write to, and the environment is the whole process's. The test below
/// runs the same calls on a library in a temporary folder.
func openTheUsersLibrary() throws {
    let store = try TerminologyStore(url: LibraryLocation.resolve().url)
    let terminology = try store.write { library in
        try library.createTerminology(Terminology(title: "Solubiologia", languages: [.finnish, .english]))
    }
    let counts = try store.read { try $0.categorySummaries(of: terminology.id) }
    print(counts)
}

@Suite struct TerminologyKitDocCommentTests {
    @Test func terminologyStore() throws {
        let folder = try TemporaryFolder()
        let location = try LibraryLocation.resolve(environment: ["SANASTO_LIBRARY": folder.appending("library.sqlite").path])
        #expect(location.url.lastPathComponent == "library.sqlite")
        let store = try TerminologyStore(url: location.url)
        let terminology = try store.write { library in
            try library.createTerminology(Terminology(title: "Solubiologia", languages: [.finnish, .english]))
        }
        let counts = try store.read { try $0.categorySummaries(of: terminology.id) }
        #expect(counts.isEmpty)
        #expect(try store.read { try $0.conceptCount(in: .terminology(terminology.id)) } == 0)
    }
}
