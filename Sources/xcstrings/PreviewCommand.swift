import CommandLineSupport
import StringResources
import Localization
import XCStringsKit

/// `xcstrings preview <catalog-or-folder> <key>`: a key as users see it in each locale.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a key as users see it in each locale, with arguments or CLDR sample numbers.",
        discussion: """
            The input is a .xcstrings catalog, a .strings or .stringsdict file in a <language>.lproj folder, or a \
            folder of catalogs and .lproj folders (table Localizable unless --table names another). Every locale the \
            table has is shown, the source language (or the development language) first, unless --locale names \
            some. Each locale shows what its users see: its own value, or the one it falls back to (with a warning).

            Without --args, a plural key is shown with one CLDR sample number per plural category of each locale: \
            the first integer sample of each category, 1000 for the category of 1000 (to show digit grouping), and 0 \
            when the value has an explicit zero form. When a key has several plural arguments, the first varies and \
            the others are held at the sample of 'other'; a string argument shows its specifier (%1$@).

            Each --args is one rendering; a key with several arguments takes them as a comma-separated list (--args \
            Anna,3; write \\, for a comma inside an argument). Each argument is converted to the type its position \
            takes in the source language: %lld → integer, %f → floating point, %@ → string.

            Rendering problems (a translation whose specifiers do not match, a missing plural form, a locale that \
            falls back) are printed to standard error as warnings; they make the exit code 1 only with --strict.
            """,
        examples: [
            .init("xcstrings preview Examples/Terminology \"term(s) in category\"",
                  "Each locale's plural forms with CLDR sample numbers"),
            .init("xcstrings preview Examples/Terminology --locale fi \"term(s) in category\" --args 0 --args 1 --args 40",
                  "Finnish with 0, 1 and 40 terms"),
            .init("xcstrings preview Examples/Terminology/Localizable.xcstrings course.summary --args Biology,3,1 --format json",
                  "Several arguments per rendering, as JSON"),
        ])

    @Argument(help: ArgumentHelp("A .xcstrings catalog, a .strings/.stringsdict file, or a folder.", valueName: "catalog-or-folder"))
    var input: String

    @Argument(help: "The key to preview.")
    var key: String

    @Option(help: ArgumentHelp("The table of a folder (default: Localizable).", valueName: "name"))
    var table: String?

    @Option(name: .shortAndLong, help: "A locale to show; repeat for several (default: every locale of the table).")
    var locale: [String] = []

    @Option(help: ArgumentHelp("Argument values of one rendering ('a,b' for several arguments); repeat for several renderings.", valueName: "values"))
    var args: [String] = []

    @Option(help: ArgumentHelp("The language a folder without a catalog falls back to.", valueName: "language"))
    var developmentLanguage = "en"

    @Option(help: "The device whose variations to show: iphone, ipad, mac, … (default: other).")
    var device: String?

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    @Flag(help: "Exit with 1 when a rendering has problems.")
    var strict = false

    func run(console: Console) async throws -> ExitCode {
        let device = device.map { DeviceClass(rawValue: $0) } ?? .other
        let preview: KeyPreview
        do throws(KeyPreviewError) {
            let renderer = try KeyPreviewRenderer(path: input, table: table, developmentLanguage: developmentLanguage, device: device)
            // Entries that cannot be read fall back; the key's own are named, the others counted.
            let (own, others) = renderer.skippedEntries.reduce(into: ([ResourceError](), 0)) { result, error in
                if error.keyPath.contains(key) { result.0.append(error) } else { result.1 += 1 }
            }
            console.printDiagnostics(own.map { Diagnostic(.warning, "left out, since it cannot be read: \($0.message)", location: $0.location) })
            if others > 0 {
                console.warn("\(others) other \(others == 1 ? "entry" : "entries") of the table cannot be read and fall back; xcstrings lint lists them", command: "preview")
            }
            preview = try renderer.preview(key, locales: locale.isEmpty ? nil : locale, values: args.isEmpty ? nil : args)
        } catch {
            switch error {
            case .inputNotFound, .tableNotFound:
                throw CommandFailure.noInput(error.description)
            case .unsupportedInput, .badArgument:
                throw CommandFailure.usage(error.description)
            case .keyNotFound:
                throw CommandFailure.data(error.description)
            case .malformedInput(let errors):
                console.printDiagnostics(errors.map(\.diagnostic))
                throw ExitCode.dataError
            }
        }
        console.print(format == .json ? preview.json() : preview.text(), terminator: "")
        let warnings = preview.warnings()
        for warning in warnings { console.warn(warning, command: "preview") }
        return strict && !warnings.isEmpty ? .failure : .success
    }
}
