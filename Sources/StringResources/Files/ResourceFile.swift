import Foundation

/// Reads resource files from disk with the error every parser reports when a file cannot be read.
enum ResourceFile {
    /// The bytes of the file at `url`, or a ``ResourceError`` naming the file.
    static func contents(of url: URL) throws(ResourceError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ResourceError.cannotRead(url.path, error)
        }
    }
}
