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
    /// - Throws: ``XCStringsError``: the folder or table is missing (66), `output` cannot be what it must
    ///   (64), a file fails to parse (65).
    public init(folder: String, table: String? = nil, developmentLanguage: String = "en", output: String) throws(XCStringsError) {
        guard !output.isEmpty else { throw .invalidRequest("--output needs a path") }
        guard !developmentLanguage.isEmpty else { throw .invalidRequest("--development-language needs a language") }
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
        var tables = contents.tables
        guard !tables.isEmpty else {
            throw .inputNotFound("no <language>.lproj/<Table>.strings or .stringsdict in \(folder)")
        }
        if let table {
            guard let found = contents.table(named: table) else {
                throw .inputNotFound("no table '\(table)' in \(folder) (found: \(contents.tableNames.joined(separator: ", ")))")
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
                "\(folder) has \(tables.count) tables (\(contents.tableNames.joined(separator: ", "))); pass --table <name>, or an output folder")
        }
        if !writesOneFile, outputExists, !outputIsFolder.boolValue {
            throw .invalidRequest("--output \(output) is a file; give a .xcstrings file or a folder")
        }

        var migrations: [CatalogMigration] = []
        for table in tables {
            do {
                migrations.append(try CatalogMigration(table: table, developmentLanguage: developmentLanguage))
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
