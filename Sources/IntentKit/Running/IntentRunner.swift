import Localization

/// The result of running an intent.
public struct IntentRunResult: Sendable {
    /// What `perform` returned.
    public var outcome: IntentOutcome
    /// The dialog rendered in the runner's locale, if any.
    public var dialog: String?
    /// Whether the outcome's route was handed to the route handler.
    public var routed: Bool
}

/// Runs intents: resolves missing parameters through a prompter, performs, answers mid-way requests,
/// and hands foreground routes to the router.
public struct IntentRunner: Sendable {
    /// The locale and string lookup.
    public var environment: IntentEnvironment
    /// Who is asked for missing values; nil for a non-interactive runner.
    public var prompter: (any IntentPrompter)?
    /// Receives foreground routes (usually `ActionRouter.open(route:)`); returns whether the route was taken.
    public var routeHandler: (@MainActor @Sendable (any Sendable) -> Bool)?
    /// Receives focus-filter intents after they perform.
    public var focusFilters: FocusFilterCenter?
    /// How many answers per parameter, and mid-way requests per run, are allowed.
    public var attemptLimit = 3

    /// Creates a runner.
    public init(
        environment: IntentEnvironment,
        prompter: (any IntentPrompter)? = nil,
        focusFilters: FocusFilterCenter? = nil,
        routeHandler: (@MainActor @Sendable (any Sendable) -> Bool)? = nil
    ) {
        self.environment = environment
        self.prompter = prompter
        self.focusFilters = focusFilters
        self.routeHandler = routeHandler
    }

    /// Creates a runner whose foreground routes go to `router`.
    public init<Action>(
        environment: IntentEnvironment,
        prompter: (any IntentPrompter)? = nil,
        focusFilters: FocusFilterCenter? = nil,
        router: ActionRouter<Action>
    ) {
        self.init(environment: environment, prompter: prompter, focusFilters: focusFilters) { route in
            router.open(route: route)
        }
    }

    /// Runs a copy of `intent` (its given values kept): asks for missing required values (or fails listing all of them
    /// when non-interactive), performs, and answers `perform`'s requests by re-running it.
    public func run<Intent: PortableIntent>(_ intent: Intent) async throws -> IntentRunResult {
        let fresh = Intent()
        let source = intent.parameters
        let parameters = fresh.parameters
        for (target, given) in zip(parameters, source) where given.hasValue {
            _ = target.copyValue(from: given)
        }
        try await resolveMissing(parameters)
        var confirmed = Set<LocalizedResource>()
        var requests = 0
        while true {
            do {
                let outcome = try await fresh.perform(IntentContext(environment: environment, confirmed: confirmed))
                return await finish(fresh, outcome: outcome)
            } catch let interruption as IntentInterruption {
                requests += 1
                // attemptLimit × (parameters + 1), without overflowing for a huge limit.
                let allowed = max(0, attemptLimit).multipliedReportingOverflow(by: max(parameters.count, 1) + 1)
                guard allowed.overflow || requests <= allowed.partialValue else { throw IntentRunError.tooManyRequests }
                switch interruption {
                case .needsValue(let name, let dialog):
                    guard let parameter = parameters.first(where: { $0.name == name }) else {
                        throw IntentRunError.unknownParameter(name)
                    }
                    guard prompter != nil else {
                        throw IntentRunError.missingParameters([missing(parameter)])
                    }
                    try await ask(parameter, dialog: dialog)
                case .needsConfirmation(let dialog):
                    guard let prompter else { throw IntentRunError.confirmationNeeded(dialog.render(in: environment)) }
                    guard await prompter.requestConfirmation(dialog.render(in: environment)) else { throw IntentRunError.cancelled }
                    confirmed.insert(dialog)
                }
            }
        }
    }

    private func finish<Intent: PortableIntent>(_ intent: Intent, outcome: IntentOutcome) async -> IntentRunResult {
        if let focusFilters, let filter = intent as? any FocusFilterIntent {
            await focusFilters.apply(filter)
        }
        var routed = false
        if Intent.executionMode == .foreground, let route = outcome.route, let routeHandler {
            routed = await routeHandler(route)
        }
        return IntentRunResult(outcome: outcome, dialog: outcome.dialog?.render(in: environment), routed: routed)
    }

    private func resolveMissing(_ parameters: [any IntentParameterDescriptor]) async throws {
        let missingOnes = parameters.filter { $0.isRequired && !$0.hasValue }
        guard !missingOnes.isEmpty else { return }
        guard prompter != nil else { throw IntentRunError.missingParameters(missingOnes.map(missing)) }
        for parameter in missingOnes {
            try await ask(parameter, dialog: nil)
        }
    }

    private func missing(_ parameter: any IntentParameterDescriptor) -> IntentRunError.MissingParameter {
        IntentRunError.MissingParameter(name: parameter.name, title: parameter.title.render(in: environment))
    }

    private func ask(_ parameter: any IntentParameterDescriptor, dialog: LocalizedResource?) async throws {
        guard let prompter else { throw IntentRunError.missingParameters([missing(parameter)]) }
        let choices = await parameter.choices(environment: environment)
        let title = parameter.title.render(in: environment)
        let prompt = (dialog ?? parameter.prompt)?.render(in: environment) ?? title
        var lastAnswer = ""
        for attempt in 0..<max(0, attemptLimit) {
            let request = IntentValueRequest(
                parameterName: parameter.name, title: title, prompt: prompt,
                kind: parameter.kind, choices: choices, attempt: attempt
            )
            switch await prompter.requestValue(request) {
            case .cancel:
                throw IntentRunError.cancelled
            case .choice(let index):
                lastAnswer = "#\(index)"
                if choices.indices.contains(index),
                   await parameter.setValue(fromStorage: choices[index].storage, environment: environment) {
                    return
                }
            case .text(let text):
                lastAnswer = text
                if await parameter.setValue(fromText: text, environment: environment) { return }
            }
        }
        throw IntentRunError.invalidAnswer(parameter: parameter.name, answer: lastAnswer)
    }
}
