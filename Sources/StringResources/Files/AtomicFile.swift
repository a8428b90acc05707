import Foundation

/// Writes files atomically: a temporary file in the same folder, then a rename over the target.
///
/// A reader never sees a half-written file, a failure leaves the old file untouched, and a replaced
/// file keeps its permissions.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating intermediate folders when asked.
    public static func write(_ data: Data, to url: URL, createFolders: Bool = false) throws {
        // Through a symbolic link to the file it names: the rename must not replace the link itself.
        let url = url.resolvingSymlinksInPath()
        let folder = url.deletingLastPathComponent()
        if createFolders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temporary)
            // The bytes reach the disk before the rename makes them the file's, and a file that is
            // replaced keeps its permissions.
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.synchronize()
            try handle.close()
            if let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            #if os(Windows)
            if FileManager.default.fileExists(atPath: url.path) {
                _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
                return
            }
            #endif
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes `text` as UTF-8 to `url` atomically.
    public static func write(_ text: String, to url: URL, createFolders: Bool = false) throws {
        try write(Data(text.utf8), to: url, createFolders: createFolders)
    }
}
