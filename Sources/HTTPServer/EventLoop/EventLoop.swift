import Dispatch
import Foundation

/// What an event loop drives: a listening socket or a connection, called on the loop's thread only.
protocol EventLoopHandler: AnyObject {
    /// The descriptor became ready.
    func handle(_ events: PollEvents)
    /// Called every tick with the loop's clock (monotonic nanoseconds), for deadlines.
    func tick(now: UInt64)
    /// The server began a graceful shutdown.
    func beginShutdown()
    /// The server's shutdown deadline passed: close now.
    func forceClose()
}

/// One thread waiting on many non-blocking sockets, as an event loop: no thread per connection.
///
/// Everything a loop owns (its poller, its handlers, their state) is touched on its thread only; other
/// threads hand it work through `execute`, which queues a closure and wakes the loop.
///
/// Once the loop has stopped, its descriptors are closed and their numbers may belong to another server (or a
/// test's pipe) a moment later, so nothing may touch them: a task handed over after the stop (a handler that
/// finishes after a forced shutdown) runs on the caller's thread, one at a time, against closed handlers, so
/// that the continuation it carries is resumed rather than leaked.
final class EventLoop: @unchecked Sendable {
    let index: Int
    private let poller: any Poller
    private var handlers: [Int32: any EventLoopHandler] = [:]
    private let inbox = Locked<(tasks: [@Sendable () -> Void], wakePending: Bool, stopped: Bool)>(([], false, false))
    /// Held by the loop's thread through its final clean-up, and by each task that arrives after the stop.
    private let afterStop = NSRecursiveLock()
    /// Whether the poller is closed (read on the loop's thread, or under `afterStop` once stopped).
    private var pollerClosed = false
    private var running = true
    private let tickInterval: UInt64
    private var nextTick: UInt64 = 0
    /// The loop's clock, read once per iteration.
    private(set) var now: UInt64 = DispatchTime.now().uptimeNanoseconds
    /// One read buffer shared by every connection of the loop, so idle connections hold none.
    let readBuffer: UnsafeMutableRawBufferPointer
    /// Today's `Date` value, recomputed when the second changes.
    private var dateSecond = 0
    private var dateBytes: [UInt8] = []
    private let stopped = DispatchSemaphore(value: 0)

    convenience init(index: Int, pollerKind: PollerKind, tickInterval: UInt64, readBufferSize: Int) throws {
        try self.init(index: index, poller: pollerKind.make(), tickInterval: tickInterval, readBufferSize: readBufferSize)
    }

    init(index: Int, poller: any Poller, tickInterval: UInt64, readBufferSize: Int) {
        self.index = index
        self.poller = poller
        self.tickInterval = tickInterval
        readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readBufferSize, alignment: 16)
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Starts the loop's thread.
    func start() {
        let thread = Thread { [self] in
            run()
            stopped.signal()
        }
        thread.name = "http-event-loop-\(index)"
        thread.start()
    }

    /// Closes the poller of a loop that was never started (the server failed to start).
    func discard() {
        inbox.withLock { $0.stopped = true }
        poller.close()
        pollerClosed = true
    }

    /// Blocks until the loop's thread has finished.
    func waitUntilStopped() { stopped.wait() }

    /// Runs `task` on the loop's thread soon; callable from any thread. After the loop has stopped, runs it
    /// on the caller's thread instead.
    func execute(_ task: @escaping @Sendable () -> Void) {
        let queued = inbox.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.tasks.append(task)
            if !state.wakePending {
                state.wakePending = true
                // Under the lock: the loop marks itself stopped under it before closing the poller, so a wake-up
                // never writes to a descriptor that is closed (and perhaps someone else's by now).
                poller.wakeUp()
            }
            return true
        }
        guard !queued else { return }
        afterStop.lock()
        defer { afterStop.unlock() }
        task()
    }

    /// Asks the loop to finish its current iteration and stop (its handlers must be closed already).
    func stop() {
        execute { [self] in running = false }
    }

    // MARK: - On the loop's thread

    func register(_ fd: Int32, _ handler: any EventLoopHandler, interest: PollInterest) throws {
        guard !pollerClosed else { throw SystemError("register (the event loop has stopped)", code: EBADF) }
        try poller.add(fd, interest: interest)
        handlers[fd] = handler
    }

    func setInterest(_ fd: Int32, _ interest: PollInterest) {
        guard !pollerClosed else { return }
        // A failure here means the descriptor is gone; its handler learns that from its next read or write.
        try? poller.modify(fd, interest: interest)
    }

    func deregister(_ fd: Int32) {
        if !pollerClosed { poller.remove(fd) }
        handlers.removeValue(forKey: fd)
    }

    /// How many handlers (connections, listeners) the loop has.
    var handlerCount: Int { handlers.count }

    /// Calls `body` on every handler (a snapshot: handlers may close during it).
    func forEachHandler(_ body: (any EventLoopHandler) -> Void) {
        for handler in Array(handlers.values) { body(handler) }
    }

    /// The `Date` field value for now, as IMF-fixdate bytes.
    var dateFieldBytes: [UInt8] {
        let second = time(nil)
        if second != dateSecond || dateBytes.isEmpty {
            dateSecond = second
            dateBytes = Array(HTTPDate.format(secondsSince1970: second).utf8)
        }
        return dateBytes
    }

    private func run() {
        now = DispatchTime.now().uptimeNanoseconds
        nextTick = now + tickInterval
        while running {
            let untilTick = nextTick > now ? (nextTick - now) / 1_000_000 : 0
            do {
                try poller.wait(timeout: Int32(min(untilTick + 1, 1000))) { fd, events in
                    handlers[fd]?.handle(events)
                }
            } catch {
                // A failing wait cannot be recovered from on this loop; its connections are closed by shutdown.
                running = false
            }
            now = DispatchTime.now().uptimeNanoseconds
            runInbox()
            if now >= nextTick {
                nextTick = now + tickInterval
                forEachHandler { $0.tick(now: now) }
            }
        }
        afterStop.lock()
        inbox.withLock { $0.stopped = true }
        runInbox()
        forEachHandler { $0.forceClose() }
        poller.close()
        pollerClosed = true
        afterStop.unlock()
    }

    private func runInbox() {
        let tasks = inbox.withLock { state -> [@Sendable () -> Void] in
            state.wakePending = false
            let tasks = state.tasks
            state.tasks = []
            return tasks
        }
        for task in tasks { task() }
    }
}
