import Foundation

/// A folder of files written for one test, removed when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder and writes `files` (relative path → UTF-8 contents) into it.
    public init(_ files: [String: String] = [:], prefix: String = "sanasto") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, contents) in files { try write(Data(contents.utf8), to: path) }
    }

    /// Writes `data` at `path` inside the folder, creating folders on the way, and returns its URL.
    @discardableResult
    public func write(_ data: Data, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// The URL of `path` inside the folder.
    public func appending(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Runs `cleanup` when the folder is removed: for what a test made outside it (a scratch database schema).
    public func addTeardown(_ cleanup: @escaping @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        teardowns.append(cleanup)
    }

    private let lock = NSLock()
    private var teardowns: [@Sendable () -> Void] = []

    deinit {
        for cleanup in teardowns.reversed() { cleanup() }
        try? FileManager.default.removeItem(at: url)
    }
}
