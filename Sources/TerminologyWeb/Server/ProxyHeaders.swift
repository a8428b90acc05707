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

        /// Whether the client asked the proxy with HTTPS.
        func isSecure(_ headers: HTTPFields) -> Bool {
            switch self {
            case .none: false
            case .xForwarded: Self.forwardedProto.flatMap { headers[$0] }.map { $0.lowercased().hasPrefix("https") } == true
            case .forwarded: lastForwarded(headers)?.proto == "https"
            }
        }

        /// The client's address as the proxy names it, or nil (no header, or a value that is no address).
        func clientAddress(_ headers: HTTPFields) -> String? {
            let address: String?
            switch self {
            case .none: return nil
            case .xForwarded:
                guard let name = Self.forwardedFor else { return nil }
                address = headers[values: name].joined(separator: ",").split(separator: ",").last?.trimmingCharacters(in: .whitespaces)
            case .forwarded: address = lastForwarded(headers)?.clientAddress
            }
            return address.flatMap { WebApp.isAddress($0) ? $0 : nil }
        }

        private func lastForwarded(_ headers: HTTPFields) -> ForwardedHeader.Element? {
            guard let name = Self.forwardedName else { return nil }
            let values = headers[values: name]
            return values.isEmpty ? nil : ForwardedHeader.lastElement(of: values.joined(separator: ","))
        }

        private static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")
        private static let forwardedFor = HTTPField.Name("X-Forwarded-For")
        private static let forwardedName = HTTPField.Name("Forwarded")
    }
}
#endif
