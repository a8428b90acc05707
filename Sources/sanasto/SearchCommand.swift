// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto search <query>`: the library's folded search, best matches first.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: String(localized: "Search terms in every language, ignoring case and diacritics; exact matches first, then prefixes.", locale: .help),
        examples: [.init("sanasto search fotos"), .init("sanasto search 'soluhengitys' --json")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "What to look for.", locale: .help))) var query: String
    @Option(help: ArgumentHelp(String(localized: "At most this many results.", locale: .help), valueName: "count")) var limit = 20
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto search", access: .read) { session in
            let results = try await session.app.search(query, limit: max(1, limit))
            if json {
                session.printJSON(AppJSON.search(results))
                return .success
            }
            session.printSearchResults(results, query: query)
            return .success
        }
    }
}

extension Session {
    /// The results, one term per line, or a line saying there are none.
    func printSearchResults(_ results: [SearchResult], query: String) {
        if results.isEmpty {
            note(String(localized: "No terms match “\(query)”.", locale: locale, comment: "A search found nothing."))
        }
        for result in results {
            var line = termLine(result.concept)
            if let definition = result.concept.definition, result.match == .definition { line += dim(" — " + definition) }
            print(line)
        }
    }
}
#endif
