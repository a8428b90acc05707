import Foundation

/// A cookie to set with `Set-Cookie` (RFC 6265), as Hummingbird's `Cookie`.
///
/// ```swift
/// response.setCookie(Cookie(name: "session", value: token, maxAge: 86_400, path: "/", httpOnly: true, sameSite: .lax))
/// ```
/// Characters a cookie name or value may not hold (spaces, `;`, `,`, `"`, `\`, controls, non-ASCII) are
/// percent-encoded when the field is written, so a value can never add attributes or fields.
public struct Cookie: Sendable, Hashable {
    /// The `SameSite` attribute.
    public enum SameSite: String, Sendable, Hashable {
        case strict = "Strict", lax = "Lax", none = "None"
    }

    /// The cookie's name (a token).
    public var name: String
    /// The cookie's value.
    public var value: String
    /// `Expires`, as an HTTP date.
    public var expires: Date?
    /// `Max-Age` in seconds (0 or less deletes the cookie).
    public var maxAge: Int?
    /// `Domain`: the hosts it is sent to (this host only when nil).
    public var domain: String?
    /// `Path`: the paths it is sent with.
    public var path: String?
    /// `Secure`: sent over HTTPS only (always set with `SameSite=None`, which browsers require).
    public var secure: Bool
    /// `HttpOnly`: hidden from scripts.
    public var httpOnly: Bool
    /// `SameSite`: whether it is sent with requests from other sites.
    public var sameSite: SameSite?

    /// A cookie; by default `HttpOnly` and `SameSite=Lax`, as a session cookie should be.
    public init(
        name: String, value: String, expires: Date? = nil, maxAge: Int? = nil, domain: String? = nil,
        path: String? = nil, secure: Bool = false, httpOnly: Bool = true, sameSite: SameSite? = .lax
    ) {
        self.name = name
        self.value = value
        self.expires = expires
        self.maxAge = maxAge
        self.domain = domain
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.sameSite = sameSite
    }

    /// The `Set-Cookie` field value.
    public var headerValue: String {
        var text = Self.encode(name, allowed: HTTPSyntax.isTokenByte) + "=" + Self.encode(value, allowed: Self.isCookieOctet)
        if let expires { text += "; Expires=" + HTTPDate.format(secondsSince1970: Int(expires.timeIntervalSince1970.rounded(.down))) }
        if let maxAge { text += "; Max-Age=\(maxAge)" }
        if let domain { text += "; Domain=" + Self.encode(domain, allowed: Self.isAttributeByte) }
        if let path { text += "; Path=" + Self.encode(path, allowed: Self.isAttributeByte) }
        if secure || sameSite == SameSite.none { text += "; Secure" }
        if httpOnly { text += "; HttpOnly" }
        if let sameSite { text += "; SameSite=" + sameSite.rawValue }
        return text
    }

    /// cookie-octet: visible ASCII but `"`, `,`, `;` and `\` (RFC 6265 §4.1.1); `%` too, which encodes.
    static func isCookieOctet(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && byte != 0x22 && byte != 0x2C && byte != 0x3B && byte != 0x5C && byte != 0x25
    }

    private static func isAttributeByte(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) && byte != 0x3B && byte != 0x25 }

    private static func encode(_ text: String, allowed: (UInt8) -> Bool) -> String {
        guard !text.utf8.allSatisfy(allowed) else { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if allowed(byte) { bytes.append(byte) } else { bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Response {
    /// Adds a `Set-Cookie` field for `cookie`.
    public mutating func setCookie(_ cookie: Cookie) {
        headers.append(.setCookie, cookie.headerValue)
    }
}
