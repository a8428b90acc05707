import Foundation

/// One temporary folder per fuzzing process, emptied and refilled for each input, for the engines that read files
/// (the Localizer, lint); removed when the process ends normally.
public enum FuzzFolder {
    nonisolated(unsafe) private static var created: URL?

    /// The process's folder, created on first use.
    public static var url: URL {
        if let created { return created }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { if let created = FuzzFolder.created { try? FileManager.default.removeItem(at: created) } }
        created = url
        return url
    }

    /// Empties the folder and writes `files` (relative path → bytes) into it; returns the folder.
    @discardableResult
    public static func fill(_ files: [String: [UInt8]]) -> URL {
        let folder = url
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        for (path, bytes) in files {
            let file = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
        }
        return folder
    }
}

/// Runs an async body to its end from a synchronous fuzzing entry point.
public func fuzzRun(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    done.wait()
}
