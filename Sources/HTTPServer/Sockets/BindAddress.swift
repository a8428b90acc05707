/// Where the server listens, as Hummingbird's `BindAddress`.
public enum BindAddress: Sendable, Hashable, CustomStringConvertible {
    /// A host name or numeric address and a TCP port; port 0 picks a free port (read it from `ServerHandle`).
    case hostname(_ host: String = "127.0.0.1", port: Int = 8080)

    public var description: String {
        switch self {
        case .hostname(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        }
    }
}
