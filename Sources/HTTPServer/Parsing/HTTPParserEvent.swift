/// What the parser found next in the bytes it was given.
public enum HTTPParserEvent: Sendable, Hashable {
    /// A request's head; its body (if any) follows as `.body` pieces, then `.end`.
    case head(HTTPRequestHead)
    /// The next piece of the current request's body, de-chunked.
    case body([UInt8])
    /// The current request is complete.
    case end
}
