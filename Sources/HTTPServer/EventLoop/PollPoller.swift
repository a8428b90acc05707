#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// poll(2), with a pipe to wake it: the mechanism on Apple platforms (and selectable on Linux for tests).
///
/// Each wait passes every descriptor to the kernel, which is fine for a development server; Linux uses epoll.
final class PollPoller: Poller {
    private var descriptors: [pollfd] = []
    private var positions: [Int32: Int] = [:]
    private let wakeRead: Int32
    private let wakeWrite: Int32

    init() throws {
        (wakeRead, wakeWrite) = try Socket.makePipe()
        descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
    }

    private func mask(_ interest: PollInterest) -> Int16 {
        (interest.contains(.read) ? Int16(POLLIN) : 0) | (interest.contains(.write) ? Int16(POLLOUT) : 0)
    }

    func add(_ fd: Int32, interest: PollInterest) throws {
        if let position = positions[fd] {
            descriptors[position].events = mask(interest)
            return
        }
        positions[fd] = descriptors.count
        descriptors.append(pollfd(fd: fd, events: mask(interest), revents: 0))
    }

    func modify(_ fd: Int32, interest: PollInterest) throws {
        guard let position = positions[fd] else { throw SystemError("poll modify", code: EBADF) }
        descriptors[position].events = mask(interest)
    }

    func remove(_ fd: Int32) {
        guard let position = positions.removeValue(forKey: fd) else { return }
        let last = descriptors.count - 1
        if position != last {
            descriptors[position] = descriptors[last]
            positions[descriptors[position].fd] = position
        }
        descriptors.removeLast()
    }

    func wait(timeout: Int32, _ body: (Int32, PollEvents) -> Void) throws {
        let count = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), timeout) }
        if count < 0 {
            if errno == EINTR { return }
            throw SystemError.last("poll")
        }
        guard count > 0 else { return }
        // `body` may add or remove descriptors, so the ready ones are collected first.
        var ready: [(Int32, PollEvents)] = []
        for descriptor in descriptors where descriptor.revents != 0 {
            if descriptor.fd == wakeRead {
                var scratch = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &scratch, scratch.count) > 0 {}
                continue
            }
            let revents = Int32(descriptor.revents)
            let hangup = revents & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0
            ready.append((descriptor.fd, PollEvents(
                readable: revents & Int32(POLLIN) != 0 || hangup, writable: revents & Int32(POLLOUT) != 0, hangup: hangup)))
        }
        for (fd, events) in ready where positions[fd] != nil { body(fd, events) }
    }

    func wakeUp() {
        var one: UInt8 = 1
        _ = write(wakeWrite, &one, 1)
    }

    func close() {
        Socket.close(wakeRead)
        Socket.close(wakeWrite)
    }
}
