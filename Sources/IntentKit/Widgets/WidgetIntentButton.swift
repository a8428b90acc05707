// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// A widget button bound to an intent with its parameters given — what SwiftUI's `Button(intent:)` is in an
/// interactive widget (`Button(intent: ToggleTaskIntent(taskId: task.id)) { … }`): pressing it runs the intent
/// through the app's runner, then asks for a timeline reload.
///
/// SwiftUI and WidgetKit do not exist off Apple platforms, so the portable name differs from Apple's.
public struct WidgetIntentButton<Intent: AppIntent>: Sendable {
    /// The localized label, when the button has one.
    public var title: LocalizedStringResource?
    /// The intent with its parameters given.
    public var intent: Intent
    /// Called after the intent ran (reload the widget's timeline).
    public var reloadTimelines: @Sendable () async -> Void

    /// Creates a button.
    public init(
        _ title: LocalizedStringResource? = nil, intent: Intent, reloadTimelines: @escaping @Sendable () async -> Void = {}
    ) {
        self.title = title
        self.intent = intent
        self.reloadTimelines = reloadTimelines
    }

    /// Runs the intent through `runner`, then signals the reload.
    @discardableResult
    public func press(using runner: IntentRunner) async throws -> IntentRunResult {
        let result = try await runner.run(intent)
        await reloadTimelines()
        return result
    }
}
#endif
