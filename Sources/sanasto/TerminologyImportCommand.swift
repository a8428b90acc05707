// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import StringResources
import TerminologyKit

/// `sanasto terminology import <file>`: TBX (v2, v3), CSV/TSV, Anki text or a `.sanasto` bundle.
struct TerminologyImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: String(localized: "Import a terminology file: TBX, CSV, TSV, Anki text or a .sanasto bundle.", locale: .help),
        discussion: String(localized: "An import is one transaction: a file with an error imports nothing (unless --partial), and the error names its line and column.", locale: .help),
        examples: [
            .init("sanasto terminology import solubiologia.tbx", String(localized: "A teacher's terminology, as a copy to study", locale: .help)),
            .init("sanasto terminology import sanat.csv --languages fi,en --title Sanat --as adopt"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "The file.", locale: .help))) var file: String
    @Option(help: ArgumentHelp(String(localized: "Its format: tbx, csv, tsv, anki or sanasto (default: from the name and content).", locale: .help))) var format: String?
    @Option(name: .customLong("as"), help: ArgumentHelp(String(localized: "copy (to study, mergeable with the author's updates), adopt (your own) or restore (a bundle as exported).", locale: .help)))
    var mode: ImportModeArgument = .copy
    @Flag(help: ArgumentHelp(String(localized: "Import the good entries of a file that has bad ones.", locale: .help))) var partial = false
    @Option(parsing: .commaSeparated, help: ArgumentHelp(String(localized: "The languages of a headerless CSV's columns or an Anki file's fields.", locale: .help), valueName: "language"))
    var languages: [String] = []
    @Option(help: ArgumentHelp(String(localized: "The title of a file that has none (CSV, Anki).", locale: .help))) var title: String?
    @Flag(help: ArgumentHelp(String(localized: "New ids, for a second copy beside one already in the library.", locale: .help))) var newIds = false
    @Flag(help: ArgumentHelp(String(localized: "Print what was imported as JSON.", locale: .help))) var json = false

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto terminology import", access: .write) { session in
            let app = session.app
            let request = TerminologyImportRequest(
                format: format, mode: mode.mode, partial: partial, languages: languages.isEmpty ? nil : try app.languageTags(languages),
                title: title, newIdentifiers: newIds)
            let summary = try app.importTerminology(from: URL(fileURLWithPath: file), request: request)
            if json {
                session.printJSON(.object([
                    ("terminology", AppJSON.terminology(summary.terminology)), ("format", .string(summary.format)),
                    ("termCount", .number(summary.conceptCount)), ("categoryCount", .number(summary.categoryCount)),
                    ("notes", .array(summary.notes.map { .string($0) })),
                ]))
                return .success
            }
            session.print(String(
                localized: "import.done", defaultValue: "Imported \(summary.terminology.title): \(summary.conceptCount) terms in \(summary.categoryCount) categories.",
                locale: session.locale, comment: "An import succeeded: title, terms, categories."))
            for note in summary.notes { session.note("  " + note) }
            return .success
        }
    }
}

/// `--as copy|adopt|restore`.
enum ImportModeArgument: String, CaseIterable, ExpressibleByArgument {
    case copy, adopt, restore

    var mode: TerminologyImportRequest.Mode {
        switch self {
        case .copy: .copy
        case .adopt: .adopt
        case .restore: .restore
        }
    }
}
#endif
