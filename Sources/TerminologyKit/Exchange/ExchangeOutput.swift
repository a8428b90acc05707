import Foundation

/// Where an export writes, piece by piece: a file that replaces its target only when the export is complete
/// (a temporary file in the same folder, flushed to disk, then renamed), or memory.
///
/// A failed export leaves the target as it was: `discard()` (or deinit without `commit()`) removes the
/// temporary file.
final class ExchangeOutput {
    private var handle: FileHandle?
    private var temporary: URL?
    private var target: URL?
    private var memory: [UInt8] = []
    private(set) var byteCount = 0

    /// An output to `url`, replaced atomically on `commit()`.
    static func file(_ url: URL) throws -> ExchangeOutput {
        let output = ExchangeOutput()
        let target = url.resolvingSymlinksInPath()
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw ExchangeError(.unreadable, "cannot create a file in \(target.deletingLastPathComponent().path)", file: url.path)
        }
        output.handle = try FileHandle(forWritingTo: temporary)
        output.temporary = temporary
        output.target = target
        return output
    }

    /// An output kept in memory (`commit()` returns it).
    static func memory() -> ExchangeOutput { ExchangeOutput() }

    func write(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        byteCount += bytes.count
        if let handle {
            try handle.write(contentsOf: bytes)
        } else {
            memory.append(contentsOf: bytes)
        }
    }

    func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Finishes: a file is flushed and renamed over its target (keeping the target's permissions); memory is
    /// returned.
    @discardableResult
    func commit() throws -> Data {
        guard let handle, let temporary, let target else { return Data(memory) }
        try handle.synchronize()
        try handle.close()
        self.handle = nil
        if let permissions = try? FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            self.temporary = nil
            throw ExchangeError(.unreadable, "cannot replace the file", file: target.path)
        }
        self.temporary = nil
        return Data()
    }

    /// Abandons the export: the temporary file is removed and the target left as it was.
    func discard() {
        try? handle?.close()
        handle = nil
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        temporary = nil
    }

    deinit { discard() }
}
