// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto term edit <term> --definition …`.
struct TermEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: String(localized: "Change a term's text, definition, category, difficulty, translations or notes.", locale: .help),
        examples: [
            .init("sanasto term edit 12 --definition 'Valon energian sitominen' --difficulty hard"),
            .init("sanasto term edit 12 --translation tr=fotosentez --category Kasvit"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its number (12 or #12), id, or text.", locale: .help), valueName: "term")) var term: String
    @Option(name: .customLong("text"), help: ArgumentHelp(String(localized: "The term's new text.", locale: .help))) var text: String?
    @Option(help: ArgumentHelp(String(localized: "The language --text and --definition are in (default: the one shown).", locale: .help), valueName: "language")) var language: String?
    @Option(help: ArgumentHelp(String(localized: "A new definition (empty removes it).", locale: .help))) var definition: String?
    @Option(help: ArgumentHelp(String(localized: "A new category (name or id).", locale: .help), valueName: "category")) var category: String?
    @Flag(help: ArgumentHelp(String(localized: "Take it out of its category.", locale: .help))) var noCategory = false
    @Option(help: ArgumentHelp(String(localized: "easy, medium or hard.", locale: .help), valueName: "difficulty")) var difficulty: String?
    @Option(help: ArgumentHelp(String(localized: "language=term to set, language= to remove; repeat for more.", locale: .help), valueName: "language=term"))
    var translation: [String] = []
    @Option(help: ArgumentHelp(String(localized: "New notes.", locale: .help))) var notes: String?
    @Flag(help: ArgumentHelp(String(localized: "Print the term as JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto term edit", access: .write) { session in
            let app = session.app
            let changes = TermChanges(
                language: try language.map { try app.languageTags([$0])[0] }, term: text, definition: definition,
                category: noCategory ? "" : category, difficulty: try difficulty.map(app.difficulty),
                translations: try app.translations(translation), notes: notes)
            guard !changes.isEmpty else {
                throw AppError(.usage, String(localized: "Nothing to change: give --text, --definition, --category, --difficulty, --translation or --notes.",
                                              locale: session.locale, comment: "term edit without changes."))
            }
            let edited = try await app.editTerm(term, changes: changes)
            if json {
                session.printJSON(AppJSON.concept(edited))
            } else {
                session.print(String(localized: "Saved \(edited.term).", locale: session.locale, comment: "An edit was saved; the argument is what was edited."))
            }
            return .success
        }
    }
}
#endif
