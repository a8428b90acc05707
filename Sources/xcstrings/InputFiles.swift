import CommandLineSupport
import Foundation

/// Finds the resource files a command reads: files given by path, and `.xcstrings`, `.strings` and
/// `.stringsdict` files found in folders (recursively, skipping hidden files and folders and symbolic links
/// to folders).
enum InputFiles {
    /// The resource file extensions searched for in folders.
    static let resourceExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

    /// The files named by `paths`: a file is kept as given, a folder is searched for files whose extension
    /// is in `extensions`, in sorted order. Paths in the result start with the path as given.
    ///
    /// - Throws: ``CommandFailure/noInput(_:)`` (exit 66) for a path that does not exist or cannot be read.
    static func find(_ paths: [String], extensions: Set<String> = resourceExtensions) throws(CommandFailure) -> [String] {
        let fileManager = FileManager.default
        var files: [String] = []
        var seen = Set<String>()
        func add(_ path: String) {
            // `a.xcstrings`, `./a.xcstrings` and `Res/../a.xcstrings` (a folder and a file in it, overlapping
            // globs) are one file, read and reported once under the path first given.
            if seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted { files.append(path) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Many tools read standard input for `-`; these need a file (the kind decides the parser).
                if path == "-" { throw .usage("'-' (standard input) is not read; give a file or folder (./- for a file named -)") }
                throw .noInput("no such file or folder: \(path)")
            }
            guard fileManager.isReadableFile(atPath: path) else {
                throw .noInput("cannot read \(path): permission denied")
            }
            guard isDirectory.boolValue else {
                add(path)
                continue
            }
            var found: [String] = []
            try search(path, extensions: extensions, into: &found)
            for file in found.sorted() { add(file) }
        }
        return files
    }

    private static func search(_ folder: String, extensions: Set<String>, into found: inout [String]) throws(CommandFailure) {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
            throw .noInput("cannot read folder \(folder)")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // A symbolic link to a folder is not followed, so that a link loop cannot recurse forever.
                let type = (try? fileManager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink { continue }
                try search(path, extensions: extensions, into: &found)
            } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                guard fileManager.isReadableFile(atPath: path) else { throw .noInput("cannot read \(path): permission denied") }
                found.append(path)
            }
        }
    }
}
