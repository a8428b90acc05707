#if canImport(CPostgreSQL)
import CPostgreSQL
import Foundation
import Localization

/// A PostgreSQL connection URL: what libpq reads (`postgres://user:password@host:port/database?parameter=value`,
/// `postgresql://…`, `postgres:///database?host=/socket/folder`), plus Sanasto's own `schema` parameter, and the
/// same URL without its password for every message.
///
/// libpq parses and checks the URL itself (it knows every parameter and the forms of hosts and ports); this type
/// only takes out `schema`, which libpq does not know, and remembers what to hide.
struct PostgreSQLConnectionString: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The URL given to libpq: the original without `schema`, its scheme in lowercase.
    let libpqURL: String
    /// The schema that holds the library, created when missing; nil for the first schema of the server's search
    /// path (normally `public`).
    let schema: String?
    /// The URL without its password (neither `user:password@` nor `password=`): what messages and logs show.
    let redacted: String
    /// The password in the forms a message could quote it in (as written in the URL and percent-decoded).
    private let secrets: [String]

    /// The longest identifier PostgreSQL keeps (NAMEDATALEN - 1 bytes); a longer one would be cut silently.
    static let maximumIdentifierBytes = 63

    /// Reads `url`; throws `StoreError` (`.invalid`) for what is not a PostgreSQL URL, naming only its redacted form.
    init(_ url: String) throws {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard let schemeEnd = trimmed.range(of: "://") else {
            throw Self.failure(at: URLRedaction.withoutPassword(trimmed), "not a PostgreSQL URL (postgres://… or postgresql://…)")
        }
        let scheme = trimmed[..<schemeEnd.lowerBound].lowercased()
        let rest = String(trimmed[schemeEnd.upperBound...])
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw Self.failure(at: URLRedaction.withoutPassword(trimmed), "not a PostgreSQL URL (postgres://… or postgresql://…)")
        }
        // The authority ends at the first "/" or "?"; libpq takes user information up to the first "@" in it.
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        var secrets: [String] = []
        var redactedAuthority = String(authority)
        if let at = authority.firstIndex(of: "@") {
            let userInformation = authority[..<at]
            if let colon = userInformation.firstIndex(of: ":") {
                let password = String(userInformation[userInformation.index(after: colon)...])
                secrets.append(password)
                redactedAuthority = String(userInformation[..<colon]) + String(authority[at...])
            }
        }
        let afterAuthority = rest[authorityEnd...]
        let queryStart = afterAuthority.firstIndex(of: "?")
        let path = queryStart.map { String(afterAuthority[..<$0]) } ?? String(afterAuthority)
        var kept: [Substring] = []
        var redactedParameters: [Substring] = []
        var schema: String?
        if let queryStart {
            for parameter in afterAuthority[afterAuthority.index(after: queryStart)...].split(separator: "&", omittingEmptySubsequences: false) {
                let key = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                let value = parameter.firstIndex(of: "=").map { String(parameter[parameter.index(after: $0)...]) } ?? ""
                switch key {
                case "schema":
                    schema = value.removingPercentEncoding ?? value
                    redactedParameters.append(parameter)
                case "password":
                    secrets.append(value)
                    kept.append(parameter)
                default:
                    kept.append(parameter)
                    redactedParameters.append(parameter)
                }
            }
        }
        secrets += secrets.compactMap { $0.removingPercentEncoding }
        self.secrets = Array(Set(secrets.filter { !$0.isEmpty })).sorted { $0.count > $1.count }

        let base = scheme + "://" + String(authority) + path
        libpqURL = kept.isEmpty ? base : base + "?" + kept.joined(separator: "&")
        let redactedBase = scheme + "://" + redactedAuthority + path
        redacted = redactedParameters.isEmpty ? redactedBase : redactedBase + "?" + redactedParameters.joined(separator: "&")
        if let schema {
            guard !schema.isEmpty else { throw Self.failure(at: redacted, "the schema parameter is empty") }
            guard schema.utf8.count <= Self.maximumIdentifierBytes else {
                throw Self.failure(at: redacted, "the schema name is longer than PostgreSQL's \(Self.maximumIdentifierBytes) bytes")
            }
            guard !schema.unicodeScalars.contains("\u{0}") else { throw Self.failure(at: redacted, "the schema name contains a NUL character") }
        }
        self.schema = schema
        // libpq's own reading, now rather than at the first connection: a bad port or parameter is a clear error.
        var message: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(libpqURL, &message) else {
            let text = message.map { String(cString: $0) } ?? "libpq cannot read it"
            if let message { PQfreemem(message) }
            throw Self.failure(at: redacted, "not a valid PostgreSQL URL: \(redact(text))")
        }
        PQconninfoFree(options)
    }

    /// `message` with the URL and every form of its password taken out, on one line: for libpq's messages, which
    /// quote what they could not read (a URL with spaces, a bad percent-encoding) in double quotes.
    func redact(_ message: String) -> String {
        var text = message.replacingOccurrences(of: libpqURL, with: redacted)
        for secret in secrets where text.contains(secret) {
            // Only inside quoted parts: a password of one common letter must not blank out the message's words.
            text = Self.replacingInQuotes(text, secret, with: "********")
        }
        return Self.oneLine(text)
    }

    /// Several lines (libpq's "…\n\tIs the server running…?") as one: lines joined with "; ".
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "; ")
    }

    /// The URL with `key=value` added (or replaced), both percent-encoded: for scratch libraries in tests and tools.
    func adding(_ key: String, _ value: String) throws -> PostgreSQLConnectionString {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
        var url = libpqURL
        if let schema, key != "schema" {
            url += (url.contains("?") ? "&" : "?") + "schema=" + (schema.addingPercentEncoding(withAllowedCharacters: allowed) ?? schema)
        }
        url += (url.contains("?") ? "&" : "?") + key + "=" + encoded
        return try PostgreSQLConnectionString(url)
    }

    var description: String { redacted }
    var debugDescription: String { "PostgreSQLConnectionString(\(redacted))" }
    // `dump` and the debugger show stored properties: only the redacted form, never the password.
    var customMirror: Mirror { Mirror(self, children: ["redacted": redacted], displayStyle: .struct) }

    private static func failure(at location: String, _ message: String.LocalizationValue) -> StoreError {
        StoreError(operation: "open library", location: location, reason: StoreError.Reason.invalid, detail: message)
    }

    private static func replacingInQuotes(_ text: String, _ secret: String, with replacement: String) -> String {
        var output = ""
        var quoted = ""
        var inQuotes = false
        for character in text {
            if character == "\"" {
                if inQuotes {
                    output += quoted.replacingOccurrences(of: secret, with: replacement)
                    quoted = ""
                }
                inQuotes.toggle()
                output.append(character)
            } else if inQuotes {
                quoted.append(character)
            } else {
                output.append(character)
            }
        }
        // An unterminated quote: what follows it is redacted too.
        return output + quoted.replacingOccurrences(of: secret, with: replacement)
    }
}
#endif
