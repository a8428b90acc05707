// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import TerminologyKit

/// `sanasto terminology export [<terminology>] --format tbx --output file.tbx`.
struct TerminologyExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: String(localized: "Export a terminology as TBX-Basic, CSV, TSV, Anki text or a .sanasto bundle.", locale: .help),
        discussion: String(localized: "The file is replaced only when the export is complete. Without --output the export goes to standard output.", locale: .help),
        examples: [
            .init("sanasto terminology export Solubiologia --format tbx --output solubiologia.tbx"),
            .init("sanasto terminology export --format sanasto --include-progress --output backup.sanasto"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "Its title, course code or id (default: the only one).", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "tbx, csv, tsv, anki or sanasto.", locale: .help))) var format: String
    @Option(name: .shortAndLong, help: ArgumentHelp(String(localized: "The file to write (default: standard output).", locale: .help), valueName: "file")) var output: String?
    @Flag(help: ArgumentHelp(String(localized: "Include study progress (bundles only).", locale: .help))) var includeProgress = false
    @Flag(help: ArgumentHelp(String(localized: "Include deprecated terms.", locale: .help))) var includeDeprecated = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology export", access: .read) { session in
            let request = TerminologyExportRequest(format: format, includesProgress: includeProgress, includesDeprecated: includeDeprecated)
            let summary = try await session.app.exportTerminology(terminology, request: request, to: output.map { URL(fileURLWithPath: $0) })
            if output == nil, let data = summary.data {
                FileHandle.standardOutput.write(data)
            } else {
                session.note(String(
                    localized: "export.done", defaultValue: "Exported \(summary.conceptCount) terms.", locale: session.locale,
                    comment: "An export succeeded: how many terms."))
            }
            for line in summary.notCarried { session.note("  " + line) }
            return .success
        }
    }
}
#endif
