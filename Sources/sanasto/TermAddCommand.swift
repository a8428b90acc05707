// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import TerminologyKit

/// `sanasto term add <term> --category …`.
struct TermAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: String(localized: "Add a term to a category (or to a terminology).", locale: .help),
        discussion: String(localized: "The term is in the terminology's first language, or in --language.", locale: .help),
        examples: [
            .init("sanasto term add fotosynteesi --category Fotosynteesi --definition 'Yhteyttäminen' --translation en=photosynthesis --translation tr=fotosentez"),
            .init("sanasto --lang tr term add fotosentez --category Fotosynteesi --difficulty easy"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "The term.", locale: .help))) var term: String
    @Option(help: ArgumentHelp(String(localized: "Its category (name or id).", locale: .help), valueName: "category")) var category: String?
    @Option(help: ArgumentHelp(String(localized: "Its terminology (default: the category's, or the only one).", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "Its definition, in the term's language.", locale: .help))) var definition: String?
    @Option(help: ArgumentHelp(String(localized: "Where the definition comes from.", locale: .help))) var source: String?
    @Option(help: ArgumentHelp(String(localized: "The term's language (default: the terminology's first).", locale: .help), valueName: "language")) var language: String?
    @Option(help: ArgumentHelp(String(localized: "The term in another language, language=term; repeat for more.", locale: .help), valueName: "language=term"))
    var translation: [String] = []
    @Option(help: ArgumentHelp(String(localized: "easy, medium or hard (or its name in your language).", locale: .help), valueName: "difficulty")) var difficulty: String?
    @Option(help: ArgumentHelp(String(localized: "A sentence using the term.", locale: .help))) var context: String?
    @Option(help: ArgumentHelp(String(localized: "Notes.", locale: .help))) var notes: String?
    @Flag(help: ArgumentHelp(String(localized: "Print the term as JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto term add", access: .write) { session in
            let app = session.app
            var categoryID: UUID?
            var terminologyID: UUID?
            if let category {
                categoryID = try await app.category(category, terminology: terminology).id
            } else {
                terminologyID = try await app.terminology(terminology).id
            }
            let draft = TermDraft(
                term: term, language: try language.map { try app.languageTags([$0])[0] }, definition: definition, definitionSource: source,
                categoryID: categoryID, terminologyID: terminologyID, difficulty: try difficulty.map(app.difficulty) ?? .medium,
                translations: try app.translations(translation), context: context, notes: notes ?? "")
            let added = try app.addTerm(draft)
            if json {
                session.printJSON(AppJSON.concept(added))
            } else {
                session.print(String(localized: "Added \(added.term) (#\(String(added.number))).", locale: session.locale,
                                     comment: "term add succeeded: the term and its number."))
            }
            return .success
        }
    }
}
#endif
