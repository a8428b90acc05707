import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A library file that does not exist yet: written under a temporary name beside its place, and put in place only
/// when the command that needed it succeeds.
///
/// Opening a missing library creates it (and the folders on its way), so a command that opened the library before
/// it found its input bad — a malformed file, an unknown id — would leave an empty library behind. A command on a
/// library that does not exist yet works on a `NewLibraryFile` instead: ``publish()`` moves the finished file to
/// ``url``, and ``discard()`` (or dropping the value unpublished) removes the file and the folders made for it.
///
/// ```swift
/// let file = try NewLibraryFile(url: location.url)
/// defer { file.discard() }  // does nothing once published
/// try file.store.write { try $0.createTerminology(terminology) }
/// try file.publish()
/// ```
///
/// The temporary name carries the process id (`.library.sqlite.new-<pid>-<uuid>`): a command killed before it
/// settled (`kill -9`) leaves its file behind, and the next new library in that folder removes the files of
/// processes that no longer run.
public final class NewLibraryFile: @unchecked Sendable {
    /// Where the library will be.
    public let url: URL
    /// The library being written; its messages name ``url``.
    public let store: TerminologyStore
    /// The temporary file (a dot file beside ``url``, so that the final move is a link on the same file system).
    let stagingURL: URL
    /// The folders made for the file, innermost first, removed again when it is discarded.
    private let createdFolders: [URL]
    private let lock = NSLock()
    private var isSettled = false

    /// Starts a library that will be at `url` (which must not exist yet), creating the folders on its way.
    ///
    /// - Throws: `StoreError` when a folder cannot be created or the file cannot be written.
    public init(url: URL, scheduler: FSRSScheduler = .default) throws {
        self.url = url
        let folder = url.deletingLastPathComponent()
        stagingURL = folder.appendingPathComponent(
            "\(Self.stagingPrefix(for: url))\(getpid())-\(UUID().uuidString.lowercased())")
        createdFolders = try Self.createFolders(folder, for: url.path)
        Self.removeAbandoned(beside: url)
        do {
            store = try TerminologyStore(backend: SQLiteBackend(url: stagingURL, location: url.path), scheduler: scheduler)
        } catch {
            Self.remove(stagingURL, folders: createdFolders)
            throw error
        }
    }

    deinit { discard() }

    /// Closes the store and puts the file at ``url``.
    ///
    /// The file is linked, not renamed, into place, so that a library another process created there meanwhile is
    /// never replaced: this file is then discarded and the error is `.busy` (run the command again).
    public func publish() throws {
        guard settle() else { return }
        store.close()
        // The last connection's close checkpoints the WAL into the file and deletes it; a WAL left behind holds
        // commits the file alone lacks, so it is never published without it.
        let wal = stagingURL.path + "-wal"
        if let size = (try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? NSNumber, size.intValue > 0 {
            Self.remove(stagingURL, folders: createdFolders)
            throw StoreError(operation: "create library", location: url.path, reason: .database(
                code: 0, message: "the new library's write-ahead log was not checkpointed when it was closed; nothing was created"))
        }
        do {
            try FileManager.default.linkItem(at: stagingURL, to: url)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) {
                Self.remove(stagingURL, folders: [])
                throw StoreError(operation: "create library", location: url.path, reason: .busy("another program created the library while this command ran"))
            }
            // A file system without hard links: a rename, which Foundation refuses when the target exists.
            do {
                try FileManager.default.moveItem(at: stagingURL, to: url)
            } catch {
                Self.remove(stagingURL, folders: createdFolders)
                throw StoreError(operation: "create library", location: url.path, reason: .database(
                    code: 0, message: "cannot move the new library into place: \(error.localizedDescription)"))
            }
        }
        Self.remove(stagingURL, folders: [])
    }

    /// Closes the store and removes the file and the folders made for it; does nothing once published.
    public func discard() {
        guard settle() else { return }
        store.close()
        Self.remove(stagingURL, folders: createdFolders)
    }

    /// Whether this call is the one that settles the file (publishes or discards it).
    private func settle() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isSettled else { return false }
        isSettled = true
        return true
    }

    /// The start of every temporary name for a library at `url`.
    static func stagingPrefix(for url: URL) -> String { ".\(url.lastPathComponent).new-" }

    /// Removes the temporary files that killed commands left beside `url`: those whose process no longer runs.
    ///
    /// A file whose name has no process id, or whose process still runs (it may be writing it now), stays.
    static func removeAbandoned(beside url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = stagingPrefix(for: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            // SQLite's companions (-wal, -shm, -journal) go with their file.
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
                  !rest.hasSuffix("-wal"), !rest.hasSuffix("-shm"), !rest.hasSuffix("-journal"),
                  !isRunning(pid) else { continue }
            remove(folder.appendingPathComponent(name), folders: [])
        }
    }

    /// Whether a process with this id exists (one of another user's counts: its file is not ours to remove).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Creates `folder` and its missing parents; returns those it created, innermost first.
    private static func createFolders(_ folder: URL, for location: String) throws -> [URL] {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        guard let outermost = missing.last else { return [] }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            removeEmpty(missing)
            throw StoreError(
                operation: "open library", location: location,
                reason: StoreError.Reason.invalid, detail: "cannot create the folder \(outermost.path): \(error.localizedDescription)")
        }
        return missing
    }

    /// Removes the file with SQLite's companions, then each folder in `folders` that is empty.
    private static func remove(_ file: URL, folders: [URL]) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
        removeEmpty(folders)
    }

    private static func removeEmpty(_ folders: [URL]) {
        for folder in folders {
            // Only when empty: something another program put there meanwhile stays.
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty else { return }
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
