// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// An utterance matched to one of the app's App Shortcuts: the intent with the values the phrase gave, ready to be
/// given more values and run.
public struct MatchedPhrase: Sendable {
    /// The intent, with the phrase's slot values set.
    public let intent: any AppIntent
    /// The phrase that matched, in the app's language.
    public let phrase: String
    /// The intent's title in the app's language.
    public let title: String

    /// One parameter of the intent.
    public struct Parameter: Hashable, Sendable {
        /// Its name (`difficulty`), also the name of the option that gives it.
        public var name: String
        /// Its title in the app's language.
        public var title: String
        /// Whether the intent cannot run without it.
        public var isRequired: Bool
        /// Whether it has a value (from the phrase, an option, or its default).
        public var hasValue: Bool
        /// The values it offers (an enum's cases, an entity's suggestions), in the app's language.
        public var choices: [String]
    }

    /// The intent's parameters, in declaration order.
    public let parameters: [Parameter]

    /// The required parameters without a value.
    public var missing: [Parameter] { parameters.filter { $0.isRequired && !$0.hasValue } }
}

/// A prompter for a runner that cannot ask anything but answers confirmations as told beforehand (`--yes`).
public struct ConfirmationPrompter: IntentPrompter {
    /// The answer to every confirmation.
    public let answer: Bool

    public init(answer: Bool) {
        self.answer = answer
    }

    public func requestValue(_ request: IntentValueRequest) async -> IntentPromptAnswer { .cancel }
    public func requestConfirmation(_ dialog: String) async -> Bool { answer }
}
#endif
