import CommandLineSupport
import Foundation
import XCStringsKit

/// `xcstrings export <catalog>… --locale fi --output fi.xliff`: XLIFF for translators, as Xcode exports it.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export String Catalogs as XLIFF 1.2 (or .xcloc) for translators, as Xcode's -exportLocalizations does.",
        discussion: """
            Writes one <file> per catalog (original: its path relative to --root) and one trans-unit per string: \
            plural, device and substitution variations get Xcode's ids (key|==|plural.one, \
            key|==|device.mac, key|==|substitutions.name.plural.few), the key's comment is the note, states are \
            Xcode's (translated, new, needs-review-l10n; machine translations as translated with \
            state-qualifier leveraged-mt). A language without a translation gets the source's shape with the plural \
            categories it needs (CLDR). Keys marked "Don't translate" are left out, and stale keys unless \
            --include-stale. With --xcloc, writes the .xcloc folder Xcode writes (contents.json, Localized \
            Contents/<locale>.xliff, Source Contents/<catalogs>). Each output is written atomically; nothing is \
            written when a catalog fails to parse (exit 65).
            """,
        examples: [
            .init("xcstrings export Resources --locale fi --output fi.xliff", "Every catalog in Resources, in Finnish"),
            .init("xcstrings export Resources --locale fi,tr --xcloc --output Localizations",
                  "Localizations/fi.xcloc and Localizations/tr.xcloc, as Xcode exports them"),
        ])

    @Argument(help: ArgumentHelp("Catalogs (.xcstrings), folders of them, or glob patterns.", valueName: "catalog"))
    var catalogs: [String]

    @Option(name: [.customShort("l"), .long], parsing: .commaSeparated,
            help: ArgumentHelp("A language to export (BCP 47: fi, pt-BR); repeat or separate with commas for several.", valueName: "locale"))
    var locale: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The .xliff file (or with --xcloc, the .xcloc folder) for one language, or a folder for several.", valueName: "path"))
    var output: String

    @Flag(help: "Write .xcloc folders (contents.json, Localized Contents, Source Contents) instead of bare .xliff files.")
    var xcloc = false

    @Flag(help: "Also export keys that are no longer in the source code (stale).")
    var includeStale = false

    @Option(help: ArgumentHelp("The project folder the catalogs' paths are relative to (default: the current folder).", valueName: "folder"))
    var root = "."

    func run(console: Console) async throws -> ExitCode {
        guard !locale.isEmpty else { throw CommandFailure.usage("name a language to export with --locale") }
        let files = try console.perform { () throws(XCStringsError) in try CatalogFormatter.catalogs(catalogs) }
        let job = try console.perform { () throws(XCStringsError) in
            try XLIFFExportJob(
                catalogs: files, locales: locale, output: output, layout: xcloc ? .xcloc : .xliff, root: root,
                includesStale: includeStale)
        }
        console.printDiagnostics(job.findings)
        try console.perform { () throws(XCStringsError) in try job.write() }
        for output in job.outputs {
            console.print("\(output.path): \(output.unitCount) units, \(output.translatedCount) translated")
        }
        return .success
    }
}
