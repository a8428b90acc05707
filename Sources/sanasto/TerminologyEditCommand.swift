// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto terminology edit <terminology> --title …`.
struct TerminologyEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a terminology's title, languages, course, description or author.",
        examples: [.init("sanasto terminology edit Solubiologia --course BIO-102 --languages fi,en,tr,sv")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Its title, course code or id.", valueName: "terminology")) var terminology: String
    @Option(help: "A new title.") var title: String?
    @Option(parsing: .commaSeparated, help: ArgumentHelp("Its languages from now on (a language terms use cannot go).", valueName: "language"))
    var languages: [String] = []
    @Option(help: ArgumentHelp("A new course code.", valueName: "code")) var course: String?
    @Option(help: ArgumentHelp("A new course name.", valueName: "name")) var courseName: String?
    @Option(help: "A new description.") var description: String?
    @Option(help: "A new author.") var author: String?
    @Flag(help: "Print the terminology as JSON.") var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology edit", access: .write) { session in
            let app = session.app
            let changes = TerminologyChanges(
                title: title, languages: languages.isEmpty ? nil : try app.languageTags(languages), courseCode: course,
                courseName: courseName, description: description, author: author)
            guard !changes.isEmpty else {
                throw AppError(.usage, String(localized: "Nothing to change: give --title, --languages, --course, --course-name, --description or --author.",
                                              locale: session.locale, comment: "terminology edit without changes."))
            }
            let edited = try app.editTerminology(terminology, changes: changes)
            if json {
                session.printJSON(AppJSON.terminology(edited))
            } else {
                session.print(String(localized: "Saved \(edited.title).", locale: session.locale, comment: "An edit was saved; the argument is what was edited."))
            }
            return .success
        }
    }
}
#endif
