/// One client connection's state machine: read and parse requests, run each handler off the loop, write the
/// responses in order, and enforce the timeouts.
///
/// One request is handled at a time; pipelined requests wait, parsed lazily, in the parser's buffer (reading
/// pauses when that grows past `pipelineLimit`), so responses always go out in request order.
///
/// Confined to its loop's thread. Handler tasks hold a reference only to hand it back to `loop.execute`.
final class HTTPConnection: EventLoopHandler, @unchecked Sendable {
    private enum State {
        /// Reading (or waiting for) a request.
        case reading
        /// A handler is running.
        case handling
        /// A streamed body is being written.
        case streaming
        /// The last response is queued; the connection closes once it is sent.
        case closing
        /// The response is sent and our side shut down; discarding what the client still sends.
        case lingering
        case closed
    }

    private enum ReadDeadline {
        case none, idle, header, body, linger
    }

    private struct Stream {
        var framing: ResponseHeadSerializer.Framing
        var written = 0
        var keepAlive: Bool
    }

    let fd: Int32
    let loop: EventLoop
    private let runtime: ServerRuntime
    private let remoteAddress: SocketAddress?
    private var parser: HTTPRequestParser
    private var state = State.reading

    private var currentHead: HTTPRequestHead?
    private var body: [UInt8] = []
    private var requestTask: Task<Void, Never>?
    private var stream: Stream?
    private var outbound = OutboundBuffer()
    private var drainWaiters: [CheckedContinuation<Void, any Error>] = []

    private var inputClosed = false
    /// Whether reading requests stopped because the client is not reading responses fast enough.
    private var waitingForDrain = false
    private var shuttingDown = false
    private var lingerDiscarded = 0
    private var interest: PollInterest = .read
    private var readDeadline = ReadDeadline.idle
    private var readDeadlineTime: UInt64
    private var writeDeadlineTime: UInt64 = 0

    /// Outbound bytes beyond which a streamed body's writer waits, and below which it resumes.
    private static let highWater = 64 * 1024
    private static let lowWater = 16 * 1024
    /// Buffered bytes of pipelined requests beyond which reading pauses.
    private static let pipelineLimit = 64 * 1024
    /// What lingering close reads and discards at most.
    private static let lingerLimit = 1024 * 1024

    init(fd: Int32, loop: EventLoop, runtime: ServerRuntime, remoteAddress: SocketAddress?) {
        self.fd = fd
        self.loop = loop
        self.runtime = runtime
        self.remoteAddress = remoteAddress
        parser = HTTPRequestParser(limits: runtime.configuration.limits)
        // A new connection gets the shorter of the idle and header timeouts for its first byte.
        readDeadlineTime = loop.now + min(runtime.idleTimeout, runtime.headerTimeout)
    }

    // MARK: - Events

    func handle(_ events: PollEvents) {
        if events.readable { readAvailable() }
        if events.writable, state != .closed { flush() }
        // A hang-up is reported whatever the interest; once the input has ended there is nothing left to do
        // with the socket (it cannot be written either), and ignoring it would spin the loop.
        if events.hangup, inputClosed, state != .closed { close() }
    }

    private func readAvailable() {
        guard !inputClosed, state != .closed else { return }
        switch Socket.read(fd, into: loop.readBuffer) {
        case .bytes(let count):
            if state == .lingering {
                lingerDiscarded += count
                if lingerDiscarded > Self.lingerLimit { close() }
                return
            }
            parser.append(UnsafeRawBufferPointer(rebasing: loop.readBuffer[0..<count]))
            if state == .reading {
                processInput()
            } else {
                updateInterest()
            }
        case .wouldBlock:
            return
        case .endOfFile:
            inputClosed = true
            updateInterest()
            switch state {
            case .reading: processInput()
            case .streaming, .lingering: close()
            case .handling, .closing, .closed: break
            }
        case .failed:
            close()
        }
    }

    /// Turns buffered bytes into requests while no handler runs and the client keeps up with responses.
    private func processInput() {
        while state == .reading {
            if outbound.count >= Self.highWater {
                waitingForDrain = true
                break
            }
            let event: HTTPParserEvent?
            do {
                event = try parser.next()
            } catch {
                refuse(error)
                return
            }
            guard let event else { break }
            switch event {
            case .head(let head):
                currentHead = head
                body = []
                if head.bodyFraming != .none {
                    setReadDeadline(.body, after: runtime.bodyTimeout)
                    // RFC 9110 §10.1.1: the client waits for this before sending the body.
                    if head.expectsContinue, !parser.hasBufferedBodyBytes {
                        outbound.append(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                    }
                } else {
                    readDeadline = .none
                }
            case .body(let piece):
                body.append(contentsOf: piece)
                setReadDeadline(.body, after: runtime.bodyTimeout)
            case .end:
                dispatch()
            }
        }
        guard state == .reading else { return flush() }
        if parser.isReadingHead, readDeadline == .idle || readDeadline == .none {
            setReadDeadline(.header, after: runtime.headerTimeout)
        }
        if inputClosed {
            // What the client sent before closing is answered; an incomplete request is not.
            state = .closing
            return flush()
        }
        flush()
        updateInterest()
    }

    private func dispatch() {
        guard let head = currentHead else { return }
        currentHead = nil
        readDeadline = .none
        state = .handling
        let request = Request(head: head.request, body: RequestBody(bytes: body))
        body = []
        let isHead = head.request.method == .head
        let runtime = runtime, remoteAddress = remoteAddress
        requestTask = Self.startHandler { [self] in
            let response = await runtime.respond(request, remoteAddress)
            guard case .stream(let write) = response.body.storage else {
                loop.execute { self.begin(response, head: head, streamReady: nil) }
                return
            }
            let proceed = await withCheckedContinuation { continuation in
                loop.execute { self.begin(response, head: head, streamReady: continuation) }
            }
            guard proceed, !isHead else { return }
            var writer: any ResponseBodyWriter = ConnectionBodyWriter(connection: self)
            do {
                try await write(&writer)
                if let bodyWriter = writer as? ConnectionBodyWriter, !bodyWriter.isFinished {
                    try await writer.finish(nil)
                }
            } catch {
                let description = String(describing: type(of: error))
                loop.execute { self.streamFailed(errorType: description) }
            }
        }
    }

    /// Runs a request's handler on the server's own executor where the platform has task executors.
    private static func startHandler(_ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return Task(executorPreference: HandlerExecutor.shared, operation: body)
        }
        return Task(operation: body)
    }

    // MARK: - Responses

    /// Queues a handler's response head (and fixed body); for a streamed body, tells the task to write it.
    private func begin(_ response: Response, head: HTTPRequestHead, streamReady: CheckedContinuation<Bool, Never>?) {
        guard state == .handling else {
            streamReady?.resume(returning: false)
            return
        }
        var status = response.status
        var fields = response.headers
        var bodyBytes = response.body.bytes
        if status.code < 200 {
            runtime.logger.error("handler returned informational status \(status.code)", metadata: ["path": logPath(head)])
            (status, fields, bodyBytes) = (.internalServerError, [.contentType: "text/plain; charset=utf-8"], Array("Internal Server Error".utf8))
        }
        var keepAlive = head.keepAlive && !shuttingDown && !runtime.isShuttingDown
            && !fields.containsToken("close", in: .connection)
        let isHead = head.request.method == .head
        let bodyAllowed = status != .noContent && status != .notModified
        var framing: ResponseHeadSerializer.Framing
        if !bodyAllowed {
            framing = .none
        } else if let bodyBytes {
            framing = .length(bodyBytes.count)
        } else if let length = response.body.contentLength {
            framing = .length(length)
        } else if head.version >= .http1_1 {
            framing = .chunked
        } else {
            framing = isHead ? .none : .untilClose
            keepAlive = false
        }
        let connectionField: ResponseHeadSerializer.ConnectionField =
            keepAlive ? (head.version < .http1_1 ? .keepAlive : .none) : .close
        let serialized = ResponseHeadSerializer.serialize(
            status: status, fields: fields, framing: framing, connection: connectionField, date: loop.dateFieldBytes,
            serverName: runtime.configuration.serverName)
        switch serialized {
        case .success(let headBytes):
            outbound.append(headBytes)
        case .failure(let invalid):
            runtime.logger.error("handler set field '\(invalid.name)' to a value that cannot be sent", metadata: ["path": logPath(head)])
            let message = isHead ? "" : "Internal Server Error"
            outbound.append(ResponseHeadSerializer.plainResponse(
                status: .internalServerError, message: message, date: loop.dateFieldBytes,
                serverName: runtime.configuration.serverName))
            streamReady?.resume(returning: false)
            finishResponse(keepAlive: false)
            return
        }
        if !isHead, bodyAllowed, let bodyBytes {
            outbound.append(bodyBytes)
        }
        if streamReady != nil, !isHead, bodyAllowed {
            stream = Stream(framing: framing, keepAlive: keepAlive)
            state = .streaming
            flush()
            streamReady?.resume(returning: true)
            // A stream that starts while the server shuts down ends at once, as the open ones did.
            if shuttingDown { requestTask?.cancel() }
            return
        }
        streamReady?.resume(returning: false)
        finishResponse(keepAlive: keepAlive)
    }

    /// The current response is fully queued: read the next request, or close once it is sent.
    private func finishResponse(keepAlive: Bool) {
        requestTask = nil
        stream = nil
        guard state != .closed else { return }
        // A response that began before the shutdown still closes its connection when it ends.
        if keepAlive, !shuttingDown {
            state = .reading
            setReadDeadline(.idle, after: runtime.idleTimeout)
            processInput()
        } else {
            state = .closing
            updateInterest()
            flush()
        }
    }

    /// Writes the next piece of a streamed body (called by `ConnectionBodyWriter`).
    func writeBody(_ bytes: [UInt8], continuation: CheckedContinuation<Void, any Error>) {
        guard state == .streaming, var current = stream else {
            return continuation.resume(throwing: ResponseBodyWriterError.connectionClosed)
        }
        guard !bytes.isEmpty else { return continuation.resume() }
        switch current.framing {
        case .chunked:
            outbound.append(ResponseHeadSerializer.chunkHeader(bytes.count))
            outbound.append(bytes)
            outbound.append([0x0D, 0x0A])
        case .length(let declared):
            guard current.written + bytes.count <= declared else {
                close()
                return continuation.resume(throwing: ResponseBodyWriterError.contentLengthMismatch(
                    declared: declared, written: current.written + bytes.count))
            }
            outbound.append(bytes)
        case .untilClose:
            outbound.append(bytes)
        case .none:
            break
        }
        current.written += bytes.count
        stream = current
        flush()
        if state == .closed {
            continuation.resume(throwing: ResponseBodyWriterError.connectionClosed)
        } else if outbound.count <= Self.highWater {
            continuation.resume()
        } else {
            drainWaiters.append(continuation)
        }
    }

    /// Ends a streamed body (called by `ConnectionBodyWriter`).
    func finishBody(trailers: HTTPFields?, continuation: CheckedContinuation<Void, any Error>) {
        guard state == .streaming, let current = stream else {
            return continuation.resume(throwing: ResponseBodyWriterError.connectionClosed)
        }
        switch current.framing {
        case .chunked:
            outbound.append(ResponseHeadSerializer.lastChunk(trailers: trailers))
        case .length(let declared) where current.written != declared:
            close()
            return continuation.resume(throwing: ResponseBodyWriterError.contentLengthMismatch(declared: declared, written: current.written))
        default:
            break
        }
        continuation.resume()
        finishResponse(keepAlive: current.keepAlive && current.framing != .untilClose)
    }

    /// A streamed body's closure threw. Ended by shutdown, a chunked body ends cleanly; otherwise the
    /// connection is dropped so the client sees the body is incomplete.
    private func streamFailed(errorType: String) {
        guard state == .streaming, let current = stream else { return }
        if shuttingDown, current.framing == .chunked {
            outbound.append(ResponseHeadSerializer.lastChunk(trailers: nil))
            finishResponse(keepAlive: false)
            return
        }
        runtime.logger.error("streamed response body failed", metadata: ["error": errorType])
        close()
    }

    /// Answers a request that could not be parsed, and closes.
    private func refuse(_ error: HTTPParserError) {
        runtime.logger.debug("refused request", metadata: ["status": "\(error.status.code)", "reason": error.reason, "offset": "\(error.offset)"])
        outbound.append(ResponseHeadSerializer.plainResponse(
            status: error.status, message: "\(error.status.code) \(error.status.reasonPhrase): \(error.reason)\n",
            date: loop.dateFieldBytes, serverName: runtime.configuration.serverName))
        currentHead = nil
        body = []
        state = .closing
        readDeadline = .none
        updateInterest()
        flush()
    }

    // MARK: - Writing

    private func flush() {
        guard state != .closed else { return }
        if !outbound.isEmpty {
            switch outbound.write(to: fd) {
            case .bytes(let count):
                if count > 0 { writeDeadlineTime = loop.now + runtime.writeTimeout }
            case .wouldBlock:
                break
            case .endOfFile, .failed:
                return close()
            }
        }
        if outbound.isEmpty {
            writeDeadlineTime = 0
            resumeDrainWaiters()
            if state == .closing { return startLingering() }
        } else {
            if writeDeadlineTime == 0 { writeDeadlineTime = loop.now + runtime.writeTimeout }
            if outbound.count <= Self.lowWater { resumeDrainWaiters() }
        }
        updateInterest()
        if waitingForDrain, state == .reading, outbound.count < Self.lowWater {
            waitingForDrain = false
            processInput()
        }
    }

    private func resumeDrainWaiters() {
        guard !drainWaiters.isEmpty else { return }
        let waiters = drainWaiters
        drainWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Shuts down our sending side and reads until the client closes, so that unread request bytes do not
    /// turn the close into a reset that destroys the response before the client reads it.
    private func startLingering() {
        guard !inputClosed else { return close() }
        Socket.shutdownWrite(fd)
        state = .lingering
        setReadDeadline(.linger, after: min(runtime.lingerTimeout, shuttingDown ? runtime.lingerTimeout / 4 : runtime.lingerTimeout))
        updateInterest()
    }

    // MARK: - Interest and deadlines

    private func updateInterest() {
        guard state != .closed else { return }
        var wanted: PollInterest = []
        let reading = state == .lingering || parser.bufferedByteCount < Self.pipelineLimit || (state == .reading && parser.isReadingBody)
        if !inputClosed, reading { wanted.insert(.read) }
        if !outbound.isEmpty { wanted.insert(.write) }
        if wanted != interest {
            interest = wanted
            loop.setInterest(fd, wanted)
        }
    }

    private func setReadDeadline(_ kind: ReadDeadline, after nanoseconds: UInt64) {
        readDeadline = kind
        readDeadlineTime = loop.now &+ nanoseconds
    }

    func tick(now: UInt64) {
        guard state != .closed else { return }
        if writeDeadlineTime != 0, now >= writeDeadlineTime {
            runtime.logger.debug("closing a connection whose client stopped reading")
            return close()
        }
        guard readDeadline != .none, now >= readDeadlineTime else { return }
        switch readDeadline {
        case .none:
            break
        case .idle, .linger:
            close()
        case .header, .body:
            guard state == .reading else { return }
            refuse(HTTPParserError(
                status: .requestTimeout,
                reason: readDeadline == .header ? "the request head took too long" : "the request body stalled", offset: 0))
        }
    }

    func beginShutdown() {
        shuttingDown = true
        switch state {
        case .reading:
            // Only a request whose head has arrived is in flight; one still trickling in is not waited for.
            if !parser.isReadingBody, outbound.isEmpty { close() }
        case .streaming:
            // An endless stream (Server-Sent Events) ends cleanly: its task is cancelled and the last chunk sent.
            requestTask?.cancel()
        case .handling, .closing, .lingering, .closed:
            break
        }
    }

    func forceClose() { close() }

    private func close() {
        guard state != .closed else { return }
        state = .closed
        loop.deregister(fd)
        Socket.close(fd)
        requestTask?.cancel()
        requestTask = nil
        let waiters = drainWaiters
        drainWaiters = []
        for waiter in waiters { waiter.resume(throwing: ResponseBodyWriterError.connectionClosed) }
        outbound.removeAll()
        parser = HTTPRequestParser(limits: parser.limits)
        body = []
        stream = nil
        runtime.connectionClosed()
    }

    /// The path without its query (which may carry tokens), for log lines.
    private func logPath(_ head: HTTPRequestHead) -> String {
        URI(head.request.path ?? "").path
    }
}
