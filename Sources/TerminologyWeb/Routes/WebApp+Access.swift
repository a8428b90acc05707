// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

extension WebApp {
    /// The request's visit, refusing a device below `role`: a visitor asking for a page is sent to the join page, any
    /// other refusal is 403.
    func visit(_ context: WebContext, _ request: Request, atLeast role: WebRole) throws -> Visit {
        let visit = try context.requireVisit()
        guard visit.device.role >= role else {
            // A page is sent to the join page; an API or the event stream (whose client cannot follow to a page) is 403.
            if visit.device.role == .visitor, request.method == .get, !ErrorPage.wantsJSON(request), request.uri.path != "/events" {
                throw Redirect(location: "/join")
            }
            let locale = visit.language.locale
            throw HTTPError(.forbidden, message: role == .teacher
                ? String(localized: "Only the teacher can do this.", bundle: .module, locale: locale, comment: "A student tried a teacher's action.")
                : String(localized: "Join the class first.", bundle: .module, locale: locale, comment: "A visitor tried a student's action."))
        }
        return visit
    }

    /// Whether `terminology` is the course's: any of the library's but the students' own (the library is the
    /// teacher's; a terminology imported as a copy to study, like the demo, is course material too).
    func isCourse(_ terminology: Terminology) -> Bool {
        !devices.isStudentTerminology(terminology.id)
    }

    /// Whether the device may see `terminology`: the course, or the student's own terms.
    func isVisible(_ terminology: Terminology, to device: Device) -> Bool {
        isCourse(terminology) || terminology.id == device.ownTerminologyID
    }

    /// The terminology with `id` when the device may see it; 404 otherwise (a student's own terms are nobody else's).
    func visibleTerminology(_ id: UUID, _ visit: Visit) throws -> Terminology {
        guard let terminology = try visit.app.read({ try $0.terminology(id: id) }), isVisible(terminology, to: visit.device) else {
            throw notFound(visit)
        }
        return terminology
    }

    /// The course's terminologies in the device's focus that it may see.
    func visibleTerminologies(_ visit: Visit) async throws -> [Terminology] {
        let scope = await visit.app.focusScope()
        return try visit.app.read { try $0.terminologies(in: scope) }.filter { isVisible($0, to: visit.device) }
    }

    func notFound(_ visit: Visit) -> HTTPError {
        HTTPError(.notFound, message: String(
            localized: "There is nothing at this address.", bundle: .module, locale: visit.language.locale, comment: "A 404 page's message."))
    }

    /// The UUID a path parameter holds, else 404.
    func uuid(_ context: WebContext, _ name: String, _ visit: Visit) throws -> UUID {
        guard let text = context.parameters.get(name), let id = UUID(uuidString: text) else { throw notFound(visit) }
        return id
    }

    /// The request's form (URL-encoded).
    func form(_ request: Request) throws -> URLEncodedForm { try URLEncodedForm(request: request) }

    /// The client's address for rate limits: the connection's, or behind a trusted proxy (``WebApp/Options/proxyHeaders``)
    /// the address the outermost trusted proxy saw (``WebApp/Options/proxyHops``).
    func clientAddress(_ context: WebContext, _ request: Request) -> String {
        options.proxyHeaders.clientAddress(request.headers, hops: options.proxyHops) ?? context.remoteAddress?.host ?? "unknown"
    }

    /// Whether `text` can be an IPv4 or IPv6 address as a proxy writes it (so that a made-up value cannot make the
    /// limiter's table hold arbitrary text).
    static func isAddress(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 45 else { return false }
        let isV4 = text.utf8.allSatisfy { $0 == 0x2E || (0x30...0x39).contains($0) } && text.split(separator: ".", omittingEmptySubsequences: false).count == 4
        let isV6 = text.contains(":") && text.utf8.allSatisfy { $0 == 0x3A || $0 == 0x2E || (0x30...0x39).contains($0) || (0x61...0x66).contains($0 | 0x20) }
        return isV4 || isV6
    }

    /// Saves `device` for the visit's cookie.
    func save(_ device: Device, _ visit: Visit) throws {
        do {
            try devices.update(secret: visit.secret, device)
        } catch {
            throw visit.app.appError(error)
        }
    }
}

/// A redirect thrown from deep inside a handler (a visitor sent to the join page).
struct Redirect: HTTPResponseError {
    var location: String
    var status: HTTPResponse.Status { .seeOther }
    func response(from request: Request, context: some RequestContext) throws -> Response { .redirect(to: location) }
}
#endif
