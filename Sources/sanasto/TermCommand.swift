// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport

/// `sanasto term …`: the terms (concepts) of a terminology.
struct TermCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "term", abstract: String(localized: "Add, list, show, edit and delete terms.", locale: .help),
        subcommands: [TermAddCommand.self, TermListCommand.self, TermShowCommand.self, TermEditCommand.self, TermDeleteCommand.self])

    @OptionGroup var global: GlobalOptions
}
#endif
