import Foundation

/// A request's body, read in full (up to the server's body limit) before the handler runs.
public struct RequestBody: Sendable, Hashable {
    /// The body's bytes.
    public var bytes: [UInt8]

    /// A body of `bytes`.
    public init(bytes: [UInt8] = []) { self.bytes = bytes }

    /// The body's size in bytes.
    public var count: Int { bytes.count }
    /// Whether the body is empty.
    public var isEmpty: Bool { bytes.isEmpty }
    /// The body as `Data`.
    public var data: Data { Data(bytes) }

    /// The body decoded as UTF-8, or nil when it is not UTF-8.
    public var string: String? { HTTPSyntax.validUTF8(bytes) }

    /// The body's bytes, throwing 413 Content Too Large when it is larger than `maxSize` (Hummingbird's
    /// `collect(upTo:)`, for a route that allows less than the server-wide limit).
    public func collect(upTo maxSize: Int) async throws -> [UInt8] {
        guard bytes.count <= maxSize else {
            throw HTTPError(.contentTooLarge, message: "The request body is larger than \(maxSize) bytes.")
        }
        return bytes
    }
}
