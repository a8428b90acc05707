// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import Localization
import TerminologyKit

/// Finds each request's device (making a visitor for a browser without the cookie), its language and its app;
/// refuses a state-changing request without the device's CSRF token; turns errors into pages in the request's
/// language; and adds the cookie and the security headers to every answer.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = WebContext

    static let deviceCookie = "sanasto_device"
    static let languageCookie = "sanasto_lang"
    static let csrfHeader = HTTPField.Name("X-CSRF-Token")

    let web: WebApp

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response) async throws -> Response {
        let cookies = request.cookies
        var newSecret: String?
        let secret: String
        let device: Device
        if let sent = cookies.value(Self.deviceCookie), let known = web.devices.device(secret: sent) {
            secret = sent
            device = known
        } else {
            let made = web.devices.makeVisitor()
            secret = made.secret
            device = made.device
            newSecret = made.secret
        }
        let language = Self.language(of: request, cookies: cookies)
        let isSecure = web.options.proxyHeaders.isSecure(request.headers, hops: web.options.proxyHops)
        let app = await web.app(for: device, language: language)
        let visit = Visit(device: device, secret: secret, language: language, app: app, isSecure: isSecure)
        var context = context
        context.visit = visit
        var response: Response
        do {
            if Self.changesState(request.method) { try checkCSRF(request, device: device, language: language) }
            response = try await next(request, context)
        } catch {
            response = ErrorPage.response(for: error, request: request, visit: visit, logger: context.logger)
        }
        if let newSecret {
            response.setCookie(Cookie(
                name: Self.deviceCookie, value: newSecret, maxAge: 365 * 86_400, path: "/", secure: isSecure, httpOnly: true,
                sameSite: .lax))
        }
        Self.addSecurityHeaders(&response, path: request.uri.path, language: language)
        return response
    }

    static func changesState(_ method: HTTPRequest.Method) -> Bool {
        !(method == .get || method == .head || method == .options)
    }

    /// The page's language: the language menu's cookie, else the browser's `Accept-Language`, else English.
    static func language(of request: Request) -> AppLanguage {
        language(of: request, cookies: request.cookies)
    }

    static func language(of request: Request, cookies: Cookies) -> AppLanguage {
        if let chosen = cookies.value(languageCookie), AppLanguage.localizations.contains(chosen),
           let language = try? AppLanguage.named(chosen) {
            return language
        }
        let header = request.headers[values: .acceptLanguage]
        let key = header.joined(separator: ",")
        if let known = negotiated.withLock({ $0[key] }) { return known }
        let language = AppLanguage.preferred(LanguagePreferences.fromAcceptLanguage(header))
        // Browsers send a handful of different headers; a server flooded with made-up ones starts over.
        negotiated.withLock { table in
            if table.count >= 512 { table.removeAll() }
            table[key] = language
        }
        return language
    }

    /// The language each `Accept-Language` value negotiates to (negotiating was a tenth of a page's cost).
    private static let negotiated = Locked([String: AppLanguage]())

    /// Refuses (403) a state-changing request whose CSRF token — header `X-CSRF-Token`, or form field `csrf` — is not
    /// the device's.
    private func checkCSRF(_ request: Request, device: Device, language: AppLanguage) throws {
        var sent = Self.csrfHeader.flatMap { request.headers[$0] }
        if sent == nil {
            let type = (request.headers[.contentType] ?? "").lowercased()
            if type.hasPrefix("application/x-www-form-urlencoded") {
                sent = (try? URLEncodedForm(request: request))?["csrf"]
            } else if type.hasPrefix("multipart/form-data") {
                sent = (try? MultipartFormData(request: request))?["csrf"]
            }
        }
        guard let sent, SecureToken.constantTimeEqual(sent, device.csrfToken) else {
            throw HTTPError(.forbidden, message: String(
                localized: "This form has expired or did not come from this site. Reload the page and try again.", bundle: .module,
                locale: language.locale, comment: "A form was sent without the right CSRF token."))
        }
    }

    private static let policy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    private static let embeddablePolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors *"
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")

    private static func addSecurityHeaders(_ response: inout Response, path: String, language: AppLanguage) {
        var headers = response.headers
        headers[.xContentTypeOptions] = "nosniff"
        // The term-of-the-day card is small enough to embed; every other page refuses to be framed.
        headers[.contentSecurityPolicy] = path == "/today" ? embeddablePolicy : policy
        if let referrerPolicy { headers[referrerPolicy] = "same-origin" }
        if headers[.contentType]?.hasPrefix("text/html") == true {
            headers[.contentLanguage] = language.identifier
            headers[.vary] = "Accept-Language, Cookie"
            if headers[.cacheControl] == nil { headers[.cacheControl] = "no-store" }
        }
        response.headers = headers
    }
}
#endif
