// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// The result of running an intent.
public struct IntentRunResult: Sendable {
    /// What `perform` returned.
    public var result: any IntentResult
    /// The result's dialog rendered in the runner's locale, if it has one.
    public var dialog: String?
    /// The result's value, if it has one.
    public var value: (any Sendable)?
    /// The result of the intent this one's result opened (``IntentResult/result(opensIntent:)``), run next.
    public var openedIntentResult: IntentRunResult? { opened.first }
    private var opened: [IntentRunResult]

    init(result: any IntentResult, dialog: String?, value: (any Sendable)?, opened: IntentRunResult?) {
        self.result = result
        self.dialog = dialog
        self.value = value
        self.opened = opened.map { [$0] } ?? []
    }
}

/// Runs intents as the system does: resolves the missing required parameters through a prompter, performs, answers
/// the requests `perform` makes, renders the dialog, and runs the intent a result opens.
///
/// - A missing required parameter is asked for with its `requestValueDialog` (else its title); an enum is offered
///   its cases by their localized titles, an entity its query's suggested entities first. A non-interactive runner
///   (no prompter) fails with one ``IntentRunError/missingParameters(_:)`` listing every missing parameter.
/// - ``IntentParameter/requestValue(_:)`` and ``AppIntent/requestConfirmation(conditions:actionName:dialog:)``
///   are answered while `perform` waits, so `perform` continues with the answer and nothing it did before the
///   question is done again. ``IntentParameter/needsValueError(_:)`` thrown from `perform` asks for the value and
///   performs the intent again, as Apple documents (a confirmation given before is then not asked again).
/// - A ``SetFocusFilterIntent`` becomes the current filter of ``focusFilters`` after it performs.
public struct IntentRunner: Sendable {
    /// The localizer and locale everything is rendered with.
    public var environment: IntentEnvironment
    /// Who is asked for missing values and confirmations; `nil` for a non-interactive runner.
    public var prompter: (any IntentPrompter)?
    /// Receives focus-filter intents after they perform.
    public var focusFilters: FocusFilterCenter?
    /// How many answers per question, and requests per run (this many per parameter, plus as many), are allowed.
    public var attemptLimit = 3

    /// Creates a runner.
    public init(environment: IntentEnvironment, prompter: (any IntentPrompter)? = nil, focusFilters: FocusFilterCenter? = nil) {
        self.environment = environment
        self.prompter = prompter
        self.focusFilters = focusFilters
    }

    /// Runs a fresh instance of `intent`'s type with `intent`'s given values (`intent` itself is not changed).
    ///
    /// - Throws: ``IntentRunError`` when a required value cannot be had, the user cancels, a confirmation cannot be
    ///   asked, or `perform` keeps asking; whatever `perform` throws.
    public func run<Intent: AppIntent>(_ intent: Intent) async throws -> IntentRunResult {
        let fresh = Intent()
        let parameters = fresh.copyParameterValues(from: intent)
        try await resolveMissing(parameters)
        let context = IntentRunContext(runner: self, parameterCount: parameters.count)
        while true {
            do {
                let result = try await IntentRunContext.$current.withValue(context) { try await fresh.perform() }
                return try await finish(fresh, result: result)
            } catch let needed as ParameterValueNeeded {
                try context.countRequest()
                guard prompter != nil else { throw IntentRunError.missingParameters([missing(needed.parameter)]) }
                try await ask(needed.parameter, dialog: needed.dialog)
            }
        }
    }

    private func finish<Intent: AppIntent>(_ intent: Intent, result: Intent.PerformResult) async throws -> IntentRunResult {
        if let focusFilters, let filter = intent as? any SetFocusFilterIntent {
            await focusFilters.apply(filter)
        }
        let contents = result as? any IntentResultContents
        var opened: IntentRunResult?
        if let next = contents?.resultOpensIntent {
            opened = try await run(next)
        }
        return IntentRunResult(
            result: result, dialog: contents?.resultDialog.map(environment.render), value: contents?.resultValue, opened: opened)
    }

    private func resolveMissing(_ parameters: [any AnyIntentParameter]) async throws {
        let missingOnes = parameters.filter { $0.isRequired && !$0.hasValue }
        guard !missingOnes.isEmpty else { return }
        guard prompter != nil else { throw IntentRunError.missingParameters(missingOnes.map(missing)) }
        for parameter in missingOnes {
            try await ask(parameter, dialog: nil)
        }
    }

    /// The entry a missing `parameter` has in ``IntentRunError/missingParameters(_:)``.
    func missing(_ parameter: any AnyIntentParameter) -> IntentRunError.MissingParameter {
        IntentRunError.MissingParameter(name: parameter.name, title: environment.render(parameter.title))
    }

    /// Asks for `parameter`'s value (with `dialog`, else its `requestValueDialog`, else its title), offering its
    /// choices, until an answer parses or the attempts run out.
    func ask(_ parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws {
        let choices = await parameter.choices(environment: environment)
        try await ask(parameter, dialog: dialog, choices: choices) { answer in
            switch answer {
            case .choice(let index):
                guard choices.indices.contains(index) else { return false }
                return await parameter.setValue(fromStorage: choices[index].storage, environment: environment)
            case .text(let text):
                return await parameter.setValue(fromText: text, environment: environment)
            case .cancel:
                return false
            }
        }
    }

    /// Asks the question for `parameter` offering `choices` until `accept` takes an answer (`attemptLimit` times at
    /// most); a cancelled question throws ``IntentRunError/cancelled``, answers that are never taken
    /// ``IntentRunError/invalidAnswer(parameter:answer:)`` with the last one.
    func ask(
        _ parameter: any AnyIntentParameter, dialog: IntentDialog?, choices: [IntentChoice],
        accept: (IntentPromptAnswer) async -> Bool
    ) async throws {
        guard let prompter else { throw IntentRunError.missingParameters([missing(parameter)]) }
        let title = environment.render(parameter.title)
        let prompt = (dialog ?? parameter.requestValueDialog).map(environment.render) ?? title
        var lastAnswer = ""
        for attempt in 0..<max(0, attemptLimit) {
            let request = IntentValueRequest(
                parameterName: parameter.name, title: title, prompt: prompt, kind: parameter.kind, choices: choices,
                attempt: attempt)
            let answer = await prompter.requestValue(request)
            switch answer {
            case .cancel: throw IntentRunError.cancelled
            case .choice(let index): lastAnswer = "#\(index)"
            case .text(let text): lastAnswer = text
            }
            if await accept(answer) { return }
        }
        throw IntentRunError.invalidAnswer(parameter: parameter.name, answer: lastAnswer)
    }
}
#endif
