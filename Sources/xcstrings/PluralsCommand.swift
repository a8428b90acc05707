import CommandLineSupport
import PluralRules
import XCStringsKit

/// `xcstrings plurals <locale> [number…]`: a locale's CLDR plural categories, samples and the category of numbers.
struct PluralsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plurals",
        abstract: "Show a locale's CLDR plural categories with samples, and the category of each number given.",
        discussion: """
            Numbers are decimal strings as a String Catalog sees them: 1, 1.50 (two visible fraction digits), -0.0, \
            1c6 (compact: one million); a negative number is a number, not an option. Locales may be written fi, \
            fi_FI, fi-FI, pt-PT, zh-Hant-TW, …; an unknown language gets CLDR's root rules (other only), with a \
            warning.
            """,
        examples: [
            .init("xcstrings plurals fi 1 2 1.5", "Finnish categories, and the category of 1, 2 and 1.5"),
            .init("xcstrings plurals en --ordinal 1 2 3 11", "English ordinals (1st, 2nd, 3rd, 11th)"),
            .init("xcstrings plurals ru -1 -21 -1.5", "Negative numbers"),
            .init("xcstrings plurals fr 1000000 1c6 --format json", "Machine-readable output"),
        ])

    @Argument(help: "The locale identifier (fi, pt-PT, en_US).")
    var locale: String

    @Argument(help: ArgumentHelp("Numbers whose category to show.", valueName: "number"))
    var numbers: [String] = []

    @Flag(help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones.")
    var ordinal = false

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    func run(console: Console) async throws -> ExitCode {
        let report = try console.perform { () throws(XCStringsError) in
            try PluralReport(locale: locale, numbers: numbers, type: ordinal ? .ordinal : .cardinal)
        }
        if let warning = report.fallbackWarning { console.warn(warning, command: "plurals") }
        console.print(format == .json ? report.json : report.text(bold: { console.styled($0, .bold) }), terminator: "")
        return .success
    }
}
