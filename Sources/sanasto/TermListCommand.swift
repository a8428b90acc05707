// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import StringResources
import TerminologyKit

/// `sanasto term list`: the terms of the focus, a terminology or a category.
struct TermListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: String(localized: "List terms: each with its number, its terms in every language and its category.", locale: .help),
        examples: [.init("sanasto term list --category Soluhengitys"), .init("sanasto term list --json --limit 10")])

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp(String(localized: "Only this terminology.", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "Only this category.", locale: .help), valueName: "category")) var category: String?
    @Option(help: ArgumentHelp(String(localized: "At most this many.", locale: .help), valueName: "count")) var limit: Int?
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto term list", access: .read) { session in
            let terms = try await session.app.termList(terminology: terminology, category: category, limit: limit.map { max(0, $0) })
            if json {
                session.printJSON(.array(terms.map(AppJSON.concept)))
                return .success
            }
            for term in terms { session.print(session.termLine(term)) }
            return .success
        }
    }
}

extension Session {
    /// "#12  fotosynteesi · photosynthesis · fotosentez  (Fotosynteesi) ✓".
    func termLine(_ term: ConceptEntity) -> String {
        var line = dim("#\(term.number)") + "  " + bold(term.term)
        for translation in term.translations { line += " · " + translation.text }
        if let category = term.categoryName { line += dim("  (\(category))") }
        if term.isLearned { line += " ✓" }
        return line
    }
}
#endif
