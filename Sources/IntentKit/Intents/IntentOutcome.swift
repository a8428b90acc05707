import Localization

/// What `perform()` returns, like Apple's `IntentResult`: an optional value, dialog and route.
public struct IntentOutcome: Sendable {
    /// A value handed back to the caller (a created task, a count).
    public var value: (any Sendable)?
    /// What Siri says; without one, it stays silent.
    public var dialog: LocalizedResource?
    /// Where a foreground intent sends the app (an action of the app's router).
    public var route: (any Sendable)?

    /// Creates an outcome.
    public init(value: (any Sendable)? = nil, dialog: LocalizedResource? = nil, route: (any Sendable)? = nil) {
        self.value = value
        self.dialog = dialog
        self.route = route
    }

    /// An outcome with nothing to say or show.
    public static func result() -> IntentOutcome { IntentOutcome() }

    /// An outcome with a dialog and optionally a value.
    public static func result(value: (any Sendable)? = nil, dialog: LocalizedResource) -> IntentOutcome {
        IntentOutcome(value: value, dialog: dialog)
    }

    /// An outcome with a value.
    public static func result(value: any Sendable) -> IntentOutcome { IntentOutcome(value: value) }

    /// An outcome that opens `route` in the app.
    public static func open(_ route: any Sendable, dialog: LocalizedResource? = nil) -> IntentOutcome {
        IntentOutcome(dialog: dialog, route: route)
    }
}
