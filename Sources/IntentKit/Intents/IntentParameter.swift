// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import Localization

/// A parameter of an intent, written `@Parameter` — App Intents' `IntentParameter`.
///
/// ```swift
/// @Parameter(title: "Görev") var text: String
/// @Parameter(title: "Öncelik", requestValueDialog: "Hangi öncelik?") var priority: Priority
/// @Parameter(title: "Not") var note: String?
/// @Parameter(title: "Adet", default: 3) var count: Int
/// ```
///
/// A non-optional parameter without a default is required: the runner asks for it before `perform` (with its
/// `requestValueDialog`, else its title), or fails listing it when nobody can be asked. Inside `perform`,
/// `$text.requestValue(…)` asks for a new value and returns it; `throw $text.needsValueError(…)` asks for one and
/// performs again.
///
/// The wrapper is a class, as Apple's is: copies of an intent share their parameters' values, and the runner always
/// performs a fresh instance.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    /// The localized title.
    public let title: LocalizedStringResource
    /// A localized description.
    public let parameterDescription: LocalizedStringResource?
    /// What is asked when the value is missing (the title when `nil`).
    public let requestValueDialog: IntentDialog?
    /// The value used when none is given.
    public let defaultValue: Value?

    // `@unchecked Sendable`: the mutable state below is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value?
    private var assignedName: String?

    /// Declares a parameter.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.title = title
        self.parameterDescription = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
    }

    /// Declares a parameter whose default is the property's initial value (`@Parameter(title: "Adet") var count = 3`).
    public convenience init(
        wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, default: wrappedValue, requestValueDialog: requestValueDialog)
    }

    /// The value.
    ///
    /// The runner resolves every required parameter before `perform`. Read before resolution, an optional gives
    /// `nil`, a parameter with a default its default, a required one a placeholder (`""`, `0`, `false`, the reference
    /// date, `about:blank`, an enum's first case, an empty array) so that reading it early never crashes — except an
    /// entity, which has none: reading an unresolved required entity stops the program with a message naming the
    /// parameter, as Apple's `@Parameter` does. Declare it optional where it may be read unresolved.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let placeholder = IntentValueCodec.placeholder(for: Value.self) as? Value { return placeholder }
            preconditionFailure("IntentKit: the required parameter \"\(title.key)\" was read before it was resolved")
        }
        set { value = newValue }
    }

    /// The parameter itself (`$priority`): its metadata and requests.
    public var projectedValue: IntentParameter<Value> { self }

    /// The value given or resolved, else the default; `nil` otherwise (never a placeholder).
    package var value: Value? {
        get { lock.withLock { stored ?? defaultValue } }
        set { lock.withLock { stored = newValue } }
    }

    /// Sanasto: the value when one was given, resolved or defaulted; `nil` otherwise (never a placeholder).
    public var resolvedValue: Value? { value }

    // MARK: Requests from inside perform

    /// Asks the user for a (new) value and returns it; the answer is also the parameter's value from now on.
    ///
    /// The question is `dialog`, else the parameter's `requestValueDialog`, else its title. It is asked by the runner
    /// performing the intent, and `perform` continues with the answer: nothing done before the question is done
    /// again. With nobody to ask (a non-interactive runner, or `perform` called outside a runner) it throws
    /// ``IntentRunError/missingParameters(_:)`` naming this parameter; a refusal throws ``IntentRunError/cancelled``.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        let context = try IntentRunContext.require(for: self)
        try await context.ask(self, dialog: dialog)
        return wrappedValue
    }

    /// An error that, thrown from `perform`, makes the runner ask for this parameter (with `dialog`, else its
    /// `requestValueDialog`, else its title) and perform the intent again with the answer — as Apple documents.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> any Error {
        ParameterValueNeeded(parameter: self, dialog: dialog)
    }

    /// Asks the user to confirm `itemToConfirm` for this parameter; returns whether they did.
    ///
    /// The question is `dialog`, else "title: value?" in the user's language. Non-interactive: throws
    /// ``IntentRunError/confirmationNeeded(_:)``.
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        let context = try IntentRunContext.require(for: self)
        let shown = dialog.map { context.runner.environment.render($0) }
            ?? "\(context.runner.environment.render(title)): \(IntentValueCodec.displayText(of: itemToConfirm, environment: context.runner.environment))?"
        return try await context.confirm(shown)
    }

    /// Asks the user to choose one of `values` and returns it (it also becomes the parameter's value).
    public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        let context = try IntentRunContext.require(for: self)
        let environment = context.runner.environment
        let choices = values.map { IntentChoice(title: IntentValueCodec.displayText(of: $0, environment: environment), storage: IntentValueCodec.storage(of: $0)) }
        let index = try await context.choose(self, among: choices, dialog: dialog)
        let chosen = values[index]
        value = chosen
        return chosen
    }
}

/// Thrown by ``IntentParameter/needsValueError(_:)``.
struct ParameterValueNeeded: Error {
    let parameter: any AnyIntentParameter
    let dialog: IntentDialog?
}

extension IntentParameter: AnyIntentParameter {
    package var name: String {
        lock.withLock { assignedName ?? "" }
    }

    package func assignName(_ name: String) {
        lock.withLock { if assignedName == nil { assignedName = name } }
    }

    package var kind: IntentValueKind { IntentValueCodec.kind(of: Value.self) }
    package var isRequired: Bool { !IntentValueCodec.isOptional(Value.self) }
    package var hasValue: Bool { value != nil }
    package var isReadable: Bool { value != nil || IntentValueCodec.placeholder(for: Value.self) != nil }
    package var storage: [String] { value.map(IntentValueCodec.storage(of:)) ?? [] }
    package var anyValue: (any Sendable)? { value }

    package func displayText(environment: IntentEnvironment) -> String {
        value.map { IntentValueCodec.displayText(of: $0, environment: environment) } ?? ""
    }

    package func choices(environment: IntentEnvironment) async -> [IntentChoice] {
        await IntentValueCodec.choices(for: Value.self, environment: environment)
    }

    package func setValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Bool {
        guard let parsed = await IntentValueCodec.value(fromStorage: storage, as: Value.self, environment: environment) as? Value
        else { return false }
        value = parsed
        return true
    }

    package func setValue(fromText text: String, environment: IntentEnvironment) async -> Bool {
        guard let parsed = await IntentValueCodec.value(fromText: text, as: Value.self, environment: environment) as? Value
        else { return false }
        value = parsed
        return true
    }

    package func setValue(_ newValue: any Sendable) -> Bool {
        guard let typed = newValue as? Value else { return false }
        value = typed
        return true
    }

    package func clear() { value = nil }

    package func phraseSlot(environment: IntentEnvironment) -> PhraseSlot? {
        IntentValueCodec.phraseSlot(for: Value.self, environment: environment)
    }

    package func copyValue(from other: any AnyIntentParameter) -> Bool {
        guard let other = other as? IntentParameter<Value> else { return false }
        let copied = other.lock.withLock { other.stored }
        lock.withLock { stored = copied }
        return true
    }
}
#endif
