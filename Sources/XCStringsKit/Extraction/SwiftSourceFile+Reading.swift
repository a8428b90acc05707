import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SwiftSourceFile {
    /// The bytes of the file at `path`, nil when it cannot be read.
    ///
    /// A regular file is read straight into the array the lexer reads: going through `Data` copied every
    /// source byte once more into freshly mapped memory. Anything else (a pipe, a file that changes size while
    /// it is read) is read through Foundation.
    static func readBytes(atPath path: String) -> [UInt8]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return foundationBytes(path) }
        let size = Int(status.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < size {
                let read = read(descriptor, base + count, size - count)
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else { break }
                count += read
            }
            complete = count == size
        }
        var probe: UInt8 = 0
        // Shorter or longer than it said: it changed while being read; Foundation reads what is there now.
        guard complete, read(descriptor, &probe, 1) == 0 else { return foundationBytes(path) }
        return bytes
        #else
        return foundationBytes(path)
        #endif
    }

    private static func foundationBytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
