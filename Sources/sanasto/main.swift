// The terminology app runs its App Intents through IntentKit's runner, which exists only where the AppIntents
// framework is absent (Linux, Windows); on Apple platforms the system runs an app's intents, and this command says so.
#if !canImport(AppIntents)
import CommandLineSupport

/// `sanasto`: the terminology app on the command line. Every subcommand is listed here and implemented in its own
/// file; what they do is TerminologyKit's.
struct Sanasto: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "sanasto",
        abstract: String(localized: "Study course terminologies, add your own terms, in English, Finnish and Turkish.", locale: .help),
        discussion: String(localized: """
            Exit codes: 0 success, 1 declined or cancelled, 64 usage, 65 bad data (a malformed file, a library that is \
            not Sanasto's or is newer, an unknown term), 66 a file that cannot be read, 69 not in this build, 73 a file \
            that cannot be written, 75 the library kept busy by another program.
            """, locale: .help),
        version: version,
        subcommands: [
            TerminologyCommand.self, CategoryCommand.self, TermCommand.self, SearchCommand.self, StudyCommand.self, StatsCommand.self,
            SayCommand.self, QuickActionCommand.self, FocusCommand.self, TodayCommand.self, DesktopEntryCommand.self, DemoCommand.self,
            ServeCommand.self,
        ],
        examples: [
            .init("sanasto demo", String(localized: "Add the demo terminology and list its categories", locale: .help)),
            .init("sanasto --lang fi category list"),
            .init("sanasto say \"Sanasto'ya fotosentez terimini ekle\""),
        ])

    @OptionGroup var global: GlobalOptions
}

await Sanasto.main()
#else
import Foundation

FileHandle.standardError.write(Data("sanasto: this command line runs the app's App Intents through IntentKit, which Apple platforms replace with the system's AppIntents; build it on Linux or Windows\n".utf8))
exit(69)
#endif
