// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto stats`: what each terminology holds and how far its study has come.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: String(localized: "Show each terminology's size and your study progress per direction.", locale: .help),
        examples: [.init("sanasto stats"), .init("sanasto stats --terminology Solubiologia --json")])

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp(String(localized: "Only this terminology.", locale: .help), valueName: "terminology")) var terminology: String?
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto stats", access: .read) { session in
            let statistics = try await session.app.statistics(terminology: terminology)
            if json {
                session.printJSON(AppJSON.statistics(statistics))
                return .success
            }
            let locale = session.locale
            let language = session.language
            let headers = [
                String(localized: "Direction", locale: locale, comment: "Statistics column: which way terms are studied."),
                String(localized: "Due", locale: locale, comment: "Statistics column: cards due now."),
                String(localized: "New", locale: locale, comment: "Statistics column: cards never studied."),
                String(localized: "Learning", locale: locale, comment: "Statistics column: cards in the learning steps."),
                String(localized: "Review", locale: locale, comment: "Statistics column: learned cards."),
                String(localized: "Relearning", locale: locale, comment: "Statistics column: forgotten cards being relearned."),
            ]
            for (index, item) in statistics.enumerated() {
                if index > 0 { session.print() }
                session.print(session.bold(item.summary))
                if item.ownConceptCount > 0 {
                    session.print("  " + String(
                        localized: "stats.own", defaultValue: "You added \(item.ownConceptCount) terms of your own", locale: locale,
                        comment: "How many terms a student added to a teacher's terminology."))
                }
                let learned = item.directions.first?.counts.learned ?? 0
                session.print("  " + String(
                    localized: "stats.learned", defaultValue: "\(learned) terms marked as learned", locale: locale,
                    comment: "How many terms the learner marked as learned."))
                guard !item.directions.isEmpty else { continue }
                var rows = [headers]
                for direction in item.directions {
                    let counts = direction.counts
                    rows.append(["\(direction.direction.from.rawValue) → \(direction.direction.to.rawValue)"]
                        + [counts.due, counts.new, counts.learning, counts.review, counts.relearning].map(language.number))
                }
                for line in TextTable.lines(rows) { session.print("  " + line) }
            }
            return .success
        }
    }
}
#endif
