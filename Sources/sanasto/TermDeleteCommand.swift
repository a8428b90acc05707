// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto term delete <term>`: asks first, or takes `--yes`.
struct TermDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: String(localized: "Delete a term with its study progress.", locale: .help),
        examples: [.init("sanasto term delete 12 --yes")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its number (12 or #12), id, or text.", locale: .help), valueName: "term")) var term: String
    @Flag(help: ArgumentHelp(String(localized: "Delete without asking.", locale: .help))) var yes = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto term delete", access: .write) { session in
            let app = session.app
            let found = try await app.conceptEntity(term)
            let question = String(localized: "Delete \(found.term) (#\(String(found.number)))?", locale: session.locale,
                                  comment: "Asks before deleting a term: the term and its number.")
            guard try session.confirm(question, assumeYes: yes) else { return .failure }
            let deleted = try await app.deleteTerm(found.id.uuidString)
            session.print(String(localized: "Deleted \(deleted.term).", locale: session.locale, comment: "Something was deleted; the argument is its name."))
            return .success
        }
    }
}
#endif
