#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import HTTPServer
import _SanastoTestSupport

/// A blocking loopback client that sends exactly the bytes a test gives it, for what real clients refuse
/// to send (malformed lines, smuggling attempts, trickled bytes).
final class RawClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A response as read off the wire.
    struct Reply {
        var version: String
        var status: Int
        var reason: String
        var headers: HTTPFields
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        /// Whether the body was chunked on the wire.
        var wasChunked: Bool
    }

    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds without a byte. A fixed
    /// `receiveBuffer` turns off the kernel's growing of it, for a client that reads slowly.
    init(port: Int, timeout: Double = 90, receiveBuffer: Int32? = nil) throws {
        // `fd` is set only once the socket is connected: a class whose stored properties are all set runs its
        // deinit when its init throws, and a deinit closing a descriptor the init had already closed would close
        // whatever another test opened under that number meanwhile (a server's listener or epoll descriptor).
        fd = try Self.connectedSocket(port: port, timeout: timeout, receiveBuffer: receiveBuffer)
    }

    /// A blocking socket connected to 127.0.0.1:`port`, close-on-exec so that no child process holds it open.
    private static func connectedSocket(port: Int, timeout: Double, receiveBuffer: Int32?) throws -> Int32 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #endif
        guard fd >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        if var size = receiveBuffer {
            _ = setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            _ = closeSocket(fd)
            throw Failure(description: "connect failed: errno \(code)")
        }
        var interval = timeval()
        interval.tv_sec = Int(timeout)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var noSignal: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return fd
    }

    deinit { _ = closeSocket(fd) }

    /// Sends `bytes`; false when the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            #else
            let count = bytes[offset...].withUnsafeBytes { Darwin.send(fd, $0.baseAddress, $0.count, 0) }
            #endif
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Closes the sending side (the client is done sending).
    func shutdownWrite() {
        #if canImport(Glibc)
        _ = shutdown(fd, Int32(SHUT_WR))
        #else
        _ = shutdown(fd, SHUT_WR)
        #endif
    }

    /// Reads more bytes; false at end of stream, on a reset or on timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func readLine() throws -> String {
        while true {
            if let index = buffer.firstIndex(of: 0x0A) {
                var line = Array(buffer[..<index])
                buffer.removeSubrange(...index)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard fill() else { throw Failure(description: "connection ended inside a line: \(String(decoding: buffer, as: UTF8.self))") }
        }
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard fill() else { throw Failure(description: "connection ended inside a body (\(buffer.count) of \(count) bytes)") }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeSubrange(..<count)
        return bytes
    }

    /// Reads one response; `head` says the request was HEAD (no body follows).
    func readResponseNow(head: Bool = false) throws -> Reply {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure(description: "bad status line '\(statusLine)'") }
        var headers = HTTPFields()
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                throw Failure(description: "bad header line '\(line)'")
            }
            headers.append(name, line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var reply = Reply(
            version: String(parts[0]), status: status, reason: parts.count > 2 ? String(parts[2]) : "", headers: headers, body: [],
            wasChunked: false)
        if head || status / 100 == 1 || status == 204 || status == 304 { return reply }
        if headers[.transferEncoding]?.lowercased() == "chunked" {
            reply.wasChunked = true
            while true {
                let sizeLine = try readLine()
                guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else { throw Failure(description: "bad chunk size '\(sizeLine)'") }
                if size == 0 {
                    while try !readLine().isEmpty {}
                    break
                }
                reply.body += try readExactly(size)
                _ = try readExactly(2)
            }
        } else if let length = headers[.contentLength].flatMap({ Int($0) }) {
            reply.body = try readExactly(length)
        } else {
            while fill() {}
            reply.body = buffer
            buffer = []
        }
        return reply
    }

    /// What arrives next (with what was buffered), or nil at the end.
    func readSome() -> String? {
        if buffer.isEmpty, !fill() { return nil }
        defer { buffer = [] }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Reads until the server closes the connection (or the timeout), returning everything not yet read.
    func readToEndNow() -> [UInt8] {
        while fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// Whether the server has closed the connection: a read sees the end (or a reset) within the timeout.
    func isClosedByServerNow() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET || errno == EPIPE }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}

extension RawClient {
    // The reads block, so they run on Dispatch's threads: blocking the cooperative pool would starve the
    // server's own handler tasks on a two-core machine.

    /// Reads one response; `head` says the request was HEAD (no body follows).
    func readResponse(head: Bool = false) async throws -> Reply {
        try await offload { try self.readResponseNow(head: head) }
    }

    /// Reads until the server closes the connection (or the timeout), returning everything not yet read.
    func readToEnd() async -> [UInt8] {
        (try? await offload { self.readToEndNow() }) ?? []
    }

    /// Whether the server has closed the connection: a read sees the end (or a reset) within the timeout.
    func isClosedByServer() async -> Bool {
        (try? await offload { self.isClosedByServerNow() }) ?? false
    }
}

private func closeSocket(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #else
    Darwin.close(fd)
    #endif
}
