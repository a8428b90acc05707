import Foundation

/// A library in an SQLite file: WAL mode, foreign keys on, a 5-second busy timeout, Sanasto's application id.
public struct SQLiteBackend: DatabaseBackend {
    /// The library file.
    public let url: URL
    /// How long a connection waits for another process's write lock before failing.
    public let busyTimeout: Duration

    /// The value of `PRAGMA application_id` in every Sanasto library: `SNST` in ASCII.
    public static let applicationID: Int32 = 0x534E_5354

    /// How messages name the library: the file's path, unless it is written under another name for now.
    public let location: String

    /// A backend on the file at `url`; `location` names it in messages when that is not its path (a library being
    /// created under a temporary name is named for where it will be).
    public init(url: URL, busyTimeout: Duration = .seconds(5), location: String? = nil) {
        self.url = url
        self.busyTimeout = busyTimeout
        self.location = location ?? url.path
    }

    /// Opens the file, creating it and its folders when missing.
    public func connect() throws -> any DatabaseConnection {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw StoreError(
                    operation: "open library", location: location,
                    reason: StoreError.Reason.invalid, detail: "cannot create the folder \(folder.path): \(error.localizedDescription)")
            }
        }
        let milliseconds = busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        return try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: Int32(clamping: milliseconds), location: location)
    }
}
