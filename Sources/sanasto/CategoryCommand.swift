// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport

/// `sanasto category …`: the categories of a terminology.
struct CategoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category", abstract: String(localized: "List, add, rename and delete categories.", locale: .help),
        subcommands: [CategoryListCommand.self, CategoryAddCommand.self, CategoryRenameCommand.self, CategoryDeleteCommand.self])

    @OptionGroup var global: GlobalOptions
}
#endif
