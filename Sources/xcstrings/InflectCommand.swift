import CommandLineSupport
import IntentKit
import XCStringsKit

/// `xcstrings inflect NAME --locale tr|fi [--case CASE]`: a name (an app's name) in Turkish or Finnish cases.
struct InflectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inflect",
        abstract: "Inflect a name in a Turkish or Finnish grammatical case, as App Shortcut phrases need it.",
        discussion: """
            Turkish (tr) cases: \(NameInflection.caseNames(locale: "tr").joined(separator: ", ")); the suffix \
            follows vowel harmony and is written after an apostrophe (Sanasto'ya, Not'ta, İzmir'e). Finnish (fi) \
            cases: \(NameInflection.caseNames(locale: "fi").joined(separator: ", ")) (Sanastoon, Sanastossa). \
            Without --case every case of the language is printed. Where spelling does not tell pronunciation, give \
            it (--pronunciation ayped for iPad) or give forms outright (--form locative=iPad'de).
            """,
        examples: [
            .init("xcstrings inflect --locale tr --case dative Sanasto", "Prints Sanasto'ya"),
            .init("xcstrings inflect --locale fi Sanasto", "Every Finnish case of Sanasto"),
            .init("xcstrings inflect -l tr iPad --pronunciation ayped --format json", "iPad'e, iPad'de, … as JSON"),
        ])

    @Argument(help: "The name to inflect (Sanasto, İzmir, Notion).")
    var name: String

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The language: \(NameInflection.supportedLanguages.joined(separator: " or ")) (tr-TR, fi_FI also accepted).", valueName: "language"))
    var locale: String

    @Option(name: .shortAndLong, help: "A case to show (dative, locative, illative, …); repeat for several (default: every case).")
    var `case`: [String] = []

    @Option(help: ArgumentHelp("An explicit form, CASE=FORM, preferred over the rules; repeat for several.", valueName: "case=form"))
    var form: [String] = []

    @Option(help: ArgumentHelp("How the name is pronounced, for Turkish vowel harmony (ayped).", valueName: "text"))
    var pronunciation: String?

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    func run(console: Console) async throws -> ExitCode {
        let report = try console.perform { () throws(XCStringsError) in
            try InflectionReport(name: name, locale: locale, cases: `case`, explicitForms: form, pronunciation: pronunciation)
        }
        console.print(format == .json ? report.json : report.text, terminator: "")
        return .success
    }
}
