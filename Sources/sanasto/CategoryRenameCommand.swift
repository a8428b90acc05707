// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto category rename <category> <new-name>`.
struct CategoryRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: String(localized: "Rename a category.", locale: .help),
        examples: [.init("sanasto category rename Soluhengitys 'Solujen hengitys'")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its name or id.", locale: .help), valueName: "category")) var category: String
    @Argument(help: ArgumentHelp(String(localized: "Its new name.", locale: .help), valueName: "new-name")) var newName: String
    @Option(help: ArgumentHelp(String(localized: "Its terminology, when several have the name.", locale: .help), valueName: "terminology")) var terminology: String?

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto category rename", access: .write) { session in
            let renamed = try await session.app.renameCategory(category, to: newName, terminology: terminology)
            session.print(String(localized: "Saved \(renamed.name).", locale: session.locale, comment: "An edit was saved; the argument is what was edited."))
            return .success
        }
    }
}
#endif
