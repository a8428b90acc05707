// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// The name of the button that confirms an action — App Intents' `ConfirmationActionName`.
public struct ConfirmationActionName: Sendable, Hashable {
    /// The name, as Apple spells the option.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// "Add".
    public static let add = ConfirmationActionName("add")
    /// "Add data".
    public static let addData = ConfirmationActionName("addData")
    /// "Book".
    public static let book = ConfirmationActionName("book")
    /// "Buy".
    public static let buy = ConfirmationActionName("buy")
    /// "Call".
    public static let call = ConfirmationActionName("call")
    /// "Check in".
    public static let checkIn = ConfirmationActionName("checkIn")
    /// "Continue".
    public static let `continue` = ConfirmationActionName("continue")
    /// "Create".
    public static let create = ConfirmationActionName("create")
    /// "Do it".
    public static let `do` = ConfirmationActionName("do")
    /// "Go".
    public static let go = ConfirmationActionName("go")
    /// "Order".
    public static let order = ConfirmationActionName("order")
    /// "Pay".
    public static let pay = ConfirmationActionName("pay")
    /// "Request".
    public static let request = ConfirmationActionName("request")
    /// "Send".
    public static let send = ConfirmationActionName("send")
    /// "Set".
    public static let set = ConfirmationActionName("set")
    /// "Start".
    public static let start = ConfirmationActionName("start")
}

/// When a confirmation is asked for — App Intents' `ConfirmationConditions`. IntentKit always asks (an empty set).
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension AppIntent {
    /// Asks the user to confirm before the intent goes on; returns when they do, throws
    /// ``IntentRunError/cancelled`` when they refuse — App Intents' `requestConfirmation()`.
    ///
    /// The question is the intent's title followed by a question mark. Non-interactive:
    /// ``IntentRunError/confirmationNeeded(_:)``.
    public func requestConfirmation() async throws {
        guard let context = IntentRunContext.current else {
            throw IntentRunError.confirmationNeeded(Self.title.key)
        }
        try await confirm("\(context.runner.environment.render(Self.title))?", in: context)
    }

    /// Asks the user to confirm `dialog`; returns when they do, throws ``IntentRunError/cancelled`` when they refuse
    /// — App Intents' `requestConfirmation(conditions:actionName:dialog:)`.
    ///
    /// `perform` waits for the answer and continues: nothing done before the question is done again. A dialog already
    /// confirmed in this run (before a `needsValueError` performed the intent again) is not asked again. Non-interactive:
    /// ``IntentRunError/confirmationNeeded(_:)`` with the rendered dialog.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue, dialog: IntentDialog
    ) async throws {
        guard let context = IntentRunContext.current else {
            throw IntentRunError.confirmationNeeded(dialog.full.key)
        }
        try await confirm(context.runner.environment.render(dialog), in: context)
    }

    /// Asks the user to confirm the dialog of `result` — App Intents' deprecated
    /// `requestConfirmation(result:confirmationActionName:showPrompt:)`.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        guard let dialog = (result as? any IntentResultContents)?.resultDialog else {
            try await requestConfirmation()
            return
        }
        try await requestConfirmation(actionName: confirmationActionName, dialog: dialog)
    }

    private func confirm(_ question: String, in context: IntentRunContext) async throws {
        guard try await context.confirm(question) else { throw IntentRunError.cancelled }
    }
}
#endif
