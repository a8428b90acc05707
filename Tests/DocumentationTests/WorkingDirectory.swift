import Foundation

/// Runs an example that names files relative to the current folder in a folder of its own.
///
/// The articles' examples use relative paths (`"join.pbm"`, `"Sources/App/Resources"`), as a reader's code does; the
/// tests keep them and run them in a temporary folder, one at a time, since the current folder is the process's.
enum WorkingDirectory {
    private static let lock = NSLock()

    static func run<Result>(in folder: URL, _ body: () throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }
}
