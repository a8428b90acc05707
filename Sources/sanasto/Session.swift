// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import Localization
import StringResources
import TerminologyKit

/// One command's run: the language, the library and the app on it, and how its errors are printed.
///
/// Commands only parse, call the app and print; `Session.run` opens the library, makes the app, and turns an
/// ``AppError`` into one localized line on standard error and its exit code. A library that does not exist yet is
/// created only by a command that writes and succeeds: a reading command reads an empty one, and a writing command
/// writes a ``NewLibraryFile`` that is put in place when it succeeds and removed when it fails.
struct Session {
    /// Whether a command writes to the library.
    enum Access {
        case read
        case write
    }

    let app: TerminologyApp
    let console: Console
    /// The command as typed (`sanasto term add`), the prefix of its messages.
    let command: String

    var language: AppLanguage { app.language }
    var locale: Locale { app.language.locale }

    /// Runs `body` with a session, printing its errors.
    static func run(
        _ global: GlobalOptions, console: Console, command: String, access: Access,
        _ body: (Session) async throws -> ExitCode
    ) async throws -> ExitCode {
        let environmentLanguage = AppLanguage.preferred(LanguagePreferences.fromEnvironment(console.environment))
        let language: AppLanguage
        do {
            language = try AppLanguage.resolve(explicit: global.lang, environment: console.environment)
        } catch {
            return fail(error, language: environmentLanguage, command: command, console: console)
        }
        if let unmatched = language.unmatchedRequest {
            console.printError("\(command): \(String(localized: "warning", locale: language.locale, comment: "The word before a warning message.")): " + String(
                localized: "Sanasto is not translated into \(unmatched); it speaks English.", locale: language.locale,
                comment: "--lang names a language the app has no translation for."))
        }
        var temporary: URL?
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        var newLibrary: NewLibraryFile?
        // Whatever ends the command before it succeeded (an error, a thrown usage failure) leaves no library.
        defer { newLibrary?.discard() }
        let store: TerminologyStore
        do {
            let location: LibraryLocation
            do {
                location = try LibraryLocation.resolve(explicitPath: global.library, environment: console.environment)
            } catch let error as StoreError {
                throw AppError(error, language: language)
            }
            var url = location.url
            let exists = FileManager.default.fileExists(atPath: url.path)
            if access == .read, !exists {
                // Reading a library that does not exist reads an empty one: nothing is created for a mistyped path.
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-empty-\(UUID().uuidString)")
                temporary = folder
                url = folder.appendingPathComponent(LibraryLocation.fileName)
            }
            do {
                if access == .write, !exists {
                    let file = try NewLibraryFile(url: url)
                    newLibrary = file
                    store = file.store
                } else {
                    store = try TerminologyStore(url: url)
                }
            } catch let error as StoreError {
                throw AppError(error, language: language)
            }
        } catch {
            return fail(error, language: language, command: command, console: console)
        }
        let app = await TerminologyApp(store: store, language: language)
        let session = Session(app: app, console: console, command: command)
        do {
            let code = try await body(session)
            // A declined confirmation or another unsuccessful end creates nothing either (the defer discards it).
            if code == .success { try newLibrary?.publish() }
            return code
        } catch let error as AppError {
            return fail(error, language: language, command: command, console: console)
        } catch let error as StoreError {
            return fail(AppError(error, language: language), language: language, command: command, console: console)
        }
    }

    /// Prints `error` as one line (`sanasto term show: error: There is no term 99.`) and gives its exit code.
    static func fail(_ error: any Error, language: AppLanguage, command: String, console: Console) -> ExitCode {
        guard let error = error as? AppError else {
            console.printError("\(command): \(errorWord(language)): \(error)")
            return .software
        }
        let label = console.styledError(errorWord(language), .red)
        if let location = error.location {
            console.printError("\(location): \(label): \(error.message)")
        } else {
            console.printError("\(command): \(label): \(error.message)")
        }
        return exitCode(for: error.kind)
    }

    /// The sysexits code of each kind of failure, as the `xcstrings` tool uses them.
    static func exitCode(for kind: AppError.Kind) -> ExitCode {
        switch kind {
        case .usage: .usage
        case .notFound, .invalidData, .conflict, .notALibrary, .newerLibrary, .damaged: .dataError
        case .cannotRead: .noInput
        case .unavailable: ExitCode(69)
        case .cannotWrite: .cantCreate
        case .busy: ExitCode(75)
        case .cancelled: .failure
        case .failed: .software
        }
    }

    static func errorWord(_ language: AppLanguage) -> String {
        String(localized: "error", locale: language.locale, comment: "The word before an error message: 'sanasto term show: error: …'.")
    }

    // MARK: Printing

    /// Prints a line on standard output.
    func print(_ line: String = "") { console.print(line) }

    /// Prints JSON on standard output.
    func printJSON(_ value: JSONValue) { console.print(AppJSON.text(value), terminator: "") }

    /// Prints a note on standard error (what a command did, for a person; stdout stays the result).
    func note(_ line: String) { console.printError(line) }

    /// `text` in bold on a terminal.
    func bold(_ text: String) -> String { console.styled(text, .bold) }

    /// `text` dimmed on a terminal.
    func dim(_ text: String) -> String { console.styled(text, .gray) }

    /// Asks `question` (on a terminal) or takes `--yes`; a script without `--yes` gets a usage error.
    func confirm(_ question: String, assumeYes: Bool) throws -> Bool {
        if assumeYes { return true }
        guard console.isInteractive else {
            throw AppError(.usage, String(
                localized: "“\(question)” needs an answer and there is no terminal to ask on; pass --yes to answer yes.",
                locale: locale, comment: "A destructive command run from a script without --yes."))
        }
        let hint = String(localized: "[y/N]", locale: locale, comment: "The answers to a yes-or-no question whose default is no.")
        let yes = Set(String(localized: "y,yes", locale: locale, comment: "The answers meaning yes, comma-separated, lowercase (English ones are always accepted too).")
            .split(separator: ",").map { TextFolding.fold($0) } + ["y", "yes"])
        let no = Set(String(localized: "n,no", locale: locale, comment: "The answers meaning no, comma-separated, lowercase (English ones are always accepted too).")
            .split(separator: ",").map { TextFolding.fold($0) } + ["n", "no"])
        while true {
            guard let answer = console.prompt("\(question) \(hint)") else { return false }
            let folded = TextFolding.fold(answer)
            if folded.isEmpty || no.contains(folded) { return false }
            if yes.contains(folded) { return true }
            console.printError(String(localized: "Please answer yes or no.", locale: locale, comment: "A yes-or-no question got another answer."))
        }
    }
}
#endif
