/// The listening socket on loop 0: accepts connections and hands them to the loops in turn.
final class ListenerHandler: EventLoopHandler {
    private let fd: Int32
    private unowned let runtime: ServerRuntime
    private let loops: [EventLoop]
    private var nextLoop = 0
    private var closed = false
    /// When accepting paused because the process ran out of descriptors, when to try again.
    private var pausedUntil: UInt64 = 0

    init(fd: Int32, runtime: ServerRuntime, loops: [EventLoop]) {
        self.fd = fd
        self.runtime = runtime
        self.loops = loops
    }

    func handle(_ events: PollEvents) {
        guard !closed else { return }
        // A bounded batch, so that a flood of connections does not starve the loop's other sockets.
        for _ in 0..<64 {
            let accepted: (fd: Int32, peer: SocketAddress?)?
            do {
                accepted = try Socket.accept(fd)
            } catch {
                // Out of descriptors (EMFILE/ENFILE): the listener stays readable, so stop watching it for a
                // moment instead of spinning.
                runtime.logger.warning("accept failed; pausing for 100 ms", metadata: ["error": "\(error)"])
                pausedUntil = loops[0].now + 100_000_000
                loops[0].setInterest(fd, [])
                return
            }
            guard let (connectionFD, peer) = accepted else { return }
            guard runtime.admitConnection() else {
                refuse(connectionFD)
                continue
            }
            let loop = loops[nextLoop]
            nextLoop = (nextLoop + 1) % loops.count
            let runtime = runtime
            let register: @Sendable () -> Void = {
                let connection = HTTPConnection(fd: connectionFD, loop: loop, runtime: runtime, remoteAddress: peer)
                do {
                    try loop.register(connectionFD, connection, interest: .read)
                } catch {
                    Socket.close(connectionFD)
                    runtime.connectionClosed()
                }
            }
            if loop === loops[0] { register() } else { loop.execute(register) }
        }
    }

    /// A connection over the limit gets a 503 it can read, if the socket takes it at once, and is closed.
    private func refuse(_ connectionFD: Int32) {
        let response = ResponseHeadSerializer.plainResponse(
            status: .serviceUnavailable, message: "503 Service Unavailable: too many connections\n",
            date: loops[0].dateFieldBytes, serverName: runtime.configuration.serverName, extra: [.retryAfter: "1"])
        Socket.writeOnce(connectionFD, response)
        Socket.shutdownWrite(connectionFD)
        Socket.close(connectionFD)
    }

    func tick(now: UInt64) {
        if pausedUntil != 0, now >= pausedUntil, !closed {
            pausedUntil = 0
            loops[0].setInterest(fd, .read)
        }
    }

    func beginShutdown() { close() }
    func forceClose() { close() }

    private func close() {
        guard !closed else { return }
        closed = true
        loops[0].deregister(fd)
        Socket.close(fd)
    }
}
