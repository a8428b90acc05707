import CommandLineSupport
import Localization
import StringResources

/// `xcstrings printf`: renders a format string as `String(format:locale:)` would.
struct PrintfCommand: Command {
    static let spec = CommandSpec(
        name: "printf",
        abstract: "Render an Apple format string with arguments, optionally for a locale.",
        discussion: """
            Each argument is converted to the type its specifier reads: %d %i %u %x %o → integer, \
            %f %e %g %a → floating point, %@ %s → string, %c → one character. Without --locale numbers \
            print as C's printf prints them; with one, %d %f %e %g and %@ of a number use the locale's \
            digits, grouping and decimal separator. Problems (a missing argument, a variable) are printed \
            to standard error; a malformed format or an argument that does not convert exits with 65.
            """,
        positionals: [
            PositionalSpec("format", help: "The format string, e.g. '%@ has %d items'."),
            PositionalSpec("argument", help: "The arguments, in order.", isRequired: false, isRepeating: true),
        ],
        options: [
            OptionSpec("locale", short: "l", valueName: "identifier", help: "Localize numbers for this locale (fi, de, ar-EG…)."),
        ],
        examples: [
            ("xcstrings printf --locale fi '%@ has %d items' Kategoria 1234567", "Prints 'Kategoria has 1 234 567 items'."),
            ("xcstrings printf '%2$@: %1$05.1f' 3.14159 pi", "Positional arguments, as C prints them."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let text = arguments.positionals.first else { throw CommandFailure.usage("missing argument <format>") }
        let words = Array(arguments.positionals.dropFirst())
        let format = FormatString(parsing: text)
        for diagnostic in format.diagnostics {
            console.printError("<format>:\(diagnostic.position.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
        if format.hasErrors { throw ExitCode.dataError }

        var values: [FormatArgument] = []
        for (index, word) in words.enumerated() {
            let position = index + 1
            let specifier = format.specifiers.first { $0.argumentPosition == position }
            let type = format.argumentTypes[position]
            guard let value = FormatArgument.parsing(word, to: type) else {
                let type = type ?? .object
                let location = specifier.map { " for '\($0.text)' at column \(column(of: $0, in: text))" } ?? ""
                throw CommandFailure.data("argument \(position) '\(word)' is not \(FormatArgument.article(for: type)) \(type)\(location)")
            }
            values.append(value)
        }
        if words.count > format.argumentCount {
            console.printError("xcstrings printf: warning: the format reads \(format.argumentCount) argument(s); \(words.count - format.argumentCount) more were given")
        }
        let locale = arguments.value("locale").map(FormatLocale.init(identifier:))
        let result = FormatRenderer().render(format, arguments: values, locale: locale)
        console.print(result.string)
        for issue in result.issues {
            console.printError("xcstrings printf: warning: \(issue.message)")
        }
        return result.issues.isEmpty ? .success : .failure
    }

    private static func column(of specifier: FormatSpecifier, in text: String) -> Int {
        SourcePosition(offset: specifier.offset, in: Array(text.utf8)).column
    }
}
