import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads resource and source files from disk, with the error every parser reports when a file cannot be read.
public enum ResourceFile {
    /// The bytes of the file at `url`, or a ``ResourceError`` naming the file.
    static func contents(of url: URL) throws(ResourceError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ResourceError.cannotRead(url.path, error)
        }
    }

    /// The bytes of the file at `url` as an array, read straight into it (not into `Data` first and then copied:
    /// an app reading its catalog at launch pays for every pass over it).
    static func bytes(of url: URL) throws(ResourceError) -> [UInt8] {
        #if canImport(Glibc) || canImport(Darwin)
        if url.isFileURL, let bytes = readWhole(url.path) { return bytes }
        #endif
        // Anything unusual (not a regular file, a read that failed, a file that changed size) goes through
        // Foundation, which reports the error.
        return [UInt8](try contents(of: url))
    }

    /// The bytes of the file at `path`, read straight into the array as ``bytes(of:)`` reads them; nil when it
    /// cannot be read.
    public static func bytes(atPath path: String) -> [UInt8]? {
        #if canImport(Glibc) || canImport(Darwin)
        if let bytes = readWhole(path) { return bytes }
        #endif
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    #if canImport(Glibc) || canImport(Darwin)
    /// The whole regular file at `path` with POSIX calls, or `nil` when that does not simply work.
    private static func readWhole(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0, (information.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(information.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = 0
            while initialized < size {
                guard let start = buffer.baseAddress else { break }
                let count = read(descriptor, start + initialized, size - initialized)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    complete = false
                    break
                }
                initialized += count
            }
        }
        guard complete else { return nil }
        // A file that grew while it was read: leave it to Foundation.
        var probe: UInt8 = 0
        guard read(descriptor, &probe, 1) == 0 else { return nil }
        return bytes
    }
    #endif

    /// Reads the file at `url` and parses its bytes with `parse`; errors, the reading's and the parser's, name the
    /// file.
    static func parse<Value>(_ url: URL, _ parse: ([UInt8]) throws(ResourceError) -> Value) throws(ResourceError) -> Value {
        let bytes = try bytes(of: url)
        do {
            return try parse(bytes)
        } catch {
            throw error.inFile(url.path)
        }
    }
}
