import CommandLineSupport
import Localization

/// `xcstrings preview <catalog-or-folder> <key>`: a key as users see it in each locale.
struct PreviewCommand: Command {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Show a key as users see it in each locale, with arguments or CLDR sample numbers.",
        discussion: """
            The input is a .xcstrings catalog, a .strings or .stringsdict file in a <language>.lproj folder, or a \
            folder of catalogs and .lproj folders (table Localizable unless --table names another). Every locale \
            the table has is shown, the source language (or the development language) first, unless --locale names \
            some. Each locale shows what its users see: its own value, or the one it falls back to (with a warning).

            Without --args, a plural key is shown with one CLDR sample number per plural category of each locale: \
            the first integer sample of each category, 1000 for the category of 1000 (to show digit grouping), and \
            0 when the value has an explicit zero form. When a key has several plural arguments, the first varies \
            and the others are held at the sample of 'other'; a string argument shows its specifier (%1$@).

            With --args, the key is rendered once per value; a key with several arguments takes each value as a \
            comma-separated list (--args Anna,3; write \\, for a comma inside an argument). Each argument is converted to the type its position takes in the \
            source language: %lld → integer, %f → floating point, %@ → string.

            Rendering problems (a translation whose specifiers do not match, a missing plural form, a locale that \
            falls back) are printed to standard error as warnings; they make the exit code 1 only with --strict.
            """,
        positionals: [
            PositionalSpec("catalog-or-folder", help: "A .xcstrings catalog, a .strings/.stringsdict file, or a folder."),
            PositionalSpec("key", help: "The key to preview."),
        ],
        options: [
            OptionSpec("table", valueName: "name", help: "The table of a folder (default: Localizable)."),
            OptionSpec("locale", short: "l", kind: .values, valueName: "locale", help: "Locales to show (default: every locale of the table)."),
            OptionSpec("args", kind: .values, valueName: "value", help: "Argument values, one rendering each; 'a,b' for several arguments."),
            OptionSpec("development-language", valueName: "language", help: "The language a folder without a catalog falls back to (default: en)."),
            OptionSpec("device", valueName: "device", help: "The device whose variations to show: iphone, ipad, mac, … (default: other)."),
            .outputFormat(),
            .flag("strict", help: "Exit with 1 when a rendering has problems."),
        ],
        examples: [
            (command: "xcstrings preview Examples/Terminology \"term(s) in category\"",
             explanation: "Each locale's plural forms with CLDR sample numbers"),
            (command: "xcstrings preview Examples/Terminology \"term(s) in category\" --locale fi --args 0 1 40",
             explanation: "Finnish with 0, 1 and 40 terms"),
            (command: "xcstrings preview Examples/Terminology/Localizable.xcstrings course.summary --args Biology,3,1 --format json",
             explanation: "Several arguments per rendering, as JSON"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let format = try arguments.outputFormat()
        guard let path = arguments.positional(0), let key = arguments.positional(1) else {
            throw CommandFailure.usage("missing argument <catalog-or-folder> <key>")
        }
        let locales = arguments.values("locale")
        let values = arguments.options["args"]
        let device = arguments.value("device").map { DeviceClass(rawValue: $0) } ?? .other
        let preview: KeyPreview
        do throws(KeyPreviewError) {
            let renderer = try KeyPreviewRenderer(
                path: path, table: arguments.value("table"),
                developmentLanguage: arguments.value("development-language") ?? "en", device: device)
            preview = try renderer.preview(key, locales: locales.isEmpty ? nil : locales, values: values)
        } catch {
            switch error {
            case .inputNotFound, .tableNotFound:
                throw CommandFailure.noInput(error.description)
            case .unsupportedInput, .badArgument:
                throw CommandFailure.usage(error.description)
            case .keyNotFound:
                throw CommandFailure.data(error.description)
            case .malformedInput:
                console.printError(error.description)
                throw ExitCode.dataError
            }
        }
        console.print(format == "json" ? preview.json() : preview.text(), terminator: "")
        let warnings = preview.warnings()
        for warning in warnings {
            console.printError("xcstrings preview: warning: \(warning)")
        }
        return arguments.flag("strict") && !warnings.isEmpty ? .failure : .success
    }
}
