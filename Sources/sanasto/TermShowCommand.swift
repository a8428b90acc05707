// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto term show <term>`: everything a term holds.
struct TermShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: String(localized: "Show a term: its terms and definitions in every language, category, difficulty and notes.", locale: .help),
        examples: [.init("sanasto term show 12"), .init("sanasto term show fotosynteesi --json")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its number (12 or #12), id, or text.", locale: .help), valueName: "term")) var term: String
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto term show", access: .read) { session in
            let app = session.app
            let concept = try await app.concept(term)
            let entity = try await app.conceptEntity(concept.id.uuidString)
            if json {
                session.printJSON(AppJSON.conceptDetail(entity, concept: concept))
                return .success
            }
            session.print(session.termLine(entity))
            for section in concept.sections {
                let terms = section.terms.map { term in
                    term.status == .preferred ? term.text : "\(term.text) (\(session.statusName(term.status)))"
                }
                session.print("  \(section.language.rawValue): \(terms.joined(separator: ", "))")
                if let definition = section.definition {
                    session.print("      " + definition.text + (definition.source.map { session.dim(" — " + $0) } ?? ""))
                }
                for context in section.terms.compactMap(\.context) { session.print("      " + session.dim("“\(context)”")) }
            }
            let locale = session.locale
            session.print("  " + String(localized: "Difficulty", locale: locale, comment: "Label of a term's difficulty.") + ": " + app.name(of: entity.difficulty))
            session.print("  " + String(localized: "Terminology", locale: locale, comment: "Label of a term's terminology.") + ": " + entity.terminologyTitle)
            if entity.isOwn {
                session.print("  " + String(localized: "Added by you", locale: locale, comment: "A term the student added to a teacher's terminology."))
            }
            if !concept.notes.isEmpty { session.print("  " + concept.notes) }
            return .success
        }
    }
}

extension Session {
    /// A term status's name.
    func statusName(_ status: TermStatus) -> String {
        switch status {
        case .preferred: String(localized: "preferred", locale: locale, comment: "A term's status.")
        case .admitted: String(localized: "admitted", locale: locale, comment: "A term's status: an acceptable synonym.")
        case .deprecated: String(localized: "deprecated", locale: locale, comment: "A term's status: not to be used any more.")
        }
    }
}
#endif
