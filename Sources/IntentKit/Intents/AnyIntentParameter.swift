// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// The type-erased view of an ``IntentParameter`` that the runner, summaries, phrase matching and focus filters use.
package protocol AnyIntentParameter: AnyObject, Sendable {
    /// The property name without the underscore (`priority`), given once when the intent's parameters are first
    /// listed; empty before.
    var name: String { get }
    /// Gives the parameter its name, unless it has one.
    func assignName(_ name: String)
    /// The localized title.
    var title: LocalizedStringResource { get }
    /// What is asked when the value is missing.
    var requestValueDialog: IntentDialog? { get }
    /// The kind of value.
    var kind: IntentValueKind { get }
    /// Whether a value must be present before `perform` (not an optional).
    var isRequired: Bool { get }
    /// Whether a value (given or default) is present.
    var hasValue: Bool { get }
    /// Whether the value can be read now without stopping the program.
    var isReadable: Bool { get }
    /// The value's storage (empty when missing).
    var storage: [String] { get }
    /// The value, type-erased.
    var anyValue: (any Sendable)? { get }
    /// The value as the user reads it (empty when missing).
    func displayText(environment: IntentEnvironment) -> String
    /// The choices a prompt offers.
    func choices(environment: IntentEnvironment) async -> [IntentChoice]
    /// Sets the value from its storage; `false` when it cannot be rebuilt.
    func setValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Bool
    /// Sets the value from a user's answer; `false` when it does not parse.
    func setValue(fromText text: String, environment: IntentEnvironment) async -> Bool
    /// Sets the value from any value of the parameter's type; `false` when the type differs.
    func setValue(_ value: any Sendable) -> Bool
    /// Removes the value (the default applies again).
    func clear()
    /// Copies the value of a parameter of the same type; `false` when the types differ.
    func copyValue(from other: any AnyIntentParameter) -> Bool
    /// The values a phrase slot for this parameter accepts (`nil` unless an enum or entity).
    func phraseSlot(environment: IntentEnvironment) -> PhraseSlot?
}

extension AppIntent {
    /// The intent's parameters, in declaration order, each named after its property (the names are given once,
    /// the first time an instance's parameters are listed).
    ///
    /// What reflection finds is read once per intent type (``IntentParameterLayout``): a struct intent's parameters
    /// are then reached through key paths, with no `Mirror` walk per call.
    package var intentParameters: [any AnyIntentParameter] {
        guard let fields = IntentParameterLayout.fields(of: Self.self) else { return mirroredParameters }
        var result: [any AnyIntentParameter] = []
        result.reserveCapacity(fields.count)
        for field in fields {
            guard let parameter = self[keyPath: field.keyPath] as? any AnyIntentParameter else { continue }
            if parameter.name.isEmpty { parameter.assignName(field.name) }
            result.append(parameter)
        }
        return result
    }

    /// The parameters as `Mirror` finds them: a class intent's (whose inherited parameters come first).
    private var mirroredParameters: [any AnyIntentParameter] {
        var result: [any AnyIntentParameter] = []
        var levels: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            levels.append(current)
            mirror = current.superclassMirror
        }
        for level in levels.reversed() {
            for child in level.children {
                guard let parameter = child.value as? any AnyIntentParameter else { continue }
                if parameter.name.isEmpty, let label = child.label {
                    parameter.assignName(IntentParameterLayout.parameterName(label))
                }
                result.append(parameter)
            }
        }
        return result
    }

    /// The parameter a key path names (`\.$priority`), with its name.
    package static func parameter<Value>(at keyPath: KeyPath<Self, IntentParameter<Value>>) -> any AnyIntentParameter {
        let probe = Self()
        let parameter = probe[keyPath: keyPath]
        _ = probe.intentParameters
        return parameter
    }

    /// The types of the parameters by name, read from a default instance.
    package static var parameterKinds: [String: IntentValueKind] {
        Dictionary(Self().intentParameters.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// Gives this instance's parameters the values of `other`'s (an instance of the same type), position by position;
    /// returns this instance's parameters.
    @discardableResult
    package func copyParameterValues(from other: Self) -> [any AnyIntentParameter] {
        let parameters = intentParameters
        for (target, given) in zip(parameters, other.intentParameters) where given.hasValue {
            _ = target.copyValue(from: given)
        }
        return parameters
    }
}
#endif
