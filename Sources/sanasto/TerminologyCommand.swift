// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport

/// `sanasto terminology …`: the library's terminologies.
struct TerminologyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminology",
        abstract: String(localized: "List, create, show, edit, delete, import, export and merge terminologies.", locale: .help),
        subcommands: [
            TerminologyListCommand.self, TerminologyCreateCommand.self, TerminologyShowCommand.self, TerminologyEditCommand.self,
            TerminologyDeleteCommand.self, TerminologyImportCommand.self, TerminologyExportCommand.self, TerminologyMergeCommand.self,
        ])

    @OptionGroup var global: GlobalOptions
}
#endif
