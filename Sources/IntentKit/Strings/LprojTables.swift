import Foundation
import StringResources

/// `.strings` tables read from `<language>.lproj` folders with the file each came from, for
/// ``AppShortcutsPhrases`` (whose findings need positions). Apps look strings up through Localization's
/// `Localizer`.
struct LprojTables {
    /// The tables by table name, then locale.
    let tables: [String: [String: StringsTable]]
    /// The file each table was read from, by table name, then locale (empty when built in memory).
    let files: [String: [String: String]]
    private let values: [String: [String: [String: String]]]

    /// Creates a lookup over parsed tables (table name → locale → table).
    init(tables: [String: [String: StringsTable]], files: [String: [String: String]] = [:]) {
        self.tables = tables
        self.files = files
        values = tables.mapValues { $0.mapValues(\.dictionary) }
    }

    /// Reads every `<language>.lproj/<Table>.strings` in `folder` (`Base.lproj` is read as the locale `Base`);
    /// `tables` limits which tables are read.
    ///
    /// - Throws: the `ResourceError` of the first file that does not parse (with file, line and column).
    init(folder: URL, tables names: Set<String>? = nil) throws {
        var tables: [String: [String: StringsTable]] = [:]
        var files: [String: [String: String]] = [:]
        // A folder that cannot be listed has no tables; one that does not parse is an error.
        let contents = (try? LocalizationFolder(contentsOf: folder)) ?? LocalizationFolder(url: folder, tables: [])
        for table in contents.tables where names?.contains(table.name) ?? true {
            for languageFiles in table.files {
                guard let url = languageFiles.strings else { continue }
                tables[table.name, default: [:]][languageFiles.language] = try readStringsTable(url)
                files[table.name, default: [:]][languageFiles.language] = url.relativePath
            }
        }
        self.init(tables: tables, files: files)
    }

    /// The table's value of `key` for exactly `locale`.
    func localizedString(forKey key: String, table: String, locale: String) -> String? {
        values[table]?[locale]?[key]
    }

    /// The locales that have `table`, sorted.
    func availableLocales(table: String) -> [String] {
        (values[table].map { Array($0.keys) } ?? []).sorted()
    }

    /// The keys of `table` in `locale`, sorted.
    func keys(table: String, locale: String) -> [String] {
        (values[table]?[locale].map { Array($0.keys) } ?? []).sorted()
    }
}

/// Reads a `.strings` file; errors and positions name it as it was given (`url.relativePath`).
func readStringsTable(_ url: URL) throws(ResourceError) -> StringsTable {
    let data: Data
    do {
        data = try Data(contentsOf: url)
    } catch {
        throw ResourceError.cannotRead(url.relativePath, error)
    }
    return try StringsTable(parsing: data, file: url.relativePath)
}

/// Reads a String Catalog; errors name it as it was given (`url.relativePath`).
func readStringCatalog(_ url: URL) throws -> StringCatalog {
    let data: Data
    do {
        data = try Data(contentsOf: url)
    } catch {
        throw ResourceError.cannotRead(url.relativePath, error)
    }
    do {
        return try StringCatalog(bytes: [UInt8](data))
    } catch {
        throw error.inFile(url.relativePath)
    }
}
