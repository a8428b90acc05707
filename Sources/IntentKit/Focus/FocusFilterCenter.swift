// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation

/// Holds the current focus filters: applies them, persists their parameters, restores them, notifies observers.
public actor FocusFilterCenter {
    private let storage: any FocusFilterStorage
    private let environment: IntentEnvironment
    private var observers: [UUID: @Sendable (String) async -> Void] = [:]

    /// Creates a center persisting to `storage` and restoring values in `environment`.
    public init(storage: any FocusFilterStorage, environment: IntentEnvironment) {
        self.storage = storage
        self.environment = environment
    }

    /// The storage key of a filter type.
    public static func key(for type: any SetFocusFilterIntent.Type) -> String { "focusFilter." + type.identifier }

    /// Makes `filter`'s parameter values the current filter of its type and notifies observers.
    public func apply(_ filter: any SetFocusFilterIntent) async {
        var snapshot: [String: [String]] = [:]
        for parameter in filter.intentParameters where parameter.hasValue {
            snapshot[parameter.name] = parameter.storage
        }
        let key = Self.key(for: type(of: filter))
        // Sorted keys: the same snapshot always encodes to the same bytes, so re-applying it is not a change.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try? encoder.encode(snapshot)
        if storage.data(forKey: key) == data { return }
        storage.setData(data, forKey: key)
        await notify(key)
    }

    /// Clears the filter of `type` (the Focus turned off) and notifies observers.
    public func clear<Filter: SetFocusFilterIntent>(_ type: Filter.Type) async {
        let key = Self.key(for: type)
        guard storage.data(forKey: key) != nil else { return }
        storage.setData(nil, forKey: key)
        await notify(key)
    }

    /// The current filter of `type` with its stored parameter values, or nil when none is set.
    ///
    /// Also nil when a stored value can no longer be rebuilt for a parameter that has no placeholder to give
    /// instead (an entity that is gone, a non-optional entity parameter added since): reading such a filter's
    /// parameter would otherwise stop the program.
    public func current<Filter: SetFocusFilterIntent>(_ type: Filter.Type) async -> Filter? {
        guard let data = storage.data(forKey: Self.key(for: type)),
              let snapshot = try? JSONDecoder().decode([String: [String]].self, from: data) else { return nil }
        let filter = Filter()
        for parameter in filter.intentParameters {
            if let stored = snapshot[parameter.name] {
                _ = await parameter.setValue(fromStorage: stored, environment: environment)
            }
            if !parameter.isReadable { return nil }
        }
        return filter
    }

    /// Calls `handler` with the filter's storage key whenever a filter changes; returns a token for `removeObserver`.
    public func addObserver(_ handler: @escaping @Sendable (String) async -> Void) -> UUID {
        let token = UUID()
        observers[token] = handler
        return token
    }

    /// Stops notifying an observer.
    public func removeObserver(_ token: UUID) {
        observers[token] = nil
    }

    private func notify(_ key: String) async {
        for token in observers.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
            if let handler = observers[token] { await handler(key) }
        }
    }
}
#endif
