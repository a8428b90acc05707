// The app's engine side (intents run through IntentKit's runner, focus filters through its center) exists only where
// the AppIntents framework is absent, as IntentKit's App Intents vocabulary does (see IntentKit's AppIntent.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization

/// The terminology app for one user: their library, whose progress it is, the language they read, the course focus,
/// and the router every quick action, foreground intent and phrase ends in.
///
/// Every use case of the app is a method of this type (its extensions), so that the command line, a web page and
/// tests all do the same thing the same way. The app's App Intents find it as ``current``: run them with
/// ``run(_:prompter:)`` (or inside ``perform(_:)``), which makes this app the current one for the intent's task.
///
/// ```swift
/// let app = try await TerminologyApp(store: TerminologyStore(url: location.url), language: .finnish)
/// let rows = try await app.categoryList()      // "Soluhengitys · Kategoriassa on 40 termiä"
/// let result = try await app.run(StudyNowIntent())
/// ```
public final class TerminologyApp: Sendable {
    /// The library.
    public let store: TerminologyStore
    /// The language everything is shown in.
    public let language: AppLanguage
    /// Whose study progress and learned marks are read and written.
    public let learner: LearnerID
    /// Where quick actions, foreground intents and phrases end.
    public let router: AppRouter
    /// The current focus filters (the course focus), kept in the library's settings.
    public let focusFilters: FocusFilterCenter
    /// The focus filters' storage, which keeps a failed write for the app to report.
    let focusStorage: LibraryFocusStorage
    /// The app's texts: TerminologyKit's String Catalogs (every lookup names ``language``).
    public let localizer: Localizer
    /// The file formats (TBX, CSV, Anki, bundles) and the demo terminology, when this build has them.
    public let exchange: (any TerminologyExchange)?
    /// The calendar "today" is a day of (the term of the day).
    public let calendar: Calendar
    private let clock: @Sendable () -> Date

    /// The app on `store`, showing `language`, for `learner`, with its own `router`.
    ///
    /// - Parameters:
    ///   - focusOwner: whose course focus this is (a learner, a device); the learner by default.
    ///   - exchange: the file formats; ``TerminologyExchangeFormats/available`` by default.
    ///   - clock: what "now" is (tests fix it).
    public init(
        store: TerminologyStore, language: AppLanguage = .english, learner: LearnerID = .local, router: AppRouter,
        focusOwner: String? = nil, exchange: (any TerminologyExchange)? = TerminologyExchangeFormats.available,
        calendar: Calendar = .current, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.language = language
        self.learner = learner
        self.router = router
        self.exchange = exchange
        self.calendar = calendar
        self.clock = clock
        localizer = Self.sharedLocalizer
        focusStorage = LibraryFocusStorage(store: store, owner: focusOwner ?? learner.rawValue)
        focusFilters = FocusFilterCenter(
            storage: focusStorage, environment: IntentEnvironment(localizer: localizer, locale: language.identifier))
    }

    /// The app on `store` with a router of its own (created on the main actor, where routers live).
    @MainActor
    public convenience init(
        store: TerminologyStore, language: AppLanguage = .english, learner: LearnerID = .local, focusOwner: String? = nil,
        exchange: (any TerminologyExchange)? = TerminologyExchangeFormats.available, calendar: Calendar = .current,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            store: store, language: language, learner: learner, router: AppRouter(typePrefix: AppAction.quickActionTypePrefix),
            focusOwner: focusOwner, exchange: exchange, calendar: calendar, clock: clock)
    }

    /// Now, as the app's clock says.
    public var now: Date { clock() }

    /// The localizer and locale intents render their titles, prompts and dialogs with.
    public var environment: IntentEnvironment { IntentEnvironment(localizer: localizer, locale: language.identifier) }

    /// The localizer of TerminologyKit's catalogs: the one `String(localized:bundle:locale:)` reads, so that each
    /// catalog is parsed once per process whatever the language (every lookup names its language).
    static var sharedLocalizer: Localizer { Localizer.shared(for: .module) }

    // MARK: Running intents

    /// The app whose intent is running on this task.
    @TaskLocal static var running: TerminologyApp?

    /// The app the running intent belongs to.
    ///
    /// - Throws: ``AppError`` when an intent is performed outside ``perform(_:)`` or ``run(_:prompter:)``.
    public static var current: TerminologyApp {
        get throws(AppError) {
            guard let running else {
                throw AppError(.failed, "Sanasto's intents run through TerminologyApp.run(_:) or inside TerminologyApp.perform(_:).")
            }
            return running
        }
    }

    /// Runs `body` with this app as ``current`` (what its intents, entity queries and focus filters act on).
    public func perform<T>(_ body: () async throws -> T) async rethrows -> T {
        try await Self.$running.withValue(self) { try await body() }
    }

    /// A runner rendering in the app's language, asking `prompter` for what is missing (nobody when nil), and
    /// keeping focus filters in the app's focus center.
    public func runner(prompter: (any IntentPrompter)? = nil) -> IntentRunner {
        IntentRunner(environment: environment, prompter: prompter, focusFilters: focusFilters)
    }

    /// Runs `intent` as the system would, with this app as ``current``.
    public func run<Intent: AppIntent>(_ intent: Intent, prompter: (any IntentPrompter)? = nil) async throws -> IntentRunResult {
        try await perform { try await runner(prompter: prompter).run(intent) }
    }

    /// Runs a read transaction, its store errors turned into the user's language.
    public func read<T>(_ body: (StoreReader) throws -> T) throws(AppError) -> T {
        do {
            return try store.read(body)
        } catch {
            throw appError(error)
        }
    }

    /// Runs a read transaction, or reuses its result while the library has not changed (see
    /// ``TerminologyStore/cachedRead(_:_:)``: `key` names all the result depends on besides the library).
    public func cachedRead<T: Sendable>(_ key: String, _ body: (StoreReader) throws -> T) throws(AppError) -> T {
        do {
            return try store.cachedRead(key, body)
        } catch {
            throw appError(error)
        }
    }

    /// Runs a write transaction, its store errors turned into the user's language.
    @discardableResult
    public func write<T>(_ body: (StoreWriter) throws -> T) throws(AppError) -> T {
        do {
            return try store.write(body)
        } catch {
            throw appError(error)
        }
    }

    /// Any error as the user reads it.
    public func appError(_ error: any Error) -> AppError {
        switch error {
        case let error as AppError: error
        case let error as StoreError: AppError(error, language: language)
        default: AppError(.failed, "\(error)")
        }
    }
}

#endif
