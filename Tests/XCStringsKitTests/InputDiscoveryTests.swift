import Foundation
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

@Suite struct InputDiscoveryTests {
    /// A folder of resources and other files, with a hidden folder and a link loop that must not be followed.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder([
            "App/Localizable.xcstrings": "{}",
            "App/en.lproj/Localizable.strings": "",
            "App/fi.lproj/Localizable.stringsdict": "",
            "App/README.md": "",
            "App/Nested/Deep/InfoPlist.xcstrings": "{}",
            "App/.hidden/Secret.xcstrings": "{}",
            "Other/Upper.XCSTRINGS": "{}",
            "Other/notes.txt": "",
        ])
        try FileManager.default.createSymbolicLink(atPath: folder.appending("App/Nested/Loop").path, withDestinationPath: folder.appending("App").path)
        return folder
    }

    static func relative(_ files: [String], to folder: TemporaryFolder) -> [String] {
        files.map { $0.hasPrefix(folder.url.path + "/") ? String($0.dropFirst(folder.url.path.count + 1)) : $0 }
    }

    @Test(arguments: [
        // (inputs, files found)
        (["App"], ["App/Localizable.xcstrings", "App/Nested/Deep/InfoPlist.xcstrings", "App/en.lproj/Localizable.strings", "App/fi.lproj/Localizable.stringsdict"]),
        (["Other"], ["Other/Upper.XCSTRINGS"]),
        // A file given by path is kept as given, whatever its extension (its reader decides).
        (["Other/notes.txt"], ["Other/notes.txt"]),
        // Globs the shell did not expand; `**` is any number of folders, none included.
        (["App/*.xcstrings"], ["App/Localizable.xcstrings"]),
        (["App/**/*.xcstrings"], ["App/Localizable.xcstrings", "App/Nested/Deep/InfoPlist.xcstrings"]),
        (["*/*.lproj"], ["App/en.lproj/Localizable.strings", "App/fi.lproj/Localizable.stringsdict"]),
        (["App/[ef]?.lproj/Localizable.*"], ["App/en.lproj/Localizable.strings", "App/fi.lproj/Localizable.stringsdict"]),
        (["App/[!e]*.lproj"], ["App/fi.lproj/Localizable.stringsdict"]),
        // A glob's files that are not resources are skipped; hidden folders only by a pattern that names them.
        (["App/*"], ["App/Localizable.xcstrings", "App/Nested/Deep/InfoPlist.xcstrings", "App/en.lproj/Localizable.strings", "App/fi.lproj/Localizable.stringsdict"]),
        (["App/.hidden/*.xcstrings"], ["App/.hidden/Secret.xcstrings"]),
        // One file named several ways is read once, under the first name.
        (["App/Localizable.xcstrings", "./App/Localizable.xcstrings", "App/../App/Localizable.xcstrings", "App/*.xcstrings"], ["App/Localizable.xcstrings"]),
        (["App/en.lproj", "App"], ["App/en.lproj/Localizable.strings", "App/Localizable.xcstrings", "App/Nested/Deep/InfoPlist.xcstrings", "App/fi.lproj/Localizable.stringsdict"]),
    ])
    func findsFiles(_ inputs: [String], _ expected: [String]) throws {
        let folder = try Self.folder()
        // Under the test's folder (tests run in parallel: the current folder is left alone); paths in the result
        // start with the path as given.
        let found = try InputDiscovery.files(inputs.map { folder.url.path + "/" + $0 })
        #expect(found.allSatisfy { $0.hasPrefix(folder.url.path + "/") })
        let relative = Self.relative(found, to: folder).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        #expect(relative.map { URL(fileURLWithPath: $0).standardized.relativePath } == expected.map { URL(fileURLWithPath: $0).standardized.relativePath })
        #expect(relative.count == expected.count)
    }

    @Test func absolutePathsAndGlobsStayAbsolute() throws {
        let folder = try Self.folder()
        let found = try InputDiscovery.files([folder.appending("App").path + "/*.xcstrings"])
        #expect(found == [folder.appending("App/Localizable.xcstrings").path])
        #expect(Self.relative(try InputDiscovery.files([folder.appending("Other").path]), to: folder) == ["Other/Upper.XCSTRINGS"])
    }

    @Test(arguments: [
        (["/nonexistent-\(UUID().uuidString)"], XCStringsError.Kind.inputNotFound, "no such file or folder: "),
        (["/nonexistent-dir/*.xcstrings"], .inputNotFound, "no files or folders match '/nonexistent-dir/*.xcstrings'"),
        (["-"], .invalidRequest, "'-' (standard input) is not read; give a file or folder (./- for a file named -)"),
    ])
    func reportsWhatIsMissing(_ inputs: [String], _ kind: XCStringsError.Kind, _ message: String) {
        let error = #expect(throws: XCStringsError.self) { try InputDiscovery.files(inputs) }
        #expect(error?.kind == kind)
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        ("*.xcstrings", "Localizable.xcstrings", true), ("*.xcstrings", "Localizable.strings", false),
        ("L?cal*", "Localizable", true), ("[a-c]x", "bx", true), ("[a-c]x", "dx", false), ("[!a-c]x", "dx", true),
        ("a*b*c", "aXbYc", true), ("a*b*c", "aXbY", false), ("*", "", true), ("[", "[", true), ("a[]", "a[]", true),
    ])
    func matchesOneComponent(_ pattern: String, _ name: String, _ matches: Bool) {
        #expect(GlobPattern.match(Array(pattern), Array(name)) == matches)
    }
}
