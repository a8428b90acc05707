import Foundation
import StringResources

/// What `xcstrings migrate` does: turns a folder's `<language>.lproj` `.strings` and `.stringsdict` tables into
/// String Catalogs, one per table.
///
/// Every table is migrated before anything is written, so that a file that fails to parse stops everything.
public struct CatalogMigrationJob: Sendable {
    /// The catalogs, before they are written.
    public let migrations: [CatalogMigration]
    /// Where each catalog goes.
    public let paths: [String]

    /// What the migration left out or changed, in the order met.
    public var notes: [ConversionNote] { migrations.flatMap(\.notes) }

    /// Reads and migrates the tables of `folder` (only `table` when given) into `output`: a `.xcstrings` file
    /// for one table, or a folder that receives `<Table>.xcstrings` for each.
    ///
    /// Without `developmentLanguage`, each table's is `en` (or `Base`), else its one regional English (`en-US`);
    /// when that cannot be told, or the language given has no strings in a table, nothing is written and the
    /// error says which languages there are, so that no catalog has a source language without strings.
    ///
    /// - Throws: ``XCStringsError``: the folder or table is missing (66), `output` cannot be what it must
    ///   (64), the development language cannot be told or has no strings (64), a file fails to parse (65).
    public init(folder: String, table: String? = nil, developmentLanguage: String? = nil, output: String) throws(XCStringsError) {
        guard !output.isEmpty else { throw .invalidRequest("--output needs a path") }
        guard developmentLanguage?.isEmpty != true else { throw .invalidRequest("--development-language needs a language") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw .inputNotFound("no such folder: \(folder)")
        }
        guard isFolder.boolValue else {
            throw .invalidRequest("\(folder) is not a folder; give the folder that holds the <language>.lproj folders")
        }
        let contents: LocalizationFolder
        do {
            contents = try LocalizationFolder(contentsOf: URL(fileURLWithPath: folder, isDirectory: true))
        } catch {
            throw .inputNotFound(DisplayPath.relative(error.description))
        }
        var tables = contents.lprojTables
        guard !tables.isEmpty else {
            throw .inputNotFound("no <language>.lproj/<Table>.strings or .stringsdict in \(folder)")
        }
        if let table {
            guard let found = contents.table(named: table), !found.files.isEmpty else {
                throw .inputNotFound("no table '\(table)' in \(folder) (found: \(tables.map(\.name).joined(separator: ", ")))")
            }
            tables = [found]
        }

        let outputExtension = (output as NSString).pathExtension
        let writesOneFile = outputExtension.lowercased() == "xcstrings"
        var outputIsFolder: ObjCBool = false
        let outputExists = FileManager.default.fileExists(atPath: output, isDirectory: &outputIsFolder)
        if !writesOneFile, !outputExtension.isEmpty, !outputExists {
            // `Localizable.xcstring` or `Strings.json` is a mistyped catalog name, not a folder to create.
            throw .invalidRequest("--output \(output) is neither a .xcstrings file nor an existing folder")
        }
        if writesOneFile && tables.count > 1 {
            throw .invalidRequest(
                "\(folder) has \(tables.count) tables (\(tables.map(\.name).joined(separator: ", "))); pass --table <name>, or an output folder")
        }
        if !writesOneFile, outputExists, !outputIsFolder.boolValue {
            throw .invalidRequest("--output \(output) is a file; give a .xcstrings file or a folder")
        }

        var migrations: [CatalogMigration] = []
        for table in tables {
            let languages = table.languages.joined(separator: ", ")
            let source: String
            if let developmentLanguage {
                guard table.files(for: developmentLanguage) != nil || table.baseFiles != nil else {
                    throw .invalidRequest(
                        "the \(table.name) table has no \(developmentLanguage).lproj or Base.lproj, so its catalog would have no source strings; pass --development-language with one of its languages (\(languages))")
                }
                source = developmentLanguage
            } else {
                guard let inferred = CatalogMigration.developmentLanguage(of: table) else {
                    throw .invalidRequest(
                        "cannot tell the development language of the \(table.name) table (no en.lproj, Base.lproj or regional English); pass --development-language with one of its languages (\(languages))")
                }
                source = inferred
            }
            do {
                migrations.append(try CatalogMigration(table: table, developmentLanguage: source))
            } catch {
                throw .malformed([error])
            }
        }
        self.migrations = migrations
        paths = migrations.map { writesOneFile ? output : (output as NSString).appendingPathComponent("\($0.tableName).xcstrings") }
    }

    /// Writes every catalog atomically and returns one line per catalog: `path: 8 keys in 4 languages, 3 notes`.
    ///
    /// - Throws: ``XCStringsError/Kind/cannotWrite`` when a catalog cannot be written.
    public func write() throws(XCStringsError) -> [String] {
        var lines: [String] = []
        for (migration, path) in zip(migrations, paths) {
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try migration.catalog.write(to: url)
            } catch {
                throw .cannotWrite("cannot write \(path): \(error.localizedDescription)")
            }
            let languages = Set(migration.catalog.strings.flatMap { $0.value.localizations.keys })
            let notes = migration.notes.isEmpty ? "" : ", " + Self.counted(migration.notes.count, "note")
            lines.append("\(path): \(Self.counted(migration.catalog.strings.count, "key")) in \(Self.counted(languages.count, "language"))\(notes)")
        }
        return lines
    }

    /// `1 key`, `2 keys`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
