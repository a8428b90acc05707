import Observation

/// The one place an app's actions arrive, whatever started them: quick actions at launch and while running
/// (``handle(_:)``), and foreground intents' `perform` — run by a matched phrase, a widget button or Shortcuts — all
/// call ``open(_:)``; a view handles the pending action with ``take()``, which returns and clears it in one step so
/// each action is handled exactly once (the seed's `AppRouter` with `pending` reset by the view).
@MainActor
@Observable
public final class ActionRouter<Action: RawRepresentable & Sendable & Equatable> where Action.RawValue == String {
    /// The action waiting to be handled.
    public private(set) var pending: Action?
    /// How many actions have been opened (observers can tell a repeated action from none).
    public private(set) var openedCount = 0

    /// The prefix stripped from quick-action types before they are matched to raw values (`com.your.app.`).
    @ObservationIgnored public let typePrefix: String?

    /// Creates a router; quick-action types are matched to raw values with `typePrefix` removed
    /// (without a prefix: the whole type, then its last dot-separated component).
    public init(typePrefix: String? = nil) {
        self.typePrefix = typePrefix
    }

    /// The one path: makes `action` pending (replacing an unhandled one).
    public func open(_ action: Action) {
        pending = action
        openedCount += 1
    }

    /// Returns the pending action and clears it.
    public func take() -> Action? {
        let action = pending
        pending = nil
        return action
    }

    /// The action a quick-action type names, or nil.
    public func action(forQuickActionType type: String) -> Action? {
        if let typePrefix {
            guard type.hasPrefix(typePrefix) else { return nil }
            return Action(rawValue: String(type.dropFirst(typePrefix.count)))
        }
        if let action = Action(rawValue: type) { return action }
        guard let dot = type.lastIndex(of: ".") else { return nil }
        return Action(rawValue: String(type[type.index(after: dot)...]))
    }

    /// Handles a quick action (at launch or while running); false, and nothing pending, when its type is unknown.
    @discardableResult
    public func handle(_ item: QuickActionItem) -> Bool {
        handle(quickActionType: item.type)
    }

    /// Handles a quick action by its type; false when the type is unknown.
    @discardableResult
    public func handle(quickActionType type: String) -> Bool {
        guard let action = action(forQuickActionType: type) else { return false }
        open(action)
        return true
    }
}
