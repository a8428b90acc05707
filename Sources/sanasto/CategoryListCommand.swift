// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto category list`: each category with its plural-correct term count ("Kategoriassa on 40 termiä").
struct CategoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: String(localized: "List the categories with how many terms each has.", locale: .help),
        examples: [.init("sanasto category list --lang fi"), .init("sanasto category list --terminology Solubiologia --json")])

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp(String(localized: "Only this terminology (title, course code or id).", locale: .help), valueName: "terminology")) var terminology: String?
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto category list", access: .read) { session in
            let sections = try await session.app.categoryList(terminology: terminology)
            if json {
                session.printJSON(AppJSON.categoryList(sections))
                return .success
            }
            if sections.isEmpty {
                session.note(String(localized: "No terminologies yet: sanasto demo adds an example.", locale: session.locale,
                                    comment: "terminology list on an empty library."))
            }
            for (index, section) in sections.enumerated() {
                if index > 0 { session.print() }
                session.printCategories(section, heading: true)
            }
            return .success
        }
    }
}
#endif
