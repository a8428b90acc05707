// The app's engine (intents, runner, focus filters) exists only where AppIntents is absent; see TerminologyKit.
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// `sanasto serve`: a teacher's class on the web — everything the server does, so that the command only parses its
/// options and prints.
///
/// ```swift
/// let web = try WebApp(store: store)
/// let app = web.application(configuration: .init(address: .hostname("0.0.0.0", port: 8080)))
/// try await app.runService { handle in print(web.credentials.classCode) }
/// ```
/// Every page is rendered on the server in the language of the request (`Accept-Language`, or the language menu's
/// cookie) and works without JavaScript; a little script adds search as you type, live updates and the command box's
/// questions.
public final class WebApp: Sendable {
    /// How the web app behaves beyond where it listens.
    public struct Options: Sendable {
        /// Which headers of the proxy in front of the server to trust (`X-Forwarded-*` or `Forwarded`); none by
        /// default, since anyone can send those headers to a server that is not behind such a proxy.
        public var proxyHeaders: ProxyHeaders
        /// How many trusted proxies a request passes before it reaches the server (a CDN in front of nginx: 2); the
        /// client is the address the outermost one names.
        public var proxyHops: Int
        /// Failed sign-ins and joins allowed per client address per minute.
        public var signInAttemptsPerMinute: Int
        /// The largest import accepted, in bytes.
        public var maxImportSize: Int
        /// How many sharing students must have studied a term before the hardest-terms view shows it, so that no row
        /// tells the teacher how one student did.
        public var hardestTermsMinimumStudents: Int

        public init(
            proxyHeaders: ProxyHeaders = .none, proxyHops: Int = 1, signInAttemptsPerMinute: Int = 5, maxImportSize: Int = 10 * 1024 * 1024,
            hardestTermsMinimumStudents: Int = 3
        ) {
            self.proxyHeaders = proxyHeaders
            self.proxyHops = max(1, proxyHops)
            self.signInAttemptsPerMinute = signInAttemptsPerMinute
            self.maxImportSize = maxImportSize
            self.hardestTermsMinimumStudents = max(1, hardestTermsMinimumStudents)
        }
    }

    /// The library.
    public let store: TerminologyStore
    /// The class code, the teacher's token and password.
    public let credentials: ClassCredentials
    /// The devices the server remembers.
    public let devices: DeviceRegistry
    /// Sign-in and join attempts per address.
    public let limiter: SignInLimiter
    /// Live updates to open pages.
    public let events: EventHub
    /// The options.
    public let options: Options
    let studySessions = StudySessions()
    let routers = Locked([String: AppRouter]())
    let eventCounter = Locked(0)
    /// Tells this run's event ids from an earlier run's (a browser reconnecting after a restart is not replayed
    /// another run's events).
    let eventEpoch = SecureToken.make(byteCount: 4)

    /// The web app on `store`; `teacherToken` is new unless given (tests give one).
    public init(store: TerminologyStore, options: Options = Options(), teacherToken: String? = nil) throws {
        self.store = store
        self.options = options
        credentials = try teacherToken.map { try ClassCredentials(store: store, teacherToken: $0) } ?? ClassCredentials(store: store)
        devices = try DeviceRegistry(store: store)
        limiter = SignInLimiter(limit: options.signInAttemptsPerMinute, window: 60)
        events = EventHub()
    }

    /// The router with every route and the session middleware.
    public func router() -> Router<WebContext> {
        let router = Router(context: WebContext.self)
        router.add(middleware: StaticAssetsMiddleware(WebAssets.assets, urlPrefix: "/assets"))
        router.add(middleware: SessionMiddleware(web: self))
        addStudentRoutes(to: router)
        addTeacherRoutes(to: router)
        addApplePlatformRoutes(to: router)
        return router
    }

    /// The server running ``router()`` with `configuration`.
    public func application(
        configuration: ApplicationConfiguration, logger: Logger = .standardError(label: "sanasto serve")
    ) -> Application<RouterResponder<WebContext>> {
        Application(router: router(), configuration: configuration, logger: logger)
    }

    /// The app acting for `device` in `language`: its learner, its course focus, its own router (quick actions and
    /// foreground intents end there, as on a phone).
    func app(for device: Device, language: AppLanguage) async -> TerminologyApp {
        let router: AppRouter
        if let existing = routers.withLock({ $0[device.id] }) {
            router = existing
        } else {
            let made = await MainActor.run { AppRouter(typePrefix: AppAction.quickActionTypePrefix) }
            router = routers.withLock { routers in
                if let raced = routers[device.id] { return raced }
                // A router holds at most one pending action; forgetting old ones costs nothing but that.
                if routers.count > 20_000 { routers.removeAll() }
                routers[device.id] = made
                return made
            }
        }
        return TerminologyApp(store: store, language: language, learner: device.learner, router: router, focusOwner: device.focusOwner)
    }
}
#endif
