import Foundation
import Localization

/// A parameter that knows whether reading its `IntentParam.wrappedValue` now would stop the program.
protocol IntentParameterReadability {
    /// Whether `wrappedValue` can be read now: a value is present, or the type has `nil` or a placeholder to give.
    var isReadable: Bool { get }
}

/// Storage for one `IntentParam`.
final class IntentParameterBox<Value: IntentValueType>: IntentParameterDescriptor, IntentParameterReadability, @unchecked Sendable {
    let title: LocalizedResource
    let parameterDescription: LocalizedResource?
    let prompt: LocalizedResource?
    let defaultValue: Value?
    /// Whether an optional parameter is still asked for when missing (`isRequired: true`).
    let requiredEvenIfOptional: Bool
    private let lock = NSLock()
    private var stored: Value?
    private var storedName = ""

    init(title: LocalizedResource, description: LocalizedResource?, prompt: LocalizedResource?, defaultValue: Value?, requiredEvenIfOptional: Bool = false) {
        self.requiredEvenIfOptional = requiredEvenIfOptional
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
    var isRequired: Bool { requiredEvenIfOptional || !Value.isOptionalIntentValue }
    /// A value is present; for a required optional, a non-nil one (an explicit `nil` counts as missing).
    var hasValue: Bool {
        guard let value else { return false }
        return !(requiredEvenIfOptional && value.intentStorage.isEmpty)
    }
    var isReadable: Bool {
        value != nil || Value.self is any ExpressibleByNilLiteral.Type || Value.intentPlaceholderValue != nil
    }
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
