// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// Joining the class, the teacher's sign-in, signing out, and the language menu.
extension WebApp {
    func addEntryRoutes(to router: Router<WebContext>) {
        router.get("/join") { request, context in
            let visit = try context.requireVisit()
            guard visit.device.role == .visitor else { return Response.redirect(to: "/") }
            return self.joinPage(visit, error: nil, name: "")
        }
        router.post("/join") { request, context in
            let visit = try context.requireVisit()
            let form = try self.form(request)
            let name = (form["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let address = self.clientAddress(context, request)
            let locale = visit.language.locale
            if let wait = self.limiter.retryAfter(address) { return self.tooManyAttempts(visit, wait: wait) }
            guard self.credentials.acceptsClassCode(form["code"] ?? "") else {
                self.limiter.recordFailure(address)
                return self.joinPage(visit, error: String(
                    localized: "That is not the class code. Ask your teacher for it.", bundle: .module, locale: locale,
                    comment: "Join: a wrong class code."), name: name, status: .forbidden)
            }
            guard !name.isEmpty, name.count <= 80 else {
                return self.joinPage(visit, error: String(
                    localized: "Please give your name (at most 80 characters).", bundle: .module, locale: locale,
                    comment: "Join: an empty or too long name."), name: "", status: .unprocessableContent)
            }
            var device = visit.device
            device.role = .student
            device.name = name
            try self.save(device, visit)
            return Response.redirect(to: "/")
        }
        router.get("/sign-in") { request, context in
            let visit = try context.requireVisit()
            return self.signInPage(visit, error: nil)
        }
        router.post("/sign-in") { request, context in
            let visit = try context.requireVisit()
            let form = try self.form(request)
            let address = self.clientAddress(context, request)
            if let wait = self.limiter.retryAfter(address) { return self.tooManyAttempts(visit, wait: wait) }
            guard self.credentials.acceptsTeacher(form["secret"] ?? "") else {
                self.limiter.recordFailure(address)
                return self.signInPage(visit, error: String(
                    localized: "That is neither the sign-in token nor the password.", bundle: .module, locale: visit.language.locale,
                    comment: "Teacher sign-in: wrong token or password."), status: .forbidden)
            }
            self.limiter.reset(address)
            var device = visit.device
            device.role = .teacher
            device.name = String(localized: "Teacher", bundle: .module, locale: visit.language.locale, comment: "The teacher's name on their device.")
            try self.save(device, visit)
            return Response.redirect(to: "/teacher")
        }
        router.post("/sign-out") { request, context in
            let visit = try context.requireVisit()
            // A new CSRF token too: a page left open from before cannot post as the next user.
            try self.save(Device(), visit)
            self.studySessions.end(for: visit.device.id)
            return Response.redirect(to: "/join")
        }
        router.post("/language") { request, context in
            let visit = try context.requireVisit()
            let form = try self.form(request)
            let chosen = form["lang"] ?? ""
            guard AppLanguage.localizations.contains(chosen) else { throw self.notFound(visit) }
            var response = Response.redirect(to: Self.safeReturnPath(request.headers[.referer]))
            response.setCookie(Cookie(
                name: SessionMiddleware.languageCookie, value: chosen, maxAge: 365 * 86_400, path: "/", secure: visit.isSecure,
                httpOnly: true, sameSite: .lax))
            return response
        }
    }

    /// The path of `referer` on this site, else `/` (never another site: no open redirect).
    static func safeReturnPath(_ referer: String?) -> String {
        guard let referer, let url = URL(string: referer), url.path.hasPrefix("/"), !url.path.hasPrefix("//") else { return "/" }
        if let query = url.query, !query.isEmpty { return url.path + "?" + query }
        return url.path
    }

    func tooManyAttempts(_ visit: Visit, wait: Int) -> Response {
        let locale = visit.language.locale
        var response = Page.response(visit, title: ErrorPage.defaultMessage(.tooManyRequests, locale: locale), status: .tooManyRequests) { html in
            html.element("p", ["class": "error", "id": "error-message", "role": "alert"], text: String(
                localized: "Too many wrong attempts from this address. Try again in \(wait) seconds.", bundle: .module, locale: locale,
                comment: "Rate limit on sign-in and join; the number is seconds."))
        }
        response.headers[.retryAfter] = "\(wait)"
        return response
    }

    func joinPage(_ visit: Visit, error: String?, name: String, status: HTTPResponse.Status = .ok) -> Response {
        let locale = visit.language.locale
        return Page.response(visit, title: String(localized: "Join the class", bundle: .module, locale: locale, comment: "Title of the join page."), status: status) { html in
            if let error { html.element("p", ["class": "error", "id": "error-message", "role": "alert"], text: error) }
            html.element("p", text: String(
                localized: "Type the class code your teacher shows and your name. No password: this browser remembers you.",
                bundle: .module, locale: locale, comment: "The join page's explanation."))
            html.element("form", ["method": "post", "action": "/join", "id": "join-form"]) {
                Page.csrfField(html, visit)
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "join-code"], text: String(localized: "Class code", bundle: .module, locale: locale, comment: "Join form label."))
                    html.void("input", ["type": "text", "name": "code", "id": "join-code", "required": "", "autocomplete": "off", "autocapitalize": "characters"])
                }
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "join-name"], text: String(localized: "Your name", bundle: .module, locale: locale, comment: "Join form label."))
                    html.void("input", ["type": "text", "name": "name", "id": "join-name", "required": "", "maxlength": "80", "value": name, "autocomplete": "name"])
                }
                html.element("button", ["type": "submit", "id": "join-submit"], text: String(localized: "Join", bundle: .module, locale: locale, comment: "Join form button."))
            }
        }
    }

    func signInPage(_ visit: Visit, error: String?, status: HTTPResponse.Status = .ok) -> Response {
        let locale = visit.language.locale
        return Page.response(visit, title: String(localized: "Teacher sign-in", bundle: .module, locale: locale, comment: "Title of the sign-in page."), status: status) { html in
            if let error { html.element("p", ["class": "error", "id": "error-message", "role": "alert"], text: error) }
            html.element("p", text: String(
                localized: "Give the sign-in token sanasto serve printed, or your password.", bundle: .module, locale: locale,
                comment: "The sign-in page's explanation."))
            html.element("form", ["method": "post", "action": "/sign-in", "id": "sign-in-form"]) {
                Page.csrfField(html, visit)
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "sign-in-secret"], text: String(localized: "Token or password", bundle: .module, locale: locale, comment: "Sign-in form label."))
                    html.void("input", ["type": "password", "name": "secret", "id": "sign-in-secret", "required": "", "autocomplete": "current-password"])
                }
                html.element("button", ["type": "submit", "id": "sign-in-submit"], text: String(localized: "Sign in", bundle: .module, locale: locale, comment: "Sign-in form button."))
            }
        }
    }
}
#endif
