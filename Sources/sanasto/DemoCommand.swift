// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto demo`: the demo terminology in the library, and its category list in your language.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: String(localized: "Add the demo terminology (a biology course in fi, en and tr) and show its categories.", locale: .help),
        examples: [.init("swift run sanasto demo"), .init("sanasto demo --lang fi --library /tmp/demo.sqlite")])

    @OptionGroup var global: GlobalOptions
    @Flag(help: ArgumentHelp(String(localized: "Print the category list as JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto demo", access: .write) { session in
            let app = session.app
            let terminology = try app.installDemo()
            let sections = try await app.categoryList(terminology: terminology.id.uuidString)
            if json {
                session.printJSON(AppJSON.categoryList(sections))
                return .success
            }
            for section in sections { session.printCategories(section, heading: true) }
            session.note(String(
                localized: "Next: sanasto study, sanasto search fotos, sanasto today; sanasto --help for everything.", locale: session.locale,
                comment: "What to try after the demo was installed."))
            return .success
        }
    }
}
#endif
