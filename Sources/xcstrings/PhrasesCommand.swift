import CommandLineSupport
import IntentKit
import XCStringsKit

/// `xcstrings phrases match|list`: App Shortcut phrases as people writing them see them.
struct PhrasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrases",
        abstract: "Match an utterance against App Shortcut phrases, or list the phrases of an AppShortcuts table.",
        discussion: """
            <source> is an AppShortcuts.xcstrings catalog, a .strings file, or a folder holding \
            AppShortcuts.xcstrings or <language>.lproj/AppShortcuts.strings files.
            """,
        subcommands: [PhrasesMatchCommand.self, PhrasesListCommand.self],
        examples: [
            .init("xcstrings phrases match AppShortcuts.xcstrings \"Sanasto'ya terim ekle\" --app-name Sanasto --locale tr",
                  "Which phrase a Turkish utterance matches"),
            .init("xcstrings phrases list AppShortcuts.xcstrings --locale fi", "The Finnish phrases"),
        ])
}

/// `xcstrings phrases match <source> <utterance>`.
struct PhrasesMatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Which App Shortcut phrase an utterance matches, with the values of its slots.",
        discussion: """
            ${applicationName} matches --app-name and each --alt-name, inflected as the phrase asks (Turkish \
            ${applicationName}'a matches Sanasto'ya); a ${slot} matches the values given with --slot \
            NAME=value1,value2, or any words when none are given. Matching ignores case (in the language's rules), \
            diacritics, punctuation and extra spaces. Exits 0 on one match, 1 on no match or when several phrases \
            match (all are listed). Where the name's spelling does not tell its Turkish suffix, give the form \
            (--form locative=iPad'de).
            """,
        examples: [
            .init("xcstrings phrases match AppShortcuts.xcstrings \"Sanasto'ya terim ekle\" --app-name Sanasto --locale tr",
                  "Which phrase a Turkish utterance matches"),
            .init("xcstrings phrases match . --slot category=verbs,nouns \"Open verbs in Sanasto\" --app-name Sanasto -l en --format json",
                  "Slot values, as JSON"),
        ])

    @Argument(help: "The AppShortcuts catalog, .strings file or folder.")
    var source: String

    @Argument(help: "What the user said.")
    var utterance: String

    @Option(help: ArgumentHelp("The app's name.", valueName: "name"))
    var appName: String

    @Option(help: ArgumentHelp("An alternative name of the app; repeat for several.", valueName: "name"))
    var altName: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The language of the utterance.", valueName: "language"))
    var locale: String

    @Option(help: ArgumentHelp("Values a ${name} slot accepts, NAME=value1,value2; repeat for several slots.", valueName: "name=values"))
    var slot: [String] = []

    @Option(help: ArgumentHelp("An explicit form of the app's name, CASE=FORM (locative=iPad'de); repeat for several.", valueName: "case=form"))
    var form: [String] = []

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    func run(console: Console) async throws -> ExitCode {
        let table = try console.perform { () throws(XCStringsError) in try PhraseTable.load(source) }
        let report = try await console.perform { () async throws(XCStringsError) in
            try await PhraseMatchReport.match(
                utterance, in: table, applicationName: appName, alternativeNames: altName, locale: locale, slots: slot, forms: form)
        }
        for warning in report.warnings { console.warn(warning, command: "phrases") }
        console.print(format == .json ? report.json : report.text, terminator: "")
        return report.match == nil ? .failure : .success
    }
}

/// `xcstrings phrases list <source>`.
struct PhrasesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Each phrase of an AppShortcuts table in each language, and the phrases' problems.",
        discussion: """
            Phrase problems (${applicationName} not exactly once, slots that differ from the key's) are printed to \
            standard error as diagnostics.
            """,
        examples: [.init("xcstrings phrases list AppShortcuts.xcstrings --locale fi", "The Finnish phrases")])

    @Argument(help: "The AppShortcuts catalog, .strings file or folder.")
    var source: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Only this language's phrases.", valueName: "language"))
    var locale: String?

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    func run(console: Console) async throws -> ExitCode {
        let table = try console.perform { () throws(XCStringsError) in try PhraseTable.load(source) }
        let report = PhraseListReport(table, locale: locale)
        console.print(format == .json ? report.json : report.text, terminator: "")
        console.printDiagnostics(report.findings.map(\.diagnostic))
        return .success
    }
}
