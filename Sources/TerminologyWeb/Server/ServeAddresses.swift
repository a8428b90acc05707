import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The addresses a class reaches the server at, for `sanasto serve` to print (and show as a QR code).
public enum ServeAddresses {
    /// The URLs for a server listening on `host`:`port`: for `0.0.0.0` (or `::`) one per non-loopback IPv4 address of
    /// the machine's interfaces (students cannot type "0.0.0.0"), loopback when there is none; else the host itself.
    public static func urls(host: String, port: Int) -> [String] {
        let hosts: [String]
        if host == "0.0.0.0" || host == "::" || host.isEmpty {
            let found = interfaceAddresses()
            hosts = found.isEmpty ? ["127.0.0.1"] : found
        } else {
            hosts = [host]
        }
        return hosts.map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(port)/" }
    }

    /// Whether `host` is reachable only from this machine (then a QR code for phones is of no use).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The machine's IPv4 addresses that are up and not loopback.
    static func interfaceAddresses() -> [String] {
        var result: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let ok = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer -> Bool in
                var raw = pointer.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &buffer, socklen_t(buffer.count)) != nil
            }
            if ok {
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !result.contains(text) { result.append(text) }
            }
        }
        return result
    }
}
