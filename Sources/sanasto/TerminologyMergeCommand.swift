// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import StringResources
import TerminologyKit

/// `sanasto terminology merge <file>`: an author's update merged into the copy it was imported as.
struct TerminologyMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge an updated terminology from its author into your copy, keeping your progress and your own terms.",
        examples: [
            .init("sanasto terminology merge solubiologia-v2.tbx --dry-run", "What would change"),
            .init("sanasto terminology merge solubiologia-v2.tbx"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The updated file.") var file: String
    @Option(help: ArgumentHelp("The copy to merge into (default: the one the file was imported as).", valueName: "terminology")) var into: String?
    @Flag(help: "Write nothing; print what would change.") var dryRun = false
    @Flag(help: "Print the changes as JSON.") var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology merge", access: dryRun ? .read : .write) { session in
            let summary = try await session.app.mergeTerminology(from: URL(fileURLWithPath: file), into: into, dryRun: dryRun)
            if json {
                session.printJSON(.object([
                    ("terminology", AppJSON.terminology(summary.terminology)), ("added", .number(summary.added)),
                    ("updated", .number(summary.updated)), ("deprecated", .number(summary.deprecated)),
                    ("conflicts", .number(summary.conflicts)), ("changes", .array(summary.changes.map { .string($0) })),
                ]))
                return .success
            }
            session.print(String(
                localized: "merge.summary", defaultValue: "\(summary.added) new terms, \(summary.updated) updated, \(summary.deprecated) deprecated, \(summary.conflicts) conflicts.",
                locale: session.locale, comment: "What a merge did (or would do): new, updated, deprecated terms and conflicts."))
            for change in summary.changes { session.print("  " + change) }
            return .success
        }
    }
}
#endif
