/// The sizes beyond which the parser refuses a request.
public struct HTTPParserLimits: Sendable, Hashable {
    /// The longest request line, without its CRLF (beyond it: 414 URI Too Long).
    public var maxRequestLineLength: Int
    /// The most bytes of header field lines, and separately of chunked trailer lines (beyond it: 431).
    public var maxHeaderBytes: Int
    /// The most header field lines, and separately trailer lines (beyond it: 431).
    public var maxHeaderCount: Int
    /// The largest request body (beyond it: 413 Content Too Large).
    public var maxBodySize: Int
    /// Whether `Transfer-Encoding: chunked` request bodies are read; when false they get 411 Length Required.
    public var allowsChunkedBodies: Bool

    /// The defaults: request line 8 KiB, headers 64 KiB and 100 fields, body 10 MiB, chunked bodies read.
    public init(
        maxRequestLineLength: Int = 8 * 1024, maxHeaderBytes: Int = 64 * 1024, maxHeaderCount: Int = 100,
        maxBodySize: Int = 10 * 1024 * 1024, allowsChunkedBodies: Bool = true
    ) {
        self.maxRequestLineLength = max(maxRequestLineLength, 16)
        self.maxHeaderBytes = max(maxHeaderBytes, 64)
        self.maxHeaderCount = max(maxHeaderCount, 1)
        self.maxBodySize = max(maxBodySize, 0)
        self.allowsChunkedBodies = allowsChunkedBodies
    }
}
