import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A browser as the tests need one, on Foundation's URLSession: its own cookies (the device cookie, the language
/// cookie), the CSRF token of the last page it loaded, an `Accept-Language`, and redirects not followed (so that a
/// test sees each 303 and its `Set-Cookie`).
final class Browser: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A response: status, header fields (names in lower case) and body.
    struct Reply: CustomStringConvertible {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        var location: String? { headers["location"] }
        var description: String { "\(status) \(text.prefix(400))" }

        /// The text of the element with `id` (tags removed, entities as written), or nil.
        func element(_ id: String) -> String? {
            guard let start = text.range(of: "id=\"\(id)\"") else { return nil }
            guard let close = text[start.upperBound...].firstIndex(of: ">") else { return nil }
            let rest = text[text.index(after: close)...]
            guard let end = rest.range(of: "</") else { return nil }
            return String(rest[..<end.lowerBound])
        }
    }

    let base: String
    var language: String?
    private(set) var cookies: [String: String] = [:]
    private(set) var csrf = ""
    private let session: URLSession

    init(base: String, language: String?) {
        self.base = base
        self.language = language
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 120
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends a request and keeps its cookies and the page's CSRF token.
    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) async throws -> Reply {
        guard let url = URL(string: base + path) else { throw Failure(description: "bad path \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let language { request.setValue(language, forHTTPHeaderField: "Accept-Language") }
        if !cookies.isEmpty {
            request.setValue(cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "), forHTTPHeaderField: "Cookie")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw Failure(description: "not HTTP") }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        if let setCookie = fields["set-cookie"] {
            for name in ["sanasto_device", "sanasto_lang"] {
                if let range = setCookie.range(of: name + "=") {
                    let value = setCookie[range.upperBound...].prefix { $0 != ";" && $0 != "," }
                    cookies[name] = String(value)
                }
            }
        }
        let reply = Reply(status: http.statusCode, headers: fields, body: data)
        if let token = Self.csrfToken(in: reply.text) { csrf = token }
        return reply
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await send("GET", path, headers: headers)
    }

    /// Posts a URL-encoded form, with the page's CSRF token unless `csrf` says otherwise (nil: none at all).
    func post(_ path: String, _ fields: [(String, String)] = [], csrf token: String?? = .some(nil)) async throws -> Reply {
        var all = fields
        switch token {
        case .some(.none): all.append(("csrf", csrf))
        case .some(.some(let given)): all.append(("csrf", given))
        case .none: break
        }
        let body = all.map { Self.encode($0.0) + "=" + Self.encode($0.1) }.joined(separator: "&")
        return try await send("POST", path, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(body.utf8))
    }

    /// Posts JSON with the CSRF token in the header, as the page's script does.
    func postJSON(_ path: String, _ json: String, csrfHeader: Bool = true) async throws -> Reply {
        var headers = ["Content-Type": "application/json", "Accept": "application/json"]
        if csrfHeader { headers["X-CSRF-Token"] = csrf }
        return try await send("POST", path, headers: headers, body: Data(json.utf8))
    }

    /// Posts a multipart form with one file.
    func postFile(_ path: String, field: String, filename: String, contents: Data, fields: [(String, String)] = []) async throws -> Reply {
        let boundary = "----sanasto\(UUID().uuidString)"
        var body = Data()
        for (name, value) in fields + [("csrf", csrf)] {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
        body += contents
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        return try await send("POST", path, headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
    }

    func join(code: String, name: String) async throws {
        _ = try await get("/join")
        let reply = try await post("/join", [("code", code), ("name", name)])
        guard reply.status == 303 else { throw Failure(description: "join: \(reply)") }
        _ = try await get("/")
    }

    func signIn(_ secret: String) async throws {
        _ = try await get("/sign-in")
        let reply = try await post("/sign-in", [("secret", secret)])
        guard reply.status == 303 else { throw Failure(description: "sign-in: \(reply)") }
        _ = try await get("/teacher")
    }

    static func csrfToken(in html: String) -> String? {
        guard let range = html.range(of: "name=\"csrf-token\" content=\"") else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
    }
}

/// Keeps URLSession from following redirects.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
