#if canImport(Glibc)
import CHTTPServerShims
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket system calls the server makes, with the differences between Linux and Apple platforms inside.
enum Socket {
    /// The result of a non-blocking read or write.
    enum IOResult {
        case bytes(Int)
        case wouldBlock
        case endOfFile
        case failed(Int32)
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
    private static let streamType = SOCK_STREAM
    #endif

    /// A non-blocking listening socket bound to `host:port`, and the address it got.
    static func listen(host: String, port: Int, backlog: Int32) throws -> (fd: Int32, address: SocketAddress) {
        guard (0...65535).contains(port) else { throw SystemError("bind (port \(port) out of range)", code: EINVAL) }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw SystemError("getaddrinfo(\(host)): \(String(cString: gai_strerror(status)))", code: EINVAL)
        }
        defer { freeaddrinfo(list) }
        var lastError = SystemError("bind", code: EADDRNOTAVAIL)
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            // Close-on-exec from birth: a process another thread spawns meanwhile must not keep the port open.
            #if canImport(Glibc)
            let fd = socket(info.pointee.ai_family, streamType | Int32(SOCK_CLOEXEC.rawValue), 0)
            #else
            let fd = socket(info.pointee.ai_family, streamType, 0)
            #endif
            guard fd >= 0 else {
                lastError = .last("socket")
                continue
            }
            setFlag(fd, SOL_SOCKET, SO_REUSEADDR)
            guard let address = info.pointee.ai_addr, bind(fd, address, info.pointee.ai_addrlen) == 0 else {
                lastError = .last("bind \(host):\(port)")
                close(fd)
                continue
            }
            guard systemListen(fd, backlog) == 0 else {
                lastError = .last("listen")
                close(fd)
                continue
            }
            do {
                try configure(fd)
                return (fd, try localAddress(fd))
            } catch {
                close(fd)
                throw error
            }
        }
        throw lastError
    }

    /// Accepts a connection, made non-blocking with Nagle's algorithm off; nil when none is waiting.
    static func accept(_ listener: Int32) throws(SystemError) -> (fd: Int32, peer: SocketAddress?)? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        while true {
            let fd = withUnsafeMutablePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    #if canImport(Glibc)
                    chttp_accept4(listener, address, &length)
                    #else
                    Darwin.accept(listener, address, &length)
                    #endif
                }
            }
            if fd < 0 {
                let code = errno
                if code == EINTR || code == ECONNABORTED { continue }
                if code == EAGAIN || code == EWOULDBLOCK { return nil }
                throw SystemError("accept", code: code)
            }
            #if !canImport(Glibc)
            do { try configure(fd) } catch {
                close(fd)
                continue
            }
            #endif
            setFlag(fd, Int32(IPPROTO_TCP), TCP_NODELAY)
            let peer = withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress($0) }
            }
            return (fd, peer)
        }
    }

    /// Reads what is available into `buffer`.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .endOfFile }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
            return .failed(code)
        }
    }

    /// Writes as much of `buffers` (in order) as the socket takes now, without raising SIGPIPE.
    static func write(_ fd: Int32, _ buffers: UnsafeMutableBufferPointer<iovec>) -> IOResult {
        var message = msghdr()
        message.msg_iov = buffers.baseAddress
        #if canImport(Glibc)
        message.msg_iovlen = buffers.count
        let flags = Int32(MSG_NOSIGNAL)
        #else
        message.msg_iovlen = Int32(buffers.count)
        let flags: Int32 = 0  // SO_NOSIGPIPE is set on every socket instead
        #endif
        while true {
            let count = sendmsg(fd, &message, flags)
            if count >= 0 { return .bytes(count) }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
            return .failed(code)
        }
    }

    /// Writes `bytes` once, best effort (a refusal to a connection over the limit).
    static func writeOnce(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var vector = iovec(iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: raw.count)
            _ = withUnsafeMutablePointer(to: &vector) { write(fd, UnsafeMutableBufferPointer(start: $0, count: 1)) }
        }
    }

    /// Closes the sending side, so the client sees the end of the response while we still read its bytes.
    static func shutdownWrite(_ fd: Int32) {
        #if canImport(Glibc)
        _ = shutdown(fd, Int32(SHUT_WR))
        #else
        _ = shutdown(fd, SHUT_WR)
        #endif
    }

    static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }

    /// The address a socket is bound to.
    static func localAddress(_ fd: Int32) throws -> SocketAddress {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw SystemError.last("getsockname") }
        let address = withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress($0) }
        }
        guard let address else { throw SystemError("getsockname (not an IP socket)", code: EAFNOSUPPORT) }
        return address
    }

    /// Makes `fd` non-blocking and close-on-exec (and, on Apple platforms, free of SIGPIPE).
    static func configure(_ fd: Int32) throws {
        let flags = fcntl(fd, F_GETFL, 0)
        guard flags >= 0, fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 else { throw SystemError.last("fcntl O_NONBLOCK") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        setFlag(fd, SOL_SOCKET, SO_NOSIGPIPE)
        #endif
    }

    private static func setFlag(_ fd: Int32, _ level: Int32, _ option: Int32) {
        var one: Int32 = 1
        _ = setsockopt(fd, level, option, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// A non-blocking pipe for waking a poll loop: (read end, write end).
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        #if canImport(Glibc)
        guard chttp_pipe_nonblocking(&fds) == 0 else { throw SystemError.last("pipe2") }
        #else
        guard pipe(&fds) == 0 else { throw SystemError.last("pipe") }
        for fd in fds {
            let flags = fcntl(fd, F_GETFL, 0)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        #endif
        return (fds[0], fds[1])
    }
}

/// `listen(2)`, named apart from `Socket.listen`.
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.listen(fd, backlog)
    #else
    Darwin.listen(fd, backlog)
    #endif
}
