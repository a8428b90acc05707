import Localization

/// A widget button bound to an intent with pre-filled parameters (`Button(intent: ToggleTaskIntent(taskId:))`):
/// pressing it runs the intent through the app's runner, then asks for a timeline reload.
public struct WidgetIntentButton<Intent: PortableIntent>: Sendable {
    /// The localized label.
    public var title: LocalizedResource
    /// The intent with its pre-filled parameters.
    public var intent: Intent
    /// Called after the intent ran (reload the widget's timeline).
    public var reloadTimelines: @Sendable () async -> Void

    /// Creates a button.
    public init(title: LocalizedResource, intent: Intent, reloadTimelines: @escaping @Sendable () async -> Void) {
        self.title = title
        self.intent = intent
        self.reloadTimelines = reloadTimelines
    }

    /// Runs the intent through `runner` and signals the refresh.
    @discardableResult
    public func press(using runner: IntentRunner) async throws -> IntentRunResult {
        let result = try await runner.run(intent)
        await reloadTimelines()
        return result
    }
}
