import Foundation
import Localization

/// A parameter of a `PortableIntent`, like Apple's `@Parameter`, found by reflection over a default instance.
///
/// ```swift
/// struct AddTaskIntent: PortableIntent {
///     @IntentParam(title: "Text", prompt: "What should I add?") var text: String
///     @IntentParam(title: "Priority") var priority: Priority
///     @IntentParam(title: "Tags") var tags: [String] = []
///     @IntentParam(title: "List", isRequired: true) var list: ListEntity?   // asked for, read as an optional
/// }
/// ```
/// The wrapper keeps its value in a shared box, so copies of an intent share parameter values;
/// the runner always works on a fresh instance.
@propertyWrapper
public struct IntentParam<Value: IntentValueType>: Sendable {
    let box: IntentParameterBox<Value>

    /// Declares a parameter without a default value.
    public init(title: LocalizedResource, description: LocalizedResource? = nil, prompt: LocalizedResource? = nil) {
        box = IntentParameterBox(title: title, description: description, prompt: prompt, defaultValue: nil)
    }

    /// Declares a parameter with a default value (`@IntentParam(title: "Count") var count = 3`).
    public init(wrappedValue: Value, title: LocalizedResource, description: LocalizedResource? = nil, prompt: LocalizedResource? = nil) {
        box = IntentParameterBox(title: title, description: description, prompt: prompt, defaultValue: wrappedValue)
    }

    /// Declares a parameter with a default value given as `default:`.
    public init(title: LocalizedResource, description: LocalizedResource? = nil, prompt: LocalizedResource? = nil, default defaultValue: Value) {
        box = IntentParameterBox(title: title, description: description, prompt: prompt, defaultValue: defaultValue)
    }

    /// Declares an optional parameter that is nevertheless required: the runner asks for it (or lists it as
    /// missing) like a non-optional one, while `perform` reads it as an optional and can never trap.
    ///
    /// This is the crash-free way to declare an entity parameter, whose type has no placeholder value:
    /// `@IntentParam(title: "Task", isRequired: true) var task: TaskEntity?`. An explicit `nil` counts as missing.
    public init<Wrapped: IntentValueType>(
        title: LocalizedResource, description: LocalizedResource? = nil, prompt: LocalizedResource? = nil, isRequired: Bool
    ) where Value == Wrapped? {
        box = IntentParameterBox(
            title: title, description: description, prompt: prompt, defaultValue: nil, requiredEvenIfOptional: isRequired)
    }

    /// The value.
    ///
    /// The runner resolves every required parameter before `perform`, so inside `perform` run by an
    /// ``IntentRunner`` (directly, through ``ShortcutMatcher/run(_:using:)``, a ``WidgetIntentButton`` or a focus
    /// filter) every required value is present. Read before resolution:
    /// - an optional parameter gives `nil`, a parameter with a default its default;
    /// - a required parameter gives its type's `intentPlaceholderValue` (`""`, `0`, `false`, the reference date,
    ///   `about:blank`, an enum's first case, an empty array), so reading it early never crashes;
    /// - a required **entity** parameter declared non-optional (`var task: TaskEntity`) has no placeholder unless
    ///   its type provides `intentPlaceholderValue`; reading it unresolved is a programming error that stops the
    ///   program with a message naming the parameter, as Apple's `@Parameter` does (never from stored data:
    ///   ``FocusFilterCenter/current(_:)`` gives nil rather than a filter it cannot fully restore). Declare it
    ///   `@IntentParam(title:isRequired: true) var task: TaskEntity?` to read an optional instead, or read
    ///   ``resolvedValue`` (`$task.resolvedValue`) where it may not be set.
    public var wrappedValue: Value {
        get {
            if let value = box.value { return value }
            if let optional = Value.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? Value {
                return none
            }
            if let placeholder = Value.intentPlaceholderValue { return placeholder }
            preconditionFailure("IntentKit: the required parameter \"\(box.title.key)\" was read before it was resolved")
        }
        nonmutating set { box.value = newValue }
    }

    /// The parameter itself (`$priority`), for its metadata.
    public var projectedValue: IntentParam<Value> { self }

    /// The value when one was given, resolved or defaulted; nil otherwise (never a placeholder).
    public var resolvedValue: Value? { box.value }

    /// Whether a value (given or default) is present.
    public var hasValue: Bool { box.value != nil }
}
