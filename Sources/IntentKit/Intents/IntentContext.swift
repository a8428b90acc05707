import Foundation
import Localization

/// What `perform()` can ask of the runner mid-way, and the environment it renders in.
public struct IntentContext: Sendable {
    /// The locale and string lookup.
    public var environment: IntentEnvironment
    /// The confirmations already given in this run (by dialog key).
    let confirmed: Set<LocalizedResource>

    /// Creates a context (the runner makes one per attempt).
    public init(environment: IntentEnvironment, confirmed: Set<LocalizedResource> = []) {
        self.environment = environment
        self.confirmed = confirmed
    }

    /// Asks for a (new) value of the parameter `name`; `perform` is run again with the answer.
    public func requestValue(for name: String, dialog: LocalizedResource? = nil) throws -> Never {
        throw IntentInterruption.needsValue(parameter: name, dialog: dialog)
    }

    /// Asks the user to confirm `dialog`; returns when confirmed, otherwise `perform` is re-run once the user answers
    /// (a refusal ends the run with `IntentRunError.cancelled`; a non-interactive runner ends it with
    /// `IntentRunError.confirmationNeeded`).
    public func requestConfirmation(_ dialog: LocalizedResource) throws {
        if confirmed.contains(dialog) { return }
        throw IntentInterruption.needsConfirmation(dialog: dialog)
    }
}
