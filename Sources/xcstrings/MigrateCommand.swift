import CommandLineSupport
import Foundation
import StringResources

/// `xcstrings migrate`: turns `.lproj` `.strings` and `.stringsdict` tables into String Catalogs.
struct MigrateCommand: Command {
    static let spec = CommandSpec(
        name: "migrate",
        abstract: "Migrate .lproj .strings and .stringsdict tables to String Catalogs, as Xcode does.",
        discussion: """
            Reads every <language>.lproj/<Table>.strings and <Table>.stringsdict in <folder> and makes one \
            <Table>.xcstrings per table: a plural or device variable that is the whole value becomes plural \
            or device variations, other variables become substitutions, every entry is marked migrated. The \
            development language (read from <language>.lproj or Base.lproj) becomes the source language and \
            its comments the entries' comments. What a catalog cannot hold, such as width variants, is left \
            out and reported as a note on standard error. Nothing is written when a file fails to parse.
            """,
        positionals: [
            PositionalSpec("folder", help: "The folder holding the <language>.lproj folders."),
        ],
        options: [
            OptionSpec("table", short: "t", valueName: "name", help: "Migrate only this table (default: every table found)."),
            OptionSpec("development-language", valueName: "language", help: "The development language (default: en)."),
            OptionSpec("output", short: "o", valueName: "path", help: "A .xcstrings file (one table) or a folder (a catalog per table)."),
        ],
        examples: [
            ("xcstrings migrate App/Resources --table Localizable --output App/Resources/Localizable.xcstrings",
             "Migrates en.lproj/Localizable.strings, fi.lproj/Localizable.stringsdict… into one catalog."),
            ("xcstrings migrate App/Resources --development-language fi --output Catalogs",
             "Writes Catalogs/<Table>.xcstrings for every table, with Finnish as the source language."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let folderPath = arguments.positional(0) else { throw CommandFailure.usage("missing argument <folder>") }
        guard let output = arguments.value("output"), !output.isEmpty else {
            throw CommandFailure.usage("missing option --output <path>")
        }
        let developmentLanguage = arguments.value("development-language") ?? "en"
        guard !developmentLanguage.isEmpty else { throw CommandFailure.usage("--development-language needs a language") }

        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folderPath, isDirectory: &isFolder) else {
            throw CommandFailure.noInput("no such folder: \(folderPath)")
        }
        guard isFolder.boolValue else {
            throw CommandFailure.usage("\(folderPath) is not a folder; give the folder that holds the <language>.lproj folders")
        }
        let folder: LocalizationFolder
        do {
            folder = try LocalizationFolder(contentsOf: URL(fileURLWithPath: folderPath, isDirectory: true))
        } catch {
            throw CommandFailure.noInput(relative(error.description))
        }
        var tables = folder.tables
        guard !tables.isEmpty else {
            throw CommandFailure.noInput("no <language>.lproj/<Table>.strings or .stringsdict in \(folderPath)")
        }
        if let name = arguments.value("table") {
            guard let table = folder.table(named: name) else {
                throw CommandFailure.noInput("no table '\(name)' in \(folderPath) (found: \(folder.tableNames.joined(separator: ", ")))")
            }
            tables = [table]
        }

        let outputExtension = (output as NSString).pathExtension
        let writesOneFile = outputExtension.lowercased() == "xcstrings"
        var outputExists: ObjCBool = false
        if !writesOneFile, !outputExtension.isEmpty, !FileManager.default.fileExists(atPath: output, isDirectory: &outputExists) {
            // `Localizable.xcstring` or `Strings.json` is a mistyped catalog name, not a folder to create.
            throw CommandFailure.usage("--output \(output) is neither a .xcstrings file nor an existing folder")
        }
        if writesOneFile && tables.count > 1 {
            throw CommandFailure.usage(
                "\(folderPath) has \(tables.count) tables (\(folder.tableNames.joined(separator: ", "))); pass --table <name>, or an output folder")
        }
        var outputIsFolder: ObjCBool = false
        if !writesOneFile, FileManager.default.fileExists(atPath: output, isDirectory: &outputIsFolder), !outputIsFolder.boolValue {
            throw CommandFailure.usage("--output \(output) is a file; give a .xcstrings file or a folder")
        }

        // Migrate every table before writing anything: a file that fails to parse stops everything.
        var migrations: [CatalogMigration] = []
        for table in tables {
            do {
                migrations.append(try CatalogMigration(table: table, developmentLanguage: developmentLanguage))
            } catch {
                console.printError(relative(error.description))
                throw ExitCode.dataError
            }
        }
        for migration in migrations {
            for note in migration.notes { console.printError(relative(note.description)) }
        }
        for migration in migrations {
            let path = writesOneFile ? output : (output as NSString).appendingPathComponent("\(migration.tableName).xcstrings")
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try migration.catalog.write(to: url)
            } catch {
                throw CommandFailure("cannot write \(path): \(error.localizedDescription)", exitCode: .cantCreate)
            }
            let languages = Set(migration.catalog.strings.flatMap { $0.value.localizations.keys })
            let notes = migration.notes.isEmpty ? "" : ", " + counted(migration.notes.count, "note")
            console.print("\(path): \(counted(migration.catalog.strings.count, "key")) in \(counted(languages.count, "language"))\(notes)")
        }
        return .success
    }

    /// `1 key`, `2 keys`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `text` with the current folder's path removed from the file paths it names.
    private static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: FileManager.default.currentDirectoryPath + "/", with: "")
    }
}
