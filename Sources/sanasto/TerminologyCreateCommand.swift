// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto terminology create <title> --languages fi,en,tr`.
struct TerminologyCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Create a terminology.",
        examples: [.init("sanasto terminology create Solubiologia --languages fi,en,tr --course BIO-101 --course-name 'Solubiologian perusteet'")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: "Its title.") var title: String
    @Option(parsing: .commaSeparated, help: ArgumentHelp(
        "Its languages, the source language first; repeat or separate with commas.", valueName: "language"))
    var languages: [String] = []
    @Option(help: ArgumentHelp("The course code (what a focus names).", valueName: "code")) var course: String?
    @Option(help: ArgumentHelp("The course's name.", valueName: "name")) var courseName: String?
    @Option(help: "A description.") var description: String?
    @Option(help: "The author's name.") var author: String?
    @Option(help: "Whether you teach it or study it: teacher or student.") var role: OwnerRoleArgument = .teacher
    @Flag(help: "Print the terminology as JSON.") var json = false

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
