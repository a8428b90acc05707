/// The `ResponseBodyWriter` of a streamed body: each call hops to the connection's loop.
struct ConnectionBodyWriter: ResponseBodyWriter {
    let connection: HTTPConnection
    private(set) var isFinished = false

    init(connection: HTTPConnection) { self.connection = connection }

    mutating func write(_ bytes: [UInt8]) async throws {
        guard !isFinished else { throw ResponseBodyWriterError.alreadyFinished }
        // A cancelled task (client gone, server shutting down) stops writing at its next write.
        guard !Task.isCancelled else { throw ResponseBodyWriterError.connectionClosed }
        let connection = connection
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            connection.loop.execute { connection.writeBody(bytes, continuation: continuation) }
        }
    }

    mutating func finish(_ trailingHeaders: HTTPFields?) async throws {
        guard !isFinished else { throw ResponseBodyWriterError.alreadyFinished }
        isFinished = true
        let connection = connection
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            connection.loop.execute { connection.finishBody(trailers: trailingHeaders, continuation: continuation) }
        }
    }
}
