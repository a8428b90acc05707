import CommandLineSupport
import XCStringsKit

/// `xcstrings migrate`: turns `.lproj` `.strings` and `.stringsdict` tables into String Catalogs.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Migrate .lproj .strings and .stringsdict tables to String Catalogs, as Xcode does.",
        discussion: """
            Reads every <language>.lproj/<Table>.strings and <Table>.stringsdict in <folder> and makes one \
            <Table>.xcstrings per table: a plural or device variable that is the whole value becomes plural or device \
            variations, other variables become substitutions, every entry is marked migrated. The development \
            language (read from <language>.lproj or Base.lproj; en unless given, or the one regional English such as \
            en-US) becomes the source language and its comments the entries' comments; when it cannot be told, nothing \
            is written and you are asked for --development-language. An entry that cannot be read is left out with a \
            warning. What a catalog cannot hold, such as width variants, is left out and reported as a \
            note on standard error. Nothing is written when a file fails to parse.
            """,
        examples: [
            .init("xcstrings migrate App/Resources --table Localizable --output App/Resources/Localizable.xcstrings",
                  "Migrates en.lproj/Localizable.strings, fi.lproj/Localizable.stringsdict… into one catalog."),
            .init("xcstrings migrate App/Resources --development-language fi --output Catalogs",
                  "Writes Catalogs/<Table>.xcstrings for every table, with Finnish as the source language."),
        ])

    @Argument(help: "The folder holding the <language>.lproj folders.")
    var folder: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Migrate only this table (default: every table found).", valueName: "name"))
    var table: String?

    @Option(help: ArgumentHelp("The development language (default: en or Base, else the one regional English such as en-US).", valueName: "language"))
    var developmentLanguage: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("A .xcstrings file (one table) or a folder (a catalog per table).", valueName: "path"))
    var output: String

    func run(console: Console) async throws -> ExitCode {
        let job = try console.perform { () throws(XCStringsError) in
            try CatalogMigrationJob(folder: folder, table: table, developmentLanguage: developmentLanguage, output: output)
        }
        console.printDiagnostics(job.notes.map(\.diagnostic))
        for line in try console.perform({ () throws(XCStringsError) in try job.write() }) { console.print(line) }
        return .success
    }
}
