// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import StringResources
import TerminologyKit

/// `sanasto terminology merge <file>`: an author's update merged into the copy it was imported as; `--review` lists
/// the fields both changed, `--resolve` settles one.
struct TerminologyMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: String(localized: "Merge an updated terminology from its author into your copy, keeping your progress and your own terms.", locale: .help),
        discussion: String(localized: """
            A field you and the author both changed keeps your value and is listed by --review; --resolve <id> keeps it \
            (--keep mine) or takes the author's (--keep theirs). A term the author deleted stays, deprecated, while you \
            have progress on it.
            """, locale: .help),
        examples: [
            .init("sanasto terminology merge solubiologia-v2.tbx --dry-run", String(localized: "What would change", locale: .help)),
            .init("sanasto terminology merge solubiologia-v2.tbx"),
            .init("sanasto terminology merge --review --terminology Solubiologia"),
            .init("sanasto terminology merge --resolve 2f6c… --keep theirs"),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "The updated file.", locale: .help))) var file: String?
    @Option(help: ArgumentHelp(String(localized: "The copy to merge into (default: the one the file was imported as).", locale: .help), valueName: "terminology")) var into: String?
    @Flag(help: ArgumentHelp(String(localized: "Write nothing; print what would change.", locale: .help))) var dryRun = false
    @Flag(help: ArgumentHelp(String(localized: "List the conflicts earlier merges left.", locale: .help))) var review = false
    @Option(help: ArgumentHelp(String(localized: "The terminology whose conflicts to list (default: the only one).", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "Resolve the conflict with this id.", locale: .help), valueName: "id")) var resolve: String?
    @Option(help: ArgumentHelp(String(localized: "With --resolve: mine (your value) or theirs (the author's).", locale: .help), valueName: "side")) var keep: KeepArgument?
    @Flag(help: ArgumentHelp(String(localized: "Print the changes as JSON.", locale: .help))) var json = false

    /// `--keep mine|theirs`.
    enum KeepArgument: String, CaseIterable, ExpressibleByArgument {
        case mine, theirs
    }

    mutating func validate() throws {
        let modes = [file != nil, review, resolve != nil].filter { $0 }.count
        guard modes == 1 else {
            throw CommandFailure.usage(String(localized: "give a file to merge, --review, or --resolve <id>", locale: .help))
        }
        if resolve != nil, keep == nil { throw CommandFailure.usage(String(localized: "--resolve needs --keep mine or --keep theirs", locale: .help)) }
    }

    func run(console: Console) async throws -> ExitCode {
        let access: Session.Access = review || dryRun ? .read : .write
        return try await Session.run(global, console: console, command: "sanasto terminology merge", access: access) { session in
            let app = session.app
            if review {
                let conflicts = try await app.mergeConflicts(terminology: terminology)
                if json {
                    session.printJSON(.array(conflicts.map { conflict in
                        .object([
                            ("id", .string(conflict.id.uuidString.lowercased())), ("subject", .string(conflict.subject)),
                            ("field", .string(conflict.field)), ("mine", .string(conflict.mine)), ("theirs", .string(conflict.theirs)),
                        ])
                    }))
                    return .success
                }
                if conflicts.isEmpty {
                    session.print(String(localized: "No conflicts to review.", locale: session.locale, comment: "merge --review with nothing to review."))
                }
                for conflict in conflicts {
                    session.print(session.bold(conflict.subject) + " · " + conflict.field + "  " + session.dim(conflict.id.uuidString.lowercased()))
                    session.print("  " + String(localized: "Yours: \(conflict.mine)", locale: session.locale, comment: "A merge conflict: the student's value, which was kept."))
                    session.print("  " + String(localized: "The author's: \(conflict.theirs)", locale: session.locale, comment: "A merge conflict: the author's new value."))
                }
                return .success
            }
            if let resolve, let keep {
                try app.resolveMergeConflict(resolve, takeTheirs: keep == .theirs)
                session.print(String(localized: "Resolved.", locale: session.locale, comment: "A merge conflict was resolved."))
                return .success
            }
            guard let file else { return .usage }
            let summary = try await app.mergeTerminology(from: URL(fileURLWithPath: file), into: into, dryRun: dryRun)
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
            for change in summary.conceptChanges { session.print("  " + Self.line(change, locale: session.locale)) }
            return .success
        }
    }

    /// A change as the user reads it, in the user's language.
    static func line(_ change: TerminologyMergeSummary.Change, locale: Locale) -> String {
        let term = change.term
        switch change.action {
        case .add: return String(localized: "new: \(term)", locale: locale, comment: "A merge line: the author's new term arrives.")
        case .update: return String(localized: "updated: \(term)", locale: locale, comment: "A merge line: the author's edits apply to the term.")
        case .conflict: return String(localized: "conflict: \(term)", locale: locale, comment: "A merge line: both changed a field of the term; the student's value stays.")
        case .deprecate: return String(localized: "deprecated: \(term)", locale: locale, comment: "A merge line: the author deleted the term, kept as deprecated because of progress.")
        case .delete: return String(localized: "deleted: \(term)", locale: locale, comment: "A merge line: the author deleted the term and it had no progress.")
        case .restore: return String(localized: "restored: \(term)", locale: locale, comment: "A merge line: the author brought back a term an earlier merge deprecated.")
        case .unchanged: return String(localized: "unchanged: \(term)", locale: locale, comment: "A merge line: nothing changes for the term.")
        }
    }
}
#endif
