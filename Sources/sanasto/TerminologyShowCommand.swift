// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import StringResources
import TerminologyKit

/// `sanasto terminology show [<terminology>]`: its metadata and categories.
struct TerminologyShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: String(localized: "Show a terminology: its course, languages, author and categories.", locale: .help),
        examples: [.init("sanasto terminology show Solubiologia")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its title, course code or id (default: the only one).", locale: .help), valueName: "terminology")) var terminology: String?
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology show", access: .read) { session in
            let app = session.app
            let found = try await app.terminology(terminology)
            let sections = try await app.categoryList(terminology: found.id.uuidString)
            let summary = try await app.terminologySummaries().first { $0.terminology.id == found.id }
                ?? TerminologySummary(terminology: found, categoryCount: sections.first?.rows.count ?? 0, conceptCount: 0)
            if json {
                var members = AppJSON.terminology(summary).objectMembers.map { $0.map { ($0.key, $0.value) } } ?? []
                members.append(("categories", .array((sections.first?.rows ?? []).map(AppJSON.category))))
                session.printJSON(.object(members))
                return .success
            }
            session.print(session.terminologyLine(summary))
            let locale = session.locale
            let rows: [(String, String)] = [
                (String(localized: "Id", locale: locale, comment: "Label of a terminology's id."), found.id.uuidString.lowercased()),
                (String(localized: "Course", locale: locale, comment: "Label of a terminology's course."),
                 found.course.code.isEmpty ? "–" : [found.course.code, found.course.name].filter { !$0.isEmpty }.joined(separator: " · ")),
                (String(localized: "Author", locale: locale, comment: "Label of a terminology's author."), found.author.isEmpty ? "–" : found.author),
                (String(localized: "Role", locale: locale, comment: "Label: whether the user teaches or studies the terminology."),
                 found.ownerRole == .teacher ? String(localized: "teacher", locale: locale, comment: "Role value.")
                    : String(localized: "student", locale: locale, comment: "Role value.")),
                (String(localized: "Revision", locale: locale, comment: "Label of a terminology's revision number."), session.language.number(found.revision)),
            ]
            for (label, value) in rows { session.print("  \(label): \(value)") }
            if !found.description.isEmpty { session.print("  " + found.description) }
            for section in sections { session.printCategories(section, heading: false) }
            return .success
        }
    }
}
#endif
