// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import StringResources
import TerminologyKit

/// `sanasto terminology merge <file>`: an author's update merged into the copy it was imported as.
struct TerminologyMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: String(localized: "Merge an updated terminology from its author into your copy, keeping your progress and your own terms.", locale: .help),
        examples: [
            .init("sanasto terminology merge solubiologia-v2.tbx --dry-run", String(localized: "What would change", locale: .help)),
            .init("sanasto terminology merge solubiologia-v2.tbx"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "The updated file.", locale: .help))) var file: String
    @Option(help: ArgumentHelp(String(localized: "The copy to merge into (default: the one the file was imported as).", locale: .help), valueName: "terminology")) var into: String?
    @Flag(help: ArgumentHelp(String(localized: "Write nothing; print what would change.", locale: .help))) var dryRun = false
    @Flag(help: ArgumentHelp(String(localized: "Print the changes as JSON.", locale: .help))) var json = false

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
