// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// An intent the system runs when a Focus with the app's filter turns on — App Intents' `SetFocusFilterIntent`.
///
/// ```swift
/// struct WorkFocusFilter: SetFocusFilterIntent {
///     static let title: LocalizedStringResource = "Çalışma Görevleri"
///     @Parameter(title: "Tag") var tag: String
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
///
/// Run through an ``IntentRunner`` with ``IntentRunner/focusFilters``, its parameter values also become the current
/// filter of a ``FocusFilterCenter``, which keeps them, restores them (``FocusFilterCenter/current(_:)``) and tells
/// observers.
public protocol SetFocusFilterIntent: AppIntent {
    /// How the filter is shown in the Focus settings (by default its title).
    var displayRepresentation: DisplayRepresentation { get }
}

extension SetFocusFilterIntent {
    /// The filter's title.
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: Self.title) }
}
#endif
