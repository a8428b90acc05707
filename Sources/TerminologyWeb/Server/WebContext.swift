import HTTPServer
import TerminologyKit

/// What a handler of the web app knows about its request: HTTPServer's core facts and, once the session middleware
/// ran, the device, the page's language and the app acting for the device.
public struct WebContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The device, its language and its app; nil only before the session middleware runs.
    public var visit: Visit?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    /// The session middleware's findings; a handler outside it (none exists) gets a 500, never a guess.
    func requireVisit() throws -> Visit {
        guard let visit else { throw HTTPError(.internalServerError) }
        return visit
    }
}

/// One request's device, language and app.
public struct Visit: Sendable {
    /// The device the cookie names (a new visitor when it named none).
    public var device: Device
    /// The cookie's secret (to update the device), never logged.
    var secret: String
    /// The page's language.
    public var language: AppLanguage
    /// The app acting for the device: its learner, its focus, its language.
    public var app: TerminologyApp
    /// Whether the request came over TLS (only known behind a trusted proxy).
    public var isSecure: Bool
}
