// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import HTTPServer
import IntentKit

/// The prompter of a web request: an HTTP request cannot wait for the user's answer, so the first question an intent
/// asks is kept (its localized prompt and choices) and answered "cancel"; the page or the JSON answer then asks it,
/// and the next request brings the value. A confirmation is answered with what the request said (`confirm`).
final class WebPrompter: IntentPrompter {
    private struct State {
        var request: IntentValueRequest?
        var confirmation: String?
    }

    private let confirms: Bool
    private let state = Locked(State())

    init(confirms: Bool) {
        self.confirms = confirms
    }

    /// The first value the intent asked for.
    var request: IntentValueRequest? { state.withLock { $0.request } }
    /// The confirmation the intent asked for and did not get.
    var confirmation: String? { state.withLock { $0.confirmation } }

    func requestValue(_ request: IntentValueRequest) async -> IntentPromptAnswer {
        state.withLock { state in
            if state.request == nil { state.request = request }
        }
        return .cancel
    }

    func requestConfirmation(_ dialog: String) async -> Bool {
        if confirms { return true }
        state.withLock { $0.confirmation = dialog }
        return false
    }
}
#endif
