#if os(Linux)
import CHTTPServerShims
import Glibc

/// Level-triggered epoll, with an eventfd to wake it.
final class EpollPoller: Poller {
    private let epoll: Int32
    private let wakeFD: Int32
    private var events = [chttp_epoll_event](repeating: chttp_epoll_event(), count: 256)

    init() throws {
        epoll = chttp_epoll_create()
        guard epoll >= 0 else { throw SystemError.last("epoll_create1") }
        wakeFD = chttp_eventfd_create()
        guard wakeFD >= 0 else {
            let error = SystemError.last("eventfd")
            Socket.close(epoll)
            throw error
        }
        guard chttp_epoll_ctl(epoll, 1, wakeFD, CHTTP_EPOLLIN) == 0 else {
            let error = SystemError.last("epoll_ctl")
            Socket.close(wakeFD)
            Socket.close(epoll)
            throw error
        }
    }

    private func mask(_ interest: PollInterest) -> UInt32 {
        (interest.contains(.read) ? CHTTP_EPOLLIN | CHTTP_EPOLLRDHUP : 0) | (interest.contains(.write) ? CHTTP_EPOLLOUT : 0)
    }

    func add(_ fd: Int32, interest: PollInterest) throws {
        guard chttp_epoll_ctl(epoll, 1, fd, mask(interest)) == 0 else { throw SystemError.last("epoll_ctl ADD") }
    }

    func modify(_ fd: Int32, interest: PollInterest) throws {
        guard chttp_epoll_ctl(epoll, 3, fd, mask(interest)) == 0 else { throw SystemError.last("epoll_ctl MOD") }
    }

    func remove(_ fd: Int32) { _ = chttp_epoll_ctl(epoll, 2, fd, 0) }

    func wait(timeout: Int32, _ body: (Int32, PollEvents) -> Void) throws {
        let count = events.withUnsafeMutableBufferPointer { chttp_epoll_wait(epoll, $0.baseAddress, Int32($0.count), timeout) }
        if count < 0 {
            if errno == EINTR { return }
            throw SystemError.last("epoll_wait")
        }
        for index in 0..<Int(count) {
            let event = events[index]
            if event.fd == wakeFD {
                var value: UInt64 = 0
                _ = read(wakeFD, &value, 8)
                continue
            }
            let hangup = event.events & (CHTTP_EPOLLHUP | CHTTP_EPOLLERR) != 0
            body(event.fd, PollEvents(
                readable: event.events & (CHTTP_EPOLLIN | CHTTP_EPOLLRDHUP) != 0 || hangup,
                writable: event.events & CHTTP_EPOLLOUT != 0, hangup: hangup))
        }
    }

    func wakeUp() {
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)
    }

    func close() {
        Socket.close(wakeFD)
        Socket.close(epoll)
    }
}
#endif
