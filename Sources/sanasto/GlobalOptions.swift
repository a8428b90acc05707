// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport

/// The options every `sanasto` command takes, before or after its name.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        String(localized: "The library file (default: $SANASTO_LIBRARY, else $XDG_DATA_HOME/sanasto/library.sqlite, else ~/.local/share/sanasto/library.sqlite).", locale: .help),
        valueName: "path"))
    var library: String?

    @Option(help: ArgumentHelp(
        String(localized: "The language to show: en, fi or tr (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).", locale: .help), valueName: "language"))
    var lang: String?
}
#endif
