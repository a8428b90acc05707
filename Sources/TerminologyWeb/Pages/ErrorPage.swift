// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import StringResources
import TerminologyKit

/// An error as the user reads it: a page in their language (or JSON for the JSON endpoints) with the status its kind
/// calls for. Only the error's type is logged, never its message (which may quote what the user typed).
enum ErrorPage {
    static func response(for error: any Error, request: Request, visit: Visit, logger: Logger) -> Response {
        if let redirect = error as? Redirect { return .redirect(to: redirect.location) }
        let locale = visit.language.locale
        let status: HTTPResponse.Status
        let message: String
        var headers: HTTPFields = [:]
        switch error {
        case let error as AppError:
            status = Self.status(of: error.kind)
            message = Self.message(of: error, locale: locale)
        case let error as HTTPError:
            status = error.status
            headers = error.headers
            message = error.body ?? Self.defaultMessage(status, locale: locale)
        default:
            logger.error("request failed", metadata: ["error": String(describing: type(of: error)), "path": request.uri.path])
            status = .internalServerError
            message = Self.defaultMessage(.internalServerError, locale: locale)
        }
        var response: Response
        if wantsJSON(request) {
            response = json(.object([("error", .string(message)), ("status", .number(Int(status.code)))]), status: status)
        } else {
            response = Page.response(visit, title: Self.defaultMessage(status, locale: locale), status: status) { html in
                html.element("p", ["class": "error", "id": "error-message", "role": "alert"], text: message)
                html.element("p") {
                    html.element("a", ["href": "/"], text: String(localized: "Back to the course", bundle: .module, locale: locale, comment: "Link on an error page."))
                }
            }
        }
        for field in headers where field.name != .contentType { response.headers.append(field) }
        return response
    }

    static func wantsJSON(_ request: Request) -> Bool {
        let path = request.uri.path
        return path.hasPrefix("/intents/") || path.hasSuffix(".json") || (request.headers[.accept] ?? "").hasPrefix("application/json")
    }

    /// A JSON response written by the one JSON writer.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        // The writer's bytes are the body: no String made of them to be turned back into bytes.
        var writer = JSONWriter(style: .compact, capacity: 1024)
        writer.write(value, indent: 0)
        return json(bytes: writer.bytes, status: status)
    }

    /// A JSON response of what the one JSON writer wrote (or streamed).
    static func json(bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(bytes: bytes))
    }

    static func status(of kind: AppError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .notFound: .notFound
        case .usage, .invalidData, .cannotRead: .unprocessableContent
        case .conflict: .conflict
        case .busy, .unavailable: .serviceUnavailable
        case .cancelled: .badRequest
        case .notALibrary, .newerLibrary, .damaged, .cannotWrite, .failed: .internalServerError
        }
    }

    static func defaultMessage(_ status: HTTPResponse.Status, locale: Locale) -> String {
        switch status.code {
        case 400: String(localized: "The request could not be understood.", bundle: .module, locale: locale, comment: "Title of a 400 page.")
        case 403: String(localized: "Not allowed", bundle: .module, locale: locale, comment: "Title of a 403 page.")
        case 404: String(localized: "Not found", bundle: .module, locale: locale, comment: "Title of a 404 page.")
        case 405: String(localized: "Not allowed here", bundle: .module, locale: locale, comment: "Title of a 405 page.")
        case 409: String(localized: "Conflict", bundle: .module, locale: locale, comment: "Title of a 409 page.")
        case 413: String(localized: "The file is too large.", bundle: .module, locale: locale, comment: "Title of a 413 page.")
        case 422: String(localized: "Please check what you entered", bundle: .module, locale: locale, comment: "Title of a 422 page.")
        case 429: String(localized: "Too many attempts", bundle: .module, locale: locale, comment: "Title of a 429 page.")
        default: String(localized: "Something went wrong", bundle: .module, locale: locale, comment: "Title of a 500 page.")
        }
    }
}
#endif
