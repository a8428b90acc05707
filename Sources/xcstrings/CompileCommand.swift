import CommandLineSupport
import XCStringsKit

/// `xcstrings compile`: turns a String Catalog into `.lproj` `.strings` and `.stringsdict` files.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a String Catalog to .lproj .strings and .stringsdict files, as xcstringstool does.",
        discussion: """
            Writes <language>.lproj/<Table>.strings and <Table>.stringsdict under the output folder for every \
            language of the catalog, so that any Foundation-based run time can read them: plural and device \
            variations and substitutions go to the .stringsdict, plain strings to the .strings file. Translations in \
            state 'new' are not compiled; entries marked 'Don't translate' are compiled in the source language only. \
            Each file is written atomically; nothing is written when the catalog fails to parse.
            """,
        examples: [
            .init("xcstrings compile Resources/Localizable.xcstrings --output-directory Build/Resources",
                  "Writes Build/Resources/en.lproj/Localizable.strings, fi.lproj/Localizable.stringsdict…"),
        ])

    @Argument(help: "The .xcstrings file.")
    var catalog: String

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Where the <language>.lproj folders go.", valueName: "folder"))
    var outputDirectory: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The table name (default: the catalog's file name).", valueName: "name"))
    var table: String?

    @Flag(help: "Leave the catalog's comments out of the files, as Xcode's compiled files do.")
    var noComments = false

    @Flag(help: "Also write each comment as a Comment key in .stringsdict entries (xcstringstool does not).")
    var stringsdictComments = false

    func run(console: Console) async throws -> ExitCode {
        let job = try console.perform { () throws(XCStringsError) in
            try CatalogCompilationJob(catalog: catalog, outputDirectory: outputDirectory, table: table, includesComments: !noComments,
                                     includesStringsdictComments: stringsdictComments)
        }
        console.printDiagnostics(job.notes.map(\.diagnostic))
        for path in try console.perform({ () throws(XCStringsError) in try job.write() }) { console.print(path) }
        return .success
    }
}
