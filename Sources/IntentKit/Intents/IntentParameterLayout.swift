// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
@_spi(Reflection) import Swift
import Foundation

/// Where a struct intent type keeps its `@Parameter`s: each one's name and key path, found by reflection once per
/// type, so that listing an instance's parameters (several times a call: the route, the runner's fresh copy) costs
/// a key path read each instead of a `Mirror` walk.
///
/// Class intents (whose fields the runtime cannot give key paths for) are not described: their parameters are read
/// with `Mirror` every time.
enum IntentParameterLayout {
    /// One `@Parameter` field of an intent type.
    struct Field<Root>: @unchecked Sendable {
        /// The property's name without the wrapper's underscore (`query`).
        let name: String
        /// The wrapper's storage (`\._query`).
        // `@unchecked Sendable`: key paths are immutable once made.
        let keyPath: PartialKeyPath<Root>
    }

    /// The layouts found so far, by intent type (`nil` for a type that has none: a class).
    private nonisolated(unsafe) static var layouts: [ObjectIdentifier: (any Sendable)?] = [:]
    // `layouts` is only touched under this lock.
    private static let lock = NSLock()

    /// The parameter fields of `type` in declaration order, or `nil` when it must be read with `Mirror`.
    static func fields<Root>(of type: Root.Type) -> [Field<Root>]? {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ layouts[key] }) { return known as? [Field<Root>] }
        let found = discover(type)
        lock.withLock { layouts[key] = .some(found) }
        return found
    }

    /// The property name a wrapper's storage label stands for: `_query` → `query`.
    static func parameterName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    private static func discover<Root>(_ type: Root.Type) -> [Field<Root>]? {
        var fields: [Field<Root>] = []
        let described = _forEachFieldWithKeyPath(of: type) { label, keyPath in
            if Swift.type(of: keyPath).valueType is any AnyIntentParameter.Type {
                fields.append(Field(name: parameterName(String(cString: label)), keyPath: keyPath))
            }
            return true
        }
        return described ? fields : nil
    }
}
#endif
