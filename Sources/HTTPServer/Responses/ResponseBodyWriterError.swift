/// Why a streamed body could not be written.
public enum ResponseBodyWriterError: Error, Sendable, Hashable {
    /// The client went away, the server is shutting down, or a write stalled past the write timeout.
    case connectionClosed
    /// More bytes were written than the body's declared `contentLength`, or fewer before it finished.
    case contentLengthMismatch(declared: Int, written: Int)
    /// A write came after `finish`.
    case alreadyFinished
}
