// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto terminology create <title> --languages fi,en,tr`.
struct TerminologyCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: String(localized: "Create a terminology.", locale: .help),
        examples: [.init("sanasto terminology create Solubiologia --languages fi,en,tr --course BIO-101 --course-name 'Solubiologian perusteet'")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its title.", locale: .help))) var title: String
    @Option(parsing: .commaSeparated, help: ArgumentHelp(
        String(localized: "Its languages, the source language first; repeat or separate with commas.", locale: .help), valueName: "language"))
    var languages: [String] = []
    @Option(help: ArgumentHelp(String(localized: "The course code (what a focus names).", locale: .help), valueName: "code")) var course: String?
    @Option(help: ArgumentHelp(String(localized: "The course's name.", locale: .help), valueName: "name")) var courseName: String?
    @Option(help: ArgumentHelp(String(localized: "A description.", locale: .help))) var description: String?
    @Option(help: ArgumentHelp(String(localized: "The author's name.", locale: .help))) var author: String?
    @Option(help: ArgumentHelp(String(localized: "Whether you teach it or study it: teacher or student.", locale: .help))) var role: OwnerRoleArgument = .teacher
    @Flag(help: ArgumentHelp(String(localized: "Print the terminology as JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology create", access: .write) { session in
            let app = session.app
            let draft = TerminologyDraft(
                title: title, languages: try app.languageTags(languages),
                course: Course(code: course ?? "", name: courseName ?? ""), description: description ?? "", author: author ?? "",
                ownerRole: role.role)
            let created = try app.createTerminology(draft)
            if json {
                session.printJSON(AppJSON.terminology(created))
            } else {
                session.print(String(localized: "Created \(created.title) (\(created.id.uuidString.lowercased())).", locale: session.locale,
                                     comment: "terminology create succeeded: title, id."))
            }
            return .success
        }
    }
}

/// `--role teacher|student`.
enum OwnerRoleArgument: String, CaseIterable, ExpressibleByArgument {
    case teacher, student

    var role: OwnerRole { self == .teacher ? .teacher : .student }
}
#endif
