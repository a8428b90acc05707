import Foundation

/// A response's body: bytes known up front, or a closure that streams them, as Hummingbird's `ResponseBody`.
///
/// A streamed body is sent with `Transfer-Encoding: chunked` unless `contentLength` is given (then exactly
/// that many bytes must be written). The closure runs after the head is sent; when the client goes away its
/// writes throw and its task is cancelled. A HEAD request gets the head only, and the closure never runs.
public struct ResponseBody: Sendable {
    enum Storage: Sendable {
        case bytes([UInt8])
        case stream(@Sendable (inout any ResponseBodyWriter) async throws -> Void)
    }

    let storage: Storage
    /// The body's length when known before it is sent.
    public let contentLength: Int?

    /// An empty body.
    public init() {
        storage = .bytes([])
        contentLength = 0
    }

    /// A body of `bytes`.
    public init(bytes: [UInt8]) {
        storage = .bytes(bytes)
        contentLength = bytes.count
    }

    /// A body of `data`'s bytes.
    public init(data: Data) { self.init(bytes: [UInt8](data)) }

    /// A body of `string`'s UTF-8.
    public init(string: String) { self.init(bytes: Array(string.utf8)) }

    /// A body written by `write` after the head is sent; `contentLength`, when given, must be exact.
    public init(contentLength: Int? = nil, _ write: @escaping @Sendable (inout any ResponseBodyWriter) async throws -> Void) {
        storage = .stream(write)
        self.contentLength = contentLength.map { max($0, 0) }
    }

    /// A body streamed from `sequence`'s elements.
    public init<Sequence: AsyncSequence & Sendable>(asyncSequence sequence: Sequence) where Sequence.Element == [UInt8] {
        self.init { writer in
            for try await bytes in sequence { try await writer.write(bytes) }
        }
    }

    /// The bytes of a body known up front (nil for a streamed one).
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = storage { return bytes }
        return nil
    }

    /// Whether the body is streamed by a closure.
    public var isStreamed: Bool {
        if case .stream = storage { return true }
        return false
    }
}
