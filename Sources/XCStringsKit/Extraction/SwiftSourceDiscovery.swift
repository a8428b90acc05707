import Foundation

/// Finds the Swift files extraction reads: files given by path, and `.swift` files in folders, recursively.
///
/// In folders, hidden entries (`.build`, `.git`, `.swiftpm`), `DerivedData`, `Pods` and `Carthage` are
/// skipped, and so are test folders (`Tests`, and names ending in `Tests`) unless `includesTests` is set:
/// Xcode extracts a target's own sources into its catalogs, and tests are seldom a localized target. A file
/// named explicitly is always read. Symbolic links to folders are not followed.
public enum SwiftSourceDiscovery {
    /// Folder names never searched.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage"]

    /// Why a path could not be read.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// What went wrong.
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The Swift files named by `paths`, each folder's in sorted order, without repeats.
    public static func find(_ paths: [String], includesTests: Bool = false) throws(Failure) -> [String] {
        var files: [String] = []
        // Each file once, by its standardized path (`.` and `..` resolved, made absolute).
        var seen = Set<String>()
        func add(_ path: String, standardized: String) {
            if seen.insert(standardized).inserted { files.append(path) }
        }
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Failure(path: path, reason: "no such file or folder")
            }
            if isFolder.boolValue {
                var found: [(path: String, standardized: String)] = []
                let standardized = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
                try search(path, standardized: standardized, includesTests: includesTests, into: &found)
                for file in found { add(file.path, standardized: file.standardized) }
            } else {
                // Only files are added here: saying so spares the URL a look at the file system.
                add(path, standardized: URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.path)
            }
        }
        return files
    }

    /// `standardized` is the folder's standardized path; an entry's is that and its name (a name has no `/`
    /// and is never `.` or `..`), so that a tree of thousands of files is not standardized file by file.
    private static func search(_ folder: String, standardized: String, includesTests: Bool,
                               into found: inout [(path: String, standardized: String)]) throws(Failure) {
        guard let entries = FolderEntry.entries(of: folder) else { throw Failure(path: folder, reason: "cannot read the folder") }
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let standardizedPath = standardized.hasSuffix("/") ? standardized + name : standardized + "/" + name
            let isFolder: Bool
            switch entry.kind {
            case .folder: isFolder = true
            case .file: isFolder = false
            case .link, .other:
                var exists: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &exists) else { continue }
                isFolder = exists.boolValue
                // A link to a folder is not followed, so that a loop of links cannot recurse forever.
                if isFolder, entry.kind == .link || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
            }
            if isFolder {
                if skippedFolders.contains(name) { continue }
                if !includesTests && (name == "Tests" || name.hasSuffix("Tests")) { continue }
                try search(path, standardized: standardizedPath, includesTests: includesTests, into: &found)
            } else if name.hasSuffix(".swift") {
                found.append((path, standardizedPath))
            }
        }
    }
}
