import Foundation

/// A folder of string tables, each in several languages: `<language>.lproj` subfolders and String Catalogs.
///
/// The one model of "a table in several languages" that every reader of a resource folder uses (the run-time
/// `Localizer`, lint, statistics, migration, App Shortcut phrases). A table is named by its file name without
/// extension: `en.lproj/Localizable.strings`, `fi.lproj/Localizable.stringsdict` and `Localizable.xcstrings`
/// all belong to the table `Localizable`. Only the folder's direct children and the files directly in its
/// `.lproj` folders are read; other files are ignored. `Base.lproj` is a localization like the others, named
/// `Base`; which one holds the development language is ``LocalizationTable/developmentLanguageChoice(preferred:)``.
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
        var catalogs: [String: URL] = [:]
        for child in children.sorted() {
            if child.hasSuffix(".xcstrings"), child.count > ".xcstrings".count {
                catalogs[String(child.dropLast(".xcstrings".count))] = url.appendingPathComponent(child)
                continue
            }
            guard let language = Self.language(ofFolderNamed: child) else { continue }
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
        let tables = Set(byTable.keys).union(catalogs.keys).sorted().map { name in
            LocalizationTable(
                name: name, catalog: catalogs[name], files: (byTable[name] ?? [:]).values.sorted { $0.language < $1.language })
        }
        self.init(url: url, tables: tables)
    }

    /// The table named `name`, if the folder has it.
    public func table(named name: String) -> LocalizationTable? {
        tables.first { $0.name == name }
    }

    /// The names of the tables, sorted.
    public var tableNames: [String] { tables.map(\.name) }

    /// The localization a folder named `name` holds: `fi` for `fi.lproj` (the extension in any case, as Apple's
    /// file systems compare it), `nil` for a folder that is not an `.lproj` folder.
    public static func language(ofFolderNamed name: String) -> String? {
        guard name.count > ".lproj".count, name.lowercased().hasSuffix(".lproj") else { return nil }
        return String(name.dropLast(".lproj".count))
    }

    /// The localization of a `.strings` or `.stringsdict` file from the `.lproj` folder it is in; `nil` outside one.
    public static func language(ofFile file: URL) -> String? {
        language(ofFolderNamed: file.deletingLastPathComponent().lastPathComponent)
    }

    /// The tables that have `.lproj` files (those a catalog alone holds left out).
    public var lprojTables: [LocalizationTable] { tables.filter { !$0.files.isEmpty } }
}

/// One string table of a ``LocalizationFolder``: its catalog and its `.lproj` files in every language.
public struct LocalizationTable: Hashable, Sendable {
    /// The table name (`Localizable`, `InfoPlist`…).
    public var name: String
    /// `<name>.xcstrings` beside the `.lproj` folders, when present.
    public var catalog: URL?
    /// The `.lproj` files of each language, sorted by language.
    public var files: [LocalizationTableFiles]

    /// Creates a table.
    public init(name: String, catalog: URL? = nil, files: [LocalizationTableFiles]) {
        self.name = name
        self.catalog = catalog
        self.files = files
    }

    /// The languages of the `.lproj` files (folder names without `.lproj`, `Base` included), sorted; a catalog's
    /// languages are in the catalog.
    public var languages: [String] { files.map(\.language) }

    /// The files of `language`, if the table has any.
    public func files(for language: String) -> LocalizationTableFiles? {
        files.first { $0.language == language }
    }

    /// The files in `Base.lproj`, if the table has any.
    public var baseFiles: LocalizationTableFiles? {
        files.first { DevelopmentLanguageChoice.isBase($0.language) }
    }

    /// Which `.lproj` localization holds the development language (see ``DevelopmentLanguageChoice``).
    public func developmentLanguageChoice(preferred: String?) -> DevelopmentLanguageChoice {
        DevelopmentLanguageChoice(choosingAmong: languages, preferred: preferred)
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
