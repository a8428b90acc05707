// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation

/// A type an intent parameter can hold — App Intents' `_IntentValue`: `String`, `Int`, `Double`, `Bool`, `Date`,
/// `URL`, ``AppEnum``s, ``AppEntity``s, and optionals and arrays of these.
///
/// It has no public requirements: how each type is stored, parsed from a user's answer, offered as choices and shown
/// is IntentKit's own (``IntentValueKind`` names the kinds), as it is App Intents' own on Apple platforms.
public protocol _IntentValue: Sendable {}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}

/// An optional intent value type, so that code holding only `Any.Type` can reach the wrapped type.
package protocol IntentOptionalValueType {
    /// The wrapped type.
    static var wrappedIntentType: Any.Type { get }
    /// `nil` of this optional type.
    static var noneValue: Any { get }
}

extension Optional: IntentOptionalValueType where Wrapped: _IntentValue {
    package static var wrappedIntentType: Any.Type { Wrapped.self }
    package static var noneValue: Any { Optional<Wrapped>.none as Any }
}

/// An array intent value type, so that code holding only `Any.Type` can reach the element type and build arrays.
package protocol IntentArrayValueType {
    /// The element type.
    static var elementIntentType: Any.Type { get }
    /// An array of the elements, when each is of the element type.
    static func makeArray(_ elements: [Any]) -> Any?
}

extension Array: IntentArrayValueType where Element: _IntentValue {
    package static var elementIntentType: Any.Type { Element.self }
    package static func makeArray(_ elements: [Any]) -> Any? {
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let typed = element as? Element else { return nil }
            result.append(typed)
        }
        return result
    }
}
#endif
