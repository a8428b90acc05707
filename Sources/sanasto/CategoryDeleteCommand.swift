// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto category delete <category>`: refuses a category with terms unless told where they go.
struct CategoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: String(localized: "Delete a category; its terms move to another category, out of every category, or go with it.", locale: .help),
        examples: [
            .init("sanasto category delete Genetiikka", String(localized: "An empty category", locale: .help)),
            .init("sanasto category delete Genetiikka --move-to Perinnöllisyys"),
            .init("sanasto category delete Genetiikka --delete-terms --yes"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its name or id.", locale: .help), valueName: "category")) var category: String
    @Option(help: ArgumentHelp(String(localized: "Its terminology, when several have the name.", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "Move its terms to this category.", locale: .help), valueName: "category")) var moveTo: String?
    @Flag(help: ArgumentHelp(String(localized: "Keep its terms, in no category.", locale: .help))) var uncategorize = false
    @Flag(help: ArgumentHelp(String(localized: "Delete its terms (and their study progress) with it.", locale: .help))) var deleteTerms = false
    @Flag(help: ArgumentHelp(String(localized: "Delete without asking.", locale: .help))) var yes = false

    mutating func validate() throws {
        if [moveTo != nil, uncategorize, deleteTerms].filter({ $0 }).count > 1 {
            throw CommandFailure.usage(String(localized: "--move-to, --uncategorize and --delete-terms exclude each other", locale: .help))
        }
    }

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto category delete", access: .write) { session in
            let app = session.app
            let found = try await app.category(category, terminology: terminology)
            let handling: TerminologyApp.CategoryTermsHandling = deleteTerms ? .delete : uncategorize ? .move(to: nil) : moveTo.map { .move(to: $0) } ?? .refuse
            if deleteTerms {
                let count = try await app.termList(terminology: found.terminologyID.uuidString, category: found.id.uuidString).count
                let question = String(
                    localized: "delete.category.question", defaultValue: "Delete \(found.name) and its \(count) terms?", locale: session.locale,
                    comment: "Asks before deleting a category with its terms: its name and how many terms.")
                guard try session.confirm(question, assumeYes: yes) else { return .failure }
            }
            let deleted = try await app.deleteCategory(found.id.uuidString, terminology: nil, terms: handling)
            session.print(String(localized: "Deleted \(deleted.category.name).", locale: session.locale, comment: "Something was deleted; the argument is its name."))
            return .success
        }
    }
}
#endif
