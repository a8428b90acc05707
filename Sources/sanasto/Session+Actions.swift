// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import IntentKit
import TerminologyKit

extension Session {
    /// Shows the screen a pending action opens — as an app's view does when the router's pending action changes —
    /// on a terminal. In a script a screen that asks questions cannot open: with `screenRequired` (a quick action,
    /// whose only point is the screen) that is an error naming the command to use instead; otherwise (a phrase whose
    /// intent already did its work) a note says so.
    func handle(_ action: AppAction, assumeYes: Bool, screenRequired: Bool = true) async throws -> ExitCode {
        do {
            return try await show(action, assumeYes: assumeYes)
        } catch let error as AppError where error.kind == .unavailable && !screenRequired {
            note(error.message)
            return .success
        }
    }

    private func show(_ action: AppAction, assumeYes: Bool) async throws -> ExitCode {
        switch action {
        case .addTerm:
            guard console.isInteractive else { throw needsTerminal("sanasto term add") }
            let result = try await app.run(AddTermIntent(), prompter: TerminalPrompter(session: self, assumeYes: assumeYes))
            if let dialog = result.dialog { print(dialog) }
            return .success
        case .search:
            guard console.isInteractive else { throw needsTerminal("sanasto search") }
            let question = String(localized: "Search for:", locale: locale, comment: "Asks what to search for (the search quick action).")
            guard let query = console.prompt(question), !query.trimmingCharacters(in: .whitespaces).isEmpty else { return .failure }
            printSearchResults(try await app.search(query), query: query)
            return .success
        case .study:
            guard console.isInteractive else { throw needsTerminal("sanasto study") }
            return try await StudyCommand.study(self, terminology: nil, from: nil, to: nil, limit: 20)
        case .openCategory(let id):
            let category = try await app.category(id.uuidString, terminology: nil)
            print(bold(category.name))
            for term in try await app.termList(category: id.uuidString) { print("  " + termLine(term)) }
            return .success
        }
    }

    private func needsTerminal(_ command: String) -> AppError {
        AppError(.unavailable, String(
            localized: "This opens a screen that asks questions, and there is no terminal to ask on; use \(command) instead.",
            locale: locale, comment: "A quick action or phrase that needs a terminal, run from a script; the argument is a command."))
    }
}
#endif
