// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import TerminologyKit

/// `sanasto desktop-entry`: a freedesktop Desktop Entry whose actions are the app's quick actions.
struct DesktopEntryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desktop-entry", abstract: String(localized: "Write a Desktop Entry (.desktop file) whose actions are the quick actions, named in en, fi and tr.", locale: .help),
        examples: [
            .init("sanasto desktop-entry --output ~/.local/share/applications/fi.sanasto.desktop"),
            .init("sanasto desktop-entry --exec /usr/local/bin/sanasto"),
        ])

    @OptionGroup var global: GlobalOptions
    @Option(name: .shortAndLong, help: ArgumentHelp(String(localized: "The file to write (default: standard output).", locale: .help), valueName: "file")) var output: String?
    @Option(help: ArgumentHelp(String(localized: "The command the entry runs (default: sanasto, found on PATH).", locale: .help), valueName: "path")) var exec = "sanasto"

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto desktop-entry", access: .read) { session in
            let text = try session.app.desktopEntry(executable: exec).text
            guard let output else {
                session.console.print(text, terminator: "")
                return .success
            }
            let url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw AppError(.cannotWrite, String(localized: "Cannot write \(url.path): \(error.localizedDescription)", locale: session.locale,
                                                    comment: "A file cannot be written; path, then the system's reason."))
            }
            session.note(String(localized: "Wrote \(url.path).", locale: session.locale, comment: "A file was written."))
            return .success
        }
    }
}
#endif
