// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto terminology edit <terminology> --title …`.
struct TerminologyEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: String(localized: "Change a terminology's title, languages, course, description or author.", locale: .help),
        examples: [.init("sanasto terminology edit Solubiologia --course BIO-102 --languages fi,en,tr,sv")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its title, course code or id.", locale: .help), valueName: "terminology")) var terminology: String
    @Option(help: ArgumentHelp(String(localized: "A new title.", locale: .help))) var title: String?
    @Option(parsing: .commaSeparated, help: ArgumentHelp(String(localized: "Its languages from now on (a language terms use cannot go).", locale: .help), valueName: "language"))
    var languages: [String] = []
    @Option(help: ArgumentHelp(String(localized: "A new course code.", locale: .help), valueName: "code")) var course: String?
    @Option(help: ArgumentHelp(String(localized: "A new course name.", locale: .help), valueName: "name")) var courseName: String?
    @Option(help: ArgumentHelp(String(localized: "A new description.", locale: .help))) var description: String?
    @Option(help: ArgumentHelp(String(localized: "A new author.", locale: .help))) var author: String?
    @Flag(help: ArgumentHelp(String(localized: "Print the terminology as JSON.", locale: .help))) var json = false

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
