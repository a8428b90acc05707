#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A numeric IP address and port, as the server saw it for a listening socket or a client.
public struct SocketAddress: Sendable, Hashable, CustomStringConvertible {
    /// The numeric address (`127.0.0.1`, `::1`).
    public var host: String
    /// The port.
    public var port: Int

    /// An address of `host` (numeric) and `port`.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// Reads an IPv4 or IPv6 `sockaddr`; nil for other families.
    init?(_ storage: UnsafePointer<sockaddr>) {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.pointee.sa_family) {
        case AF_INET:
            let result: (String, Int)? = storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                var inAddress = address.pointee.sin_addr
                guard inet_ntop(AF_INET, &inAddress, &text, socklen_t(text.count)) != nil else { return nil }
                return (Self.string(text), Int(UInt16(bigEndian: address.pointee.sin_port)))
            }
            guard let result else { return nil }
            (host, port) = result
        case AF_INET6:
            let result: (String, Int)? = storage.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                var inAddress = address.pointee.sin6_addr
                guard inet_ntop(AF_INET6, &inAddress, &text, socklen_t(text.count)) != nil else { return nil }
                return (Self.string(text), Int(UInt16(bigEndian: address.pointee.sin6_port)))
            }
            guard let result else { return nil }
            (host, port) = result
        default:
            return nil
        }
    }

    private static func string(_ text: [CChar]) -> String {
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
