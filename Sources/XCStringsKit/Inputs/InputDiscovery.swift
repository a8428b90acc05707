import Foundation

/// Finds the resource files a command reads: files given by path, `.xcstrings`, `.strings` and `.stringsdict`
/// files in folders, and glob patterns the shell did not expand.
///
/// Folders are searched recursively in sorted order, skipping hidden files and folders and symbolic links to
/// folders (a link loop cannot recurse forever). A path that does not exist but has `*`, `?` or `[` is a glob
/// (`Resources/**/*.xcstrings`; `**` matches any number of folders). One file named several ways (a folder and a
/// file in it, `./a.xcstrings` and `a.xcstrings`, overlapping globs) is read once, under the path first given.
/// `.strings` and `.stringsdict` files of one table in several `<language>.lproj` folders are grouped by the
/// readers (``StringResources/ValidationTableSet``), not here.
public enum InputDiscovery {
    /// The resource file extensions searched for in folders.
    public static let resourceExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

    /// The files named by `paths`: a file is kept as given, a folder is searched for files whose extension is in
    /// `extensions` (case-insensitive), a glob is expanded. Paths in the result start with the path as given.
    ///
    /// - Throws: ``XCStringsError/Kind/inputNotFound`` for a path that does not exist or cannot be read, or a glob
    ///   that matches nothing; ``XCStringsError/Kind/invalidRequest`` for `-` (standard input is not read).
    public static func files(_ paths: [String], extensions: Set<String> = resourceExtensions) throws(XCStringsError) -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        func add(_ path: String) {
            if seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted { files.append(path) }
        }
        for path in paths {
            if !FileManager.default.fileExists(atPath: path), GlobPattern.isPattern(path) {
                let matches = GlobPattern(path).matches()
                guard !matches.isEmpty else { throw .inputNotFound("no files or folders match '\(path)'") }
                for match in matches {
                    // A file a glob matched is kept only when it is a resource (`*` also matches a README).
                    guard isFolder(match) || hasExtension(match, extensions) else { continue }
                    for file in try search(match, extensions: extensions) { add(file) }
                }
                continue
            }
            for file in try search(path, extensions: extensions) { add(file) }
        }
        return files
    }

    /// The path itself when it is a file, the resource files under it when it is a folder.
    private static func search(_ path: String, extensions: Set<String>) throws(XCStringsError) -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // Many tools read standard input for `-`; these need a file (the kind decides the parser).
            if path == "-" { throw .invalidRequest("'-' (standard input) is not read; give a file or folder (./- for a file named -)") }
            throw .inputNotFound("no such file or folder: \(path)")
        }
        guard fileManager.isReadableFile(atPath: path) else {
            throw .inputNotFound("cannot read \(path): permission denied")
        }
        guard isDirectory.boolValue else { return [path] }
        var found: [String] = []
        try searchFolder(path, extensions: extensions, into: &found)
        return found.sorted()
    }

    private static func searchFolder(_ folder: String, extensions: Set<String>, into found: inout [String]) throws(XCStringsError) {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
            throw .inputNotFound("cannot read folder \(folder)")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // A symbolic link to a folder is not followed, so that a link loop cannot recurse forever.
                let type = (try? fileManager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink { continue }
                try searchFolder(path, extensions: extensions, into: &found)
            } else if hasExtension(name, extensions) {
                guard fileManager.isReadableFile(atPath: path) else { throw .inputNotFound("cannot read \(path): permission denied") }
                found.append(path)
            }
        }
    }

    static func hasExtension(_ path: String, _ extensions: Set<String>) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
