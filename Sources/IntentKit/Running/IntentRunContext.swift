// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import Localization

/// The run an intent's `perform` is part of, reachable from the requests it makes
/// (``IntentParameter/requestValue(_:)``, ``AppIntent/requestConfirmation(conditions:actionName:dialog:)``).
///
/// The runner sets it as a task-local value around `perform`, so a request is answered by the runner's prompter and
/// `perform` continues with the answer.
package final class IntentRunContext: Sendable {
    /// The run in progress on this task, if any.
    @TaskLocal package static var current: IntentRunContext?

    let runner: IntentRunner
    /// How many requests `perform` may make in this run.
    let requestLimit: Int
    private let state = Mutex()

    /// What a run remembers across performs (a `needsValueError` performs again).
    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var requests = 0
        private var confirmed: Set<String> = []

        /// Counts a request; `false` once the limit is passed.
        func count(limit: Int) -> Bool {
            lock.withLock {
                requests += 1
                return requests <= limit
            }
        }

        func isConfirmed(_ dialog: String) -> Bool { lock.withLock { confirmed.contains(dialog) } }
        func confirm(_ dialog: String) { _ = lock.withLock { confirmed.insert(dialog) } }
    }

    init(runner: IntentRunner, parameterCount: Int) {
        self.runner = runner
        // attemptLimit × (parameters + 1), without overflowing for a huge limit.
        let allowed = max(0, runner.attemptLimit).multipliedReportingOverflow(by: max(parameterCount, 1) + 1)
        requestLimit = allowed.overflow ? Int.max : allowed.partialValue
    }

    /// The run `parameter`'s request belongs to; with none, the error a non-interactive run gives.
    static func require(for parameter: any AnyIntentParameter) throws -> IntentRunContext {
        if let current { return current }
        throw IntentRunError.missingParameters([IntentRunError.MissingParameter(name: parameter.name, title: parameter.title.key)])
    }

    /// Counts one request of `perform`; throws ``IntentRunError/tooManyRequests`` past the limit.
    func countRequest() throws {
        guard state.count(limit: requestLimit) else { throw IntentRunError.tooManyRequests }
    }

    /// Asks for `parameter`'s value (mid-way) and stores the answer.
    func ask(_ parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws {
        try countRequest()
        try await runner.ask(parameter, dialog: dialog)
    }

    /// Asks the user to confirm the rendered `dialog`; `true` when they did. A dialog confirmed earlier in this run
    /// (before a `needsValueError` performed the intent again) is not asked again.
    func confirm(_ dialog: String) async throws -> Bool {
        if state.isConfirmed(dialog) { return true }
        try countRequest()
        guard let prompter = runner.prompter else { throw IntentRunError.confirmationNeeded(dialog) }
        guard await prompter.requestConfirmation(dialog) else { return false }
        state.confirm(dialog)
        return true
    }

    /// Asks the user to choose among `choices` for `parameter` (by index, or by a title said or typed); the index
    /// chosen.
    func choose(_ parameter: any AnyIntentParameter, among choices: [IntentChoice], dialog: IntentDialog?) async throws -> Int {
        try countRequest()
        let locale = runner.environment.locale
        var chosen = 0
        try await runner.ask(parameter, dialog: dialog, choices: choices) { answer in
            switch answer {
            case .choice(let index):
                chosen = index
                return choices.indices.contains(index)
            case .text(let text):
                let folded = IntentLanguage.fold(text, locale: locale)
                guard let index = choices.firstIndex(where: { IntentLanguage.fold($0.title, locale: locale) == folded }) else { return false }
                chosen = index
                return true
            case .cancel:
                return false
            }
        }
        return chosen
    }
}
#endif
