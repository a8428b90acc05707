/// Where an intent runs.
public enum IntentExecutionMode: Sendable, Hashable {
    /// In the background; a route in the outcome is ignored.
    case background
    /// With the app in the foreground; the outcome's route is handed to the router.
    case foreground
}
