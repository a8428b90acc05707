import Foundation
import Localization

/// The type-erased view of a parameter that the runner, summaries and matching use.
public protocol IntentParameterDescriptor: AnyObject, Sendable {
    /// The property name without the underscore (`priority`).
    var name: String { get }
    /// The localized title.
    var title: LocalizedResource { get }
    /// A localized description.
    var parameterDescription: LocalizedResource? { get }
    /// The localized question asked when the value is missing.
    var prompt: LocalizedResource? { get }
    /// The kind of value.
    var kind: IntentValueKind { get }
    /// Whether a value must be present before `perform`.
    var isRequired: Bool { get }
    /// Whether a value (given or default) is present.
    var hasValue: Bool { get }
    /// The current value's storage representation (empty when missing).
    var storage: [String] { get }
    /// The current value as text for the user (empty when missing).
    func displayText(environment: IntentEnvironment) -> String
    /// The choices a prompt offers.
    func choices(environment: IntentEnvironment) async -> [IntentChoice]
    /// Sets the value from its storage representation; false when it cannot be rebuilt.
    func setValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Bool
    /// Sets the value from a user's text; false when it does not parse.
    func setValue(fromText text: String, environment: IntentEnvironment) async -> Bool
    /// Sets the value from any value of the parameter's type; false when the type differs.
    func setValue(_ value: any Sendable) -> Bool
    /// Removes the value (the default applies again).
    func clear()
    /// Copies the value of another parameter of the same type.
    func copyValue(from other: any IntentParameterDescriptor) -> Bool
    /// The current value, type-erased.
    var anyValue: (any Sendable)? { get }
    /// The values a phrase slot for this parameter accepts (nil unless an enum or entity).
    func phraseSlot(environment: IntentEnvironment) -> PhraseSlot?
}
