// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import Foundation
import Localization
import TerminologyKit

extension Locale {
    /// The language help, and the parser's messages of this command, are shown in: the command line's `--lang`
    /// when it has one (`sanasto --lang fi --help`), else the environment's.
    ///
    /// Help is laid out before the command is parsed, so `--lang` is read from the raw arguments here; a value that
    /// is not a language falls back to the environment (the command then reports it).
    static let help: Locale = {
        let arguments = CommandLine.arguments.dropFirst()
        var explicit: String?
        for (index, word) in zip(arguments.indices, arguments) {
            if word == "--" { break }
            if word == "--lang", arguments.indices.contains(index + 1) { explicit = arguments[index + 1] }
            if word.hasPrefix("--lang=") { explicit = String(word.dropFirst("--lang=".count)) }
        }
        let environment = ProcessInfo.processInfo.environment
        let language = (try? AppLanguage.resolve(explicit: explicit, environment: environment))
            ?? AppLanguage.preferred(LanguagePreferences.fromEnvironment(environment))
        return language.locale
    }()
}
#endif
