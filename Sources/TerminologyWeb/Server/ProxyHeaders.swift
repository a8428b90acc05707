// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import HTTPServer

extension WebApp {
    /// Which headers of the proxy in front of the server to trust: they say whether the client asked with HTTPS (then
    /// cookies get `Secure`) and which client the proxy saw (then sign-in limits count each client, not the proxy).
    ///
    /// Only the nearest proxy's value counts, the last one it appended: what comes before it is the client's to make
    /// up. Trust only the headers the proxy writes; with another header a client can claim any address.
    public enum ProxyHeaders: String, Sendable, CaseIterable {
        /// No proxy: the connection's address, and plain cookies. The default, since anyone can send these headers
        /// to a server that is not behind a proxy.
        case none
        /// `X-Forwarded-Proto` and the last address of `X-Forwarded-For` (nginx's and most proxies' default).
        case xForwarded = "x-forwarded"
        /// The last element of RFC 7239's `Forwarded`: its `proto` and `for`.
        case forwarded

        /// Whether the client asked the outermost of `hops` trusted proxies with HTTPS.
        func isSecure(_ headers: HTTPFields, hops: Int) -> Bool {
            switch self {
            case .none: return false
            case .xForwarded:
                // One value from a proxy that overwrites it, or a list that each hop appended to.
                let protos = list(headers, Self.forwardedProto)
                return (protos.count >= hops ? protos[protos.count - hops] : protos.last)?.lowercased() == "https"
            case .forwarded: return forwarded(headers, hops: hops)?.proto == "https"
            }
        }

        /// The client's address as the outermost of `hops` trusted proxies saw it, or nil: no header, fewer entries than
        /// hops (the request skipped a proxy), or a value that is no address.
        func clientAddress(_ headers: HTTPFields, hops: Int) -> String? {
            let address: String?
            switch self {
            case .none: return nil
            case .xForwarded:
                let addresses = list(headers, Self.forwardedFor)
                address = addresses.count >= hops ? addresses[addresses.count - hops] : nil
            case .forwarded: address = forwarded(headers, hops: hops)?.clientAddress
            }
            return address.flatMap { WebApp.isAddress($0) ? $0 : nil }
        }

        /// A comma-separated header's entries, over all its lines, trimmed.
        private func list(_ headers: HTTPFields, _ name: HTTPField.Name?) -> [String] {
            guard let name else { return [] }
            return headers[values: name].joined(separator: ",").split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }

        /// The element the outermost of `hops` trusted proxies added.
        private func forwarded(_ headers: HTTPFields, hops: Int) -> ForwardedHeader.Element? {
            guard let name = Self.forwardedName else { return nil }
            let values = headers[values: name]
            guard !values.isEmpty, let elements = ForwardedHeader.trailingElements(of: values.joined(separator: ","), count: hops),
                  elements.count == hops else { return nil }
            return elements.first
        }

        private static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")
        private static let forwardedFor = HTTPField.Name("X-Forwarded-For")
        private static let forwardedName = HTTPField.Name("Forwarded")
    }
}
#endif
