import Foundation

/// A folder of `<language>.lproj` subfolders and the string tables they hold.
///
/// A table is named by its file name without extension: `en.lproj/Localizable.strings` and
/// `fi.lproj/Localizable.stringsdict` both belong to the table `Localizable`. Only the folder's
/// direct `.lproj` children are read; other files are ignored.
public struct LocalizationFolder: Hashable, Sendable {
    /// The folder that holds the `.lproj` subfolders.
    public var url: URL
    /// The tables found, sorted by name.
    public var tables: [LocalizationTable]

    /// Creates a folder description from tables already known.
    public init(url: URL, tables: [LocalizationTable]) {
        self.url = url
        self.tables = tables
    }

    /// Lists the `.lproj` subfolders of `url` and the `.strings` and `.stringsdict` files in them.
    ///
    /// - Throws: ``ResourceError`` when `url` is not a readable folder.
    public init(contentsOf url: URL) throws(ResourceError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ResourceError(.notFound, file: url.path, message: "no such folder")
        }
        let children: [String]
        do {
            children = try manager.contentsOfDirectory(atPath: url.path)
        } catch {
            throw ResourceError(.unreadable, file: url.path, message: "cannot read the folder: \(error.localizedDescription)")
        }
        var byTable: [String: [String: LocalizationTableFiles]] = [:]
        for child in children.sorted() where child.hasSuffix(".lproj") {
            let language = String(child.dropLast(".lproj".count))
            guard !language.isEmpty else { continue }
            let folder = url.appendingPathComponent(child, isDirectory: true)
            var childIsFolder: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &childIsFolder), childIsFolder.boolValue else { continue }
            guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else {
                throw ResourceError(.unreadable, file: folder.path, message: "cannot read the folder")
            }
            for file in files.sorted() where !file.hasPrefix(".") {
                let fileURL = folder.appendingPathComponent(file)
                let name: String
                let isDictionary: Bool
                if file.hasSuffix(".stringsdict") {
                    name = String(file.dropLast(".stringsdict".count))
                    isDictionary = true
                } else if file.hasSuffix(".strings") {
                    name = String(file.dropLast(".strings".count))
                    isDictionary = false
                } else {
                    continue
                }
                guard !name.isEmpty else { continue }
                var entry = byTable[name, default: [:]][language] ?? LocalizationTableFiles(language: language)
                if isDictionary { entry.stringsdict = fileURL } else { entry.strings = fileURL }
                byTable[name, default: [:]][language] = entry
            }
        }
        let tables = byTable.keys.sorted().map { name in
            LocalizationTable(name: name, files: (byTable[name] ?? [:]).values.sorted { $0.language < $1.language })
        }
        self.init(url: url, tables: tables)
    }

    /// The table named `name`, if the folder has it.
    public func table(named name: String) -> LocalizationTable? {
        tables.first { $0.name == name }
    }

    /// The names of the tables, sorted.
    public var tableNames: [String] { tables.map(\.name) }
}

/// One string table of a ``LocalizationFolder``: its files in every language.
public struct LocalizationTable: Hashable, Sendable {
    /// The table name (`Localizable`, `InfoPlist`…).
    public var name: String
    /// The files of each language, sorted by language.
    public var files: [LocalizationTableFiles]

    /// Creates a table.
    public init(name: String, files: [LocalizationTableFiles]) {
        self.name = name
        self.files = files
    }

    /// The languages (folder names without `.lproj`), sorted.
    public var languages: [String] { files.map(\.language) }

    /// The files of `language`, if the table has any.
    public func files(for language: String) -> LocalizationTableFiles? {
        files.first { $0.language == language }
    }
}

/// The `.strings` and `.stringsdict` files of one table in one language.
public struct LocalizationTableFiles: Hashable, Sendable {
    /// The language, as the `.lproj` folder names it (`en`, `pt-BR`, `Base`).
    public var language: String
    /// `<language>.lproj/<Table>.strings`, when present.
    public var strings: URL?
    /// `<language>.lproj/<Table>.stringsdict`, when present.
    public var stringsdict: URL?

    /// Creates the file set of one language.
    public init(language: String, strings: URL? = nil, stringsdict: URL? = nil) {
        self.language = language
        self.strings = strings
        self.stringsdict = stringsdict
    }
}
