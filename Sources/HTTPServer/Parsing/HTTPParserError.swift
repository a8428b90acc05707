/// Why a request could not be read: the status to answer with, a reason, and where in the byte stream.
///
/// After an error the connection's framing is lost, so the server answers with `status` and closes it.
public struct HTTPParserError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The status the server answers with (400, 408, 411, 413, 414, 417, 431, 501, 505).
    public var status: HTTPResponse.Status
    /// What was wrong, for the response body and the log (never echoes the offending bytes).
    public var reason: String
    /// The 0-based offset, in the connection's byte stream, of the byte that showed the error.
    public var offset: Int

    /// An error answered with `status`, for `reason`, at stream offset `offset`.
    public init(status: HTTPResponse.Status, reason: String, offset: Int) {
        self.status = status
        self.reason = reason
        self.offset = offset
    }

    public var description: String { "byte \(offset): \(status.code) \(status.reasonPhrase): \(reason)" }
}
