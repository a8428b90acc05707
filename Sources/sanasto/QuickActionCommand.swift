// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto quick-action <type>`: a home-screen quick action, routed through the app's router exactly as the
/// home screen's is, then handled once by the screen it opens.
struct QuickActionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quick-action", abstract: String(localized: "Run a home-screen quick action (what the desktop entry's actions run).", locale: .help),
        examples: [.init("sanasto quick-action fi.sanasto.study"), .init("sanasto quick-action --list")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its type, as Info.plist declares it (fi.sanasto.addTerm, fi.sanasto.search, fi.sanasto.study).", locale: .help), valueName: "type"))
    var type: String?
    @Flag(help: ArgumentHelp(String(localized: "List the quick actions.", locale: .help))) var list = false
    @Flag(help: ArgumentHelp(String(localized: "Answer yes to a confirmation.", locale: .help))) var yes = false
    @Flag(help: ArgumentHelp(String(localized: "Print JSON (with --list).", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto quick-action", access: .write) { session in
            let app = session.app
            guard !list, let type else {
                let actions = try app.quickActions()
                if json {
                    session.printJSON(AppJSON.quickActions(actions))
                } else {
                    for action in actions {
                        session.print(session.bold(action.title) + (action.subtitle.map { session.dim(" · " + $0) } ?? "") + "  " + session.dim(action.item.type))
                    }
                }
                return .success
            }
            let handled = try await app.handleQuickAction(type: type)
            // The screen takes the pending action once, as the app's view resets the router's `pending`.
            guard let action = await app.router.take() else { return .success }
            session.note(session.bold(handled.title))
            do {
                return try await session.handle(action, assumeYes: yes)
            } catch let error as AppError where error.kind == .unavailable {
                // Run from a script, the screen cannot open: a usage error, as for any command that needs a terminal.
                throw AppError(.usage, error.message)
            }
        }
    }
}
#endif
