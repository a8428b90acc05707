// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto today [--toggle]`: the term-of-the-day widget, with its toggle.
struct TodayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today", abstract: String(localized: "Show the term of the day (the same all day, from the focused course); --toggle marks it learned or not.", locale: .help),
        examples: [.init("sanasto today"), .init("sanasto today --toggle")])

    @OptionGroup var global: GlobalOptions
    @Flag(help: ArgumentHelp(String(localized: "Press the card's toggle: mark the term learned, or no longer learned.", locale: .help))) var toggle = false
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto today", access: toggle ? .write : .read) { session in
            let app = session.app
            var card = try await app.termOfTheDay()
            var dialog: String?
            if toggle, card != nil, let pressed = try await app.toggleTermOfTheDay() {
                card = pressed.card
                dialog = pressed.dialog
            }
            if json {
                session.printJSON(AppJSON.today(card, dialog: dialog))
                return .success
            }
            guard let card else {
                session.print(String(localized: "No term of the day: the library (or the course in focus) has no terms.", locale: session.locale,
                                     comment: "today on an empty library."))
                return .success
            }
            let concept = card.concept
            session.print(session.dim(card.heading + " · " + concept.terminologyTitle))
            session.print(session.bold(concept.term) + concept.translations.map { " · " + $0.text }.joined())
            if let definition = concept.definition { session.print(definition) }
            session.print((concept.isLearned ? "[x] " : "[ ] ") + card.toggleLabel + session.dim("  (sanasto today --toggle)"))
            if let dialog { session.note(dialog) }
            return .success
        }
    }
}
#endif
