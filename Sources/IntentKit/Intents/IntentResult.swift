// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// What ``AppIntent/perform()`` returns — App Intents' `IntentResult`: made with `.result()`, `.result(dialog:)`,
/// `.result(value:)`, `.result(value:dialog:)` or `.result(opensIntent:)`.
///
/// The protocols a result also conforms to say what it holds: ``ProvidesDialog``, ``ReturnsValue``,
/// ``OpensIntent`` (`some IntentResult & ProvidesDialog`).
public protocol IntentResult: Sendable {}

/// A result with a dialog Siri speaks (``IntentResult/result(dialog:)``). Without one, Siri stays silent.
public protocol ProvidesDialog: IntentResult {}

/// A result with a value handed back to the caller (``IntentResult/result(value:)``).
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value
}

/// A result that opens another intent after this one, typically one that brings the app to the foreground
/// (``IntentResult/result(opensIntent:)``).
public protocol OpensIntent: IntentResult {}

/// The one concrete result type: an optional value, intent to open and dialog — App Intents' `IntentResultContainer`.
///
/// Its generic arguments are `Never` for what it does not hold, so the conformances above follow from the type.
public struct IntentResultContainer<Value: Sendable, OpenedIntent: Sendable, Dialog: Sendable>: IntentResult {
    /// The value, when the result holds one.
    public let value: Value?
    /// The intent to run next, when the result opens one.
    public let opensIntent: OpenedIntent?
    /// The dialog, when the result has one.
    public let dialog: Dialog?
}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: OpensIntent where OpenedIntent: AppIntent {}

/// What the runner reads of a result, whatever its generic arguments.
package protocol IntentResultContents {
    /// The value, type-erased.
    var resultValue: (any Sendable)? { get }
    /// The intent to open next.
    var resultOpensIntent: (any AppIntent)? { get }
    /// The dialog.
    var resultDialog: IntentDialog? { get }
}

extension IntentResultContainer: IntentResultContents {
    package var resultValue: (any Sendable)? { value.map { $0 as any Sendable } }
    package var resultOpensIntent: (any AppIntent)? { opensIntent.flatMap { $0 as? any AppIntent } }
    package var resultDialog: IntentDialog? { dialog.flatMap { $0 as? IntentDialog } }
}

extension IntentResult {
    /// A result with nothing to say or show.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never> {
        IntentResultContainer(value: nil, opensIntent: nil, dialog: nil)
    }

    /// A result whose dialog Siri speaks.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, IntentDialog> {
        IntentResultContainer(value: nil, opensIntent: nil, dialog: dialog)
    }

    /// A result with a value.
    public static func result<Value: _IntentValue>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never> {
        IntentResultContainer(value: value, opensIntent: nil, dialog: nil)
    }

    /// A result with a value and a dialog.
    public static func result<Value: _IntentValue>(
        value: Value, dialog: IntentDialog
    ) -> Self where Self == IntentResultContainer<Value, Never, IntentDialog> {
        IntentResultContainer(value: value, opensIntent: nil, dialog: dialog)
    }

    /// A result that runs `opensIntent` next (the runner performs it after this one).
    public static func result<Opened: AppIntent>(opensIntent: Opened) -> Self where Self == IntentResultContainer<Never, Opened, Never> {
        IntentResultContainer(value: nil, opensIntent: opensIntent, dialog: nil)
    }

    /// A result with a dialog that runs `opensIntent` next.
    public static func result<Opened: AppIntent>(
        opensIntent: Opened, dialog: IntentDialog
    ) -> Self where Self == IntentResultContainer<Never, Opened, IntentDialog> {
        IntentResultContainer(value: nil, opensIntent: opensIntent, dialog: dialog)
    }
}
#endif
