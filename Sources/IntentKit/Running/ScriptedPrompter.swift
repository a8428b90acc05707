// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation

/// A prompter that answers from a script and records what it was asked — for an app's tests, and for running an
/// intent with answers given up front (a command line's arguments).
public final class ScriptedPrompter: IntentPrompter, @unchecked Sendable {
    // `@unchecked Sendable`: the mutable state is only touched under `lock`.
    private let lock = NSLock()
    private var answers: [IntentPromptAnswer]
    private var confirmations: [Bool]
    private var requests: [IntentValueRequest] = []
    private var confirmationDialogs: [String] = []

    /// A prompter giving `answers` to value requests and `confirmations` to confirmations, in order; once they run
    /// out, it cancels and refuses.
    public init(answers: [IntentPromptAnswer] = [], confirmations: [Bool] = []) {
        self.answers = answers
        self.confirmations = confirmations
    }

    /// The value requests made so far.
    public var askedRequests: [IntentValueRequest] { lock.withLock { requests } }
    /// The confirmation dialogs shown so far.
    public var askedConfirmations: [String] { lock.withLock { confirmationDialogs } }

    /// The next scripted answer, or `.cancel`.
    public func requestValue(_ request: IntentValueRequest) async -> IntentPromptAnswer {
        lock.withLock {
            requests.append(request)
            return answers.isEmpty ? .cancel : answers.removeFirst()
        }
    }

    /// The next scripted confirmation, or `false`.
    public func requestConfirmation(_ dialog: String) async -> Bool {
        lock.withLock {
            confirmationDialogs.append(dialog)
            return confirmations.isEmpty ? false : confirmations.removeFirst()
        }
    }
}
#endif
