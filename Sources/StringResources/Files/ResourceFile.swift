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

    /// Reads the file at `url` and parses its bytes with `parse`; errors, the reading's and the parser's, name the
    /// file.
    static func parse<Value>(_ url: URL, _ parse: ([UInt8]) throws(ResourceError) -> Value) throws(ResourceError) -> Value {
        let data = try contents(of: url)
        do {
            return try parse([UInt8](data))
        } catch {
            throw error.inFile(url.path)
        }
    }
}
