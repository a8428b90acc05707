import Foundation

/// What a streamed `ResponseBody` writes to, as Hummingbird's `ResponseBodyWriter`.
///
/// Each `write` returns once the bytes are queued within the connection's buffer limit, so a client that
/// reads slowly slows the writer down instead of filling memory. A write after the client went away throws
/// `ResponseBodyWriterError.connectionClosed`.
public protocol ResponseBodyWriter: Sendable {
    /// Sends `bytes` as the next part of the body.
    mutating func write(_ bytes: [UInt8]) async throws
    /// Ends the body; `trailingHeaders` are sent as chunked trailer fields when the body is chunked.
    /// Returning from the body's closure without calling it finishes the body too.
    mutating func finish(_ trailingHeaders: HTTPFields?) async throws
}

extension ResponseBodyWriter {
    /// Sends `string`'s UTF-8 as the next part of the body.
    public mutating func write(_ string: String) async throws { try await write(Array(string.utf8)) }
    /// Sends `data`'s bytes as the next part of the body.
    public mutating func write(_ data: Data) async throws { try await write([UInt8](data)) }
}
