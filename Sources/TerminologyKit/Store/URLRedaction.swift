/// Takes the password out of a URL-like location before a message names it.
enum URLRedaction {
    /// `url` without the password of its user information or a `password=` parameter
    /// (`mysql://ada:secret@host/db` → `mysql://ada@host/db`); text that is not a URL is returned as it is.
    static func withoutPassword(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        var redacted = url
        if let at = authority.firstIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
            redacted = String(url[..<schemeEnd.upperBound]) + String(authority[..<colon]) + String(rest[at...])
        }
        return redacted.replacingOccurrences(of: "password=[^&]*", with: "password=********", options: .regularExpression)
    }
}
