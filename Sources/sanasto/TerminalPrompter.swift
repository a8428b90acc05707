// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import IntentKit
import TerminologyKit

/// Asks an intent's questions on the terminal, in the app's language: a free value as a line, an enum's cases and
/// an entity's suggestions as a numbered list (a number or a name answers), a confirmation as yes or no.
///
/// An empty answer, or the end of the input, cancels.
struct TerminalPrompter: IntentPrompter {
    let session: Session
    /// Answer every confirmation yes without asking (`--yes`).
    let assumeYes: Bool

    func requestValue(_ request: IntentValueRequest) async -> IntentPromptAnswer {
        let console = session.console
        let locale = session.locale
        if request.attempt > 0 {
            console.printError(String(localized: "That is not one of the choices; try again.", locale: locale, comment: "An answer a question could not use."))
        }
        if !request.choices.isEmpty {
            console.printError(request.prompt)
            for (index, choice) in request.choices.enumerated() { console.printError("  \(index + 1)) \(choice.title)") }
            let hint = String(localized: "Number or name:", locale: locale, comment: "Asks for one of the numbered choices, by number or by name.")
            guard let answer = console.prompt(hint)?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return .cancel }
            if let number = Int(answer), request.choices.indices.contains(number - 1) { return .choice(number - 1) }
            return .text(answer)
        }
        guard let answer = console.prompt(request.prompt)?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return .cancel }
        return .text(answer)
    }

    func requestConfirmation(_ dialog: String) async -> Bool {
        (try? session.confirm(dialog, assumeYes: assumeYes)) ?? false
    }
}
#endif
