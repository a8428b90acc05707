// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import StringResources
import TerminologyKit

/// `sanasto terminology import <file>`: TBX (v2, v3), CSV/TSV, Anki text or a `.sanasto` bundle.
struct TerminologyImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import a terminology file: TBX, CSV, TSV, Anki text or a .sanasto bundle.",
        discussion: "An import is one transaction: a file with an error imports nothing (unless --partial), and the error names its line and column.",
        examples: [
            .init("sanasto terminology import solubiologia.tbx", "A teacher's terminology, as a copy to study"),
            .init("sanasto terminology import sanat.csv --languages fi,en --title Sanat --as adopt"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The file.") var file: String
    @Option(help: "Its format: tbx, csv, tsv, anki or sanasto (default: from the name and content).") var format: String?
    @Option(name: .customLong("as"), help: "copy (to study, mergeable with the author's updates), adopt (your own) or restore (a bundle as exported).")
    var mode: ImportModeArgument = .copy
    @Flag(help: "Import the good entries of a file that has bad ones.") var partial = false
    @Option(parsing: .commaSeparated, help: ArgumentHelp("The languages of a headerless CSV's columns or an Anki file's fields.", valueName: "language"))
    var languages: [String] = []
    @Option(help: "The title of a file that has none (CSV, Anki).") var title: String?
    @Flag(help: "New ids, for a second copy beside one already in the library.") var newIds = false
    @Flag(help: "Print what was imported as JSON.") var json = false

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
