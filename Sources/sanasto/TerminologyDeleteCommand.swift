// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto terminology delete <terminology>`: asks first, or takes `--yes`.
struct TerminologyDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: String(localized: "Delete a terminology with its categories, terms and study progress.", locale: .help),
        examples: [.init("sanasto terminology delete Solubiologia --yes")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its title, course code or id.", locale: .help), valueName: "terminology")) var terminology: String
    @Flag(help: ArgumentHelp(String(localized: "Delete without asking.", locale: .help))) var yes = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology delete", access: .write) { session in
            let app = session.app
            let found = try await app.terminology(terminology)
            let count = try await app.terminologySummaries().first { $0.terminology.id == found.id }?.conceptCount ?? 0
            let question = String(
                localized: "delete.terminology.question", defaultValue: "Delete \(found.title) and its \(count) terms?", locale: session.locale,
                comment: "Asks before deleting a terminology: its title and how many terms go with it.")
            guard try session.confirm(question, assumeYes: yes) else { return .failure }
            let deleted = try app.deleteTerminology(found.id.uuidString)
            session.print(String(localized: "Deleted \(deleted.terminology.title).", locale: session.locale, comment: "Something was deleted; the argument is its name."))
            return .success
        }
    }
}
#endif
