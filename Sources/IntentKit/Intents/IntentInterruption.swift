import Foundation
import Localization

/// Thrown by `perform` (through `IntentContext`) to ask the user something; the runner answers it and re-runs.
public enum IntentInterruption: Error, Sendable {
    /// A value for the parameter named `parameter`.
    case needsValue(parameter: String, dialog: LocalizedResource?)
    /// A yes/no confirmation.
    case needsConfirmation(dialog: LocalizedResource)
}
