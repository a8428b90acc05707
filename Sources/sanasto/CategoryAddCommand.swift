// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto category add <name>`.
struct CategoryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: String(localized: "Add a category to a terminology.", locale: .help),
        examples: [.init("sanasto category add Soluhengitys --terminology Solubiologia")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its name.", locale: .help))) var name: String
    @Option(help: ArgumentHelp(String(localized: "The terminology (default: the only one).", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "Its place in the list, from 1 (default: last).", locale: .help), valueName: "number")) var position: Int?
    @Flag(help: ArgumentHelp(String(localized: "Print the category as JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto category add", access: .write) { session in
            if let position, position < 1 {
                throw AppError(.usage, String(localized: "--position counts from 1.", locale: session.locale, comment: "A position below 1."))
            }
            let category = try await session.app.addCategory(named: name, terminology: terminology, position: position)
            if json {
                session.printJSON(AppJSON.category(category, termCount: 0))
            } else {
                session.print(String(localized: "Added the category \(category.name).", locale: session.locale, comment: "category add succeeded."))
            }
            return .success
        }
    }
}
#endif
