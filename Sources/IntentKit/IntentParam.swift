import Foundation

/// A parameter of a `PortableIntent`, like Apple's `@Parameter`, found by reflection over a default instance.
///
/// ```swift
/// struct AddTaskIntent: PortableIntent {
///     @IntentParam(title: "Text", prompt: "What should I add?") var text: String
///     @IntentParam(title: "Priority") var priority: Priority
///     @IntentParam(title: "Tags") var tags: [String] = []
/// }
/// ```
/// The wrapper keeps its value in a shared box, so copies of an intent share parameter values;
/// the runner always works on a fresh instance.
@propertyWrapper
public struct IntentParam<Value: IntentValueType>: Sendable {
    let box: IntentParameterBox<Value>

    /// Declares a parameter without a default value.
    public init(title: IntentText, description: IntentText? = nil, prompt: IntentText? = nil) {
        box = IntentParameterBox(title: title, description: description, prompt: prompt, defaultValue: nil)
    }

    /// Declares a parameter with a default value (`@IntentParam(title: "Count") var count = 3`).
    public init(wrappedValue: Value, title: IntentText, description: IntentText? = nil, prompt: IntentText? = nil) {
        box = IntentParameterBox(title: title, description: description, prompt: prompt, defaultValue: wrappedValue)
    }

    /// Declares a parameter with a default value given as `default:`.
    public init(title: IntentText, description: IntentText? = nil, prompt: IntentText? = nil, default defaultValue: Value) {
        box = IntentParameterBox(title: title, description: description, prompt: prompt, defaultValue: defaultValue)
    }

    /// The value; reading a required parameter that was never resolved is a programming error
    /// (the runner resolves every required parameter before `perform`).
    public var wrappedValue: Value {
        get {
            if let value = box.value { return value }
            if let optional = Value.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? Value {
                return none
            }
            preconditionFailure("IntentKit: the required parameter \"\(box.title.key)\" was read before it was resolved")
        }
        nonmutating set { box.value = newValue }
    }

    /// The parameter itself (`$priority`), for its metadata.
    public var projectedValue: IntentParam<Value> { self }

    /// Whether a value (given or default) is present.
    public var hasValue: Bool { box.value != nil }
}

/// The type-erased view of a parameter that the runner, summaries and matching use.
public protocol IntentParameterDescriptor: AnyObject, Sendable {
    /// The property name without the underscore (`priority`).
    var name: String { get }
    /// The localized title.
    var title: IntentText { get }
    /// A localized description.
    var parameterDescription: IntentText? { get }
    /// The localized question asked when the value is missing.
    var prompt: IntentText? { get }
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

/// Storage for one `IntentParam`.
final class IntentParameterBox<Value: IntentValueType>: IntentParameterDescriptor, @unchecked Sendable {
    let title: IntentText
    let parameterDescription: IntentText?
    let prompt: IntentText?
    let defaultValue: Value?
    private let lock = NSLock()
    private var stored: Value?
    private var storedName = ""

    init(title: IntentText, description: IntentText?, prompt: IntentText?, defaultValue: Value?) {
        self.title = title
        self.parameterDescription = description
        self.prompt = prompt
        self.defaultValue = defaultValue
    }

    var name: String {
        get { lock.withLock { storedName } }
        set { lock.withLock { storedName = newValue } }
    }

    var value: Value? {
        get { lock.withLock { stored ?? defaultValue } }
        set { lock.withLock { stored = newValue } }
    }

    var kind: IntentValueKind { Value.intentValueKind }
    var isRequired: Bool { !Value.isOptionalIntentValue }
    var hasValue: Bool { value != nil }
    var storage: [String] { value?.intentStorage ?? [] }
    var anyValue: (any Sendable)? { value }

    func displayText(environment: IntentEnvironment) -> String {
        value?.intentDisplayText(environment: environment) ?? ""
    }

    func choices(environment: IntentEnvironment) async -> [IntentChoice] {
        await Value.intentChoices(environment: environment)
    }

    func setValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Bool {
        guard let parsed = await Value.intentValue(fromStorage: storage, environment: environment) else { return false }
        value = parsed
        return true
    }

    func setValue(fromText text: String, environment: IntentEnvironment) async -> Bool {
        guard let parsed = await Value.intentValue(fromText: text, environment: environment) else { return false }
        value = parsed
        return true
    }

    func setValue(_ newValue: any Sendable) -> Bool {
        guard let typed = newValue as? Value else { return false }
        value = typed
        return true
    }

    func clear() { value = nil }

    func phraseSlot(environment: IntentEnvironment) -> PhraseSlot? {
        Value.phraseSlot(environment: environment)
    }

    func copyValue(from other: any IntentParameterDescriptor) -> Bool {
        guard let other = other as? IntentParameterBox<Value> else { return false }
        let copied = other.lock.withLock { other.stored }
        lock.withLock { stored = copied }
        return true
    }
}
