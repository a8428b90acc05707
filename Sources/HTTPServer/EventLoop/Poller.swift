/// Readiness notification for a set of descriptors: epoll on Linux, poll(2) elsewhere.
///
/// All calls come from the loop's own thread.
protocol Poller: AnyObject {
    func add(_ fd: Int32, interest: PollInterest) throws
    func modify(_ fd: Int32, interest: PollInterest) throws
    func remove(_ fd: Int32)
    /// Waits up to `timeout` milliseconds (-1: forever) and calls `body` for each ready descriptor.
    func wait(timeout: Int32, _ body: (Int32, PollEvents) -> Void) throws
    /// Wakes a `wait` from another thread.
    func wakeUp()
    func close()
}

/// Which readiness mechanism a server uses.
enum PollerKind: Sendable, Hashable {
    /// epoll on Linux, poll elsewhere.
    case automatic
    /// poll(2) everywhere (the Apple platforms' mechanism, testable on Linux).
    case poll

    func make() throws -> any Poller {
        #if os(Linux)
        if self == .automatic { return try EpollPoller() }
        #endif
        return try PollPoller()
    }
}
