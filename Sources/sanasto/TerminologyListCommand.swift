// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import StringResources
import TerminologyKit

/// `sanasto terminology list`: the terminologies of the course focus (or of the library).
struct TerminologyListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: String(localized: "List the terminologies (those of the focused course while a focus is set).", locale: .help),
        examples: [.init("sanasto terminology list --json")])

    @OptionGroup var global: GlobalOptions
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology list", access: .read) { session in
            let summaries = try await session.app.terminologySummaries()
            if json {
                session.printJSON(.array(summaries.map(AppJSON.terminology)))
                return .success
            }
            if summaries.isEmpty {
                session.note(String(localized: "No terminologies yet: sanasto demo adds an example.", locale: session.locale,
                                    comment: "terminology list on an empty library."))
            }
            for summary in summaries { session.print(session.terminologyLine(summary)) }
            return .success
        }
    }
}

extension Session {
    /// "Solubiologia (BIO-101) · fi, en, tr · 3 categories, 60 terms".
    func terminologyLine(_ summary: TerminologySummary) -> String {
        let terminology = summary.terminology
        var title = bold(terminology.title)
        if !terminology.course.code.isEmpty { title += " (\(terminology.course.code))" }
        let counts = String(
            localized: "terminology.counts", defaultValue: "\(summary.categoryCount) categories, \(summary.conceptCount) terms",
            locale: locale, comment: "A terminology's counts in its list: categories, then terms.")
        return "\(title) · \(terminology.languages.map(\.rawValue).joined(separator: ", ")) · \(counts)"
    }
}
#endif
