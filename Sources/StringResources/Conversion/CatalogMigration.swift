import Foundation

/// Turns one table's `.strings` and `.stringsdict` files in every language into one String Catalog,
/// as Xcode's "Migrate to String Catalog" does.
///
/// - A `.strings` value becomes a `stringUnit`, state `translated`.
/// - A `.stringsdict` entry whose `NSStringLocalizedFormatKey` is one plural (or device) variable and
///   nothing else (`%#@files@`) becomes `variations.plural` (or `variations.device`), its forms kept as
///   written. Any other entry keeps its format key as the `stringUnit` value, `%#@name@` included, and
///   each variable becomes a substitution with `argNum` (the argument its reference reads) and
///   `formatSpecifier` (its `NSStringFormatValueTypeKey`); in its forms the variable's own specifier
///   (`%d`, or `%2$d` for argument 2, spelled as the value type) becomes `%arg`.
/// - Apple's top-level `NSStringDeviceSpecificRuleType` entries become `variations.device`.
/// - Every entry gets `extractionState: migrated`; the development language becomes `sourceLanguage`
///   and its `.strings` comments become the entries' comments (a `Comment` key of a `.stringsdict`
///   entry is used when the `.strings` file has none). A key found only in a translation migrates too.
/// - `Base.lproj` is read as the development language; `<development>.lproj` wins where both have a key.
///
/// What a catalog cannot hold — width variants (`NSStringVariableWidthRuleType`), keys of a
/// `.stringsdict` that are neither variables nor comments, a `.strings` value hidden by a `.stringsdict`
/// entry of the same key — is left out and reported in ``notes``.
public struct CatalogMigration: Sendable {
    /// The table name, which names the catalog (`Localizable` → `Localizable.xcstrings`).
    public var tableName: String
    /// The catalog built.
    public var catalog: StringCatalog
    /// What was left out or needs a look, in the order found.
    public var notes: [Note]

    /// Migrates `table`, whose development language is `developmentLanguage`.
    ///
    /// An entry that cannot be read (a plural variable without `other`, a syntax error in a `.strings` file) is
    /// left out and reported as a warning in ``notes``, with its position; the file's other entries migrate.
    ///
    /// - Throws: ``ResourceError`` with the file, line and column when a file cannot be read or parsed at all.
    public init(table: LocalizationTable, developmentLanguage: String = "en") throws(ResourceError) {
        var builder = CatalogMigrationBuilder(developmentLanguage: developmentLanguage)
        var sources: [(language: String, files: LocalizationTableFiles)] = []
        if !DevelopmentLanguageChoice.isBase(developmentLanguage), let base = table.baseFiles { sources.append((developmentLanguage, base)) }
        if let development = table.files(for: developmentLanguage) { sources.append((developmentLanguage, development)) }
        for files in table.files where files.language != developmentLanguage && !DevelopmentLanguageChoice.isBase(files.language) {
            sources.append((files.language, files))
        }
        var skipped: [Note] = []
        for (language, files) in sources {
            var errors: [ResourceError] = []
            var strings: StringsTable?
            if let url = files.strings {
                strings = try StringsTable(parsing: ResourceFile.contents(of: url), file: url.path, skippingInvalidEntries: &errors)
            }
            var dictionary: StringsDictionary?
            if let url = files.stringsdict {
                dictionary = try StringsDictionary(parsing: ResourceFile.contents(of: url), file: url.path, skippingInvalidEntries: &errors)
            }
            skipped += errors.map { Note(skipped: $0, language: language) }
            builder.add(language: language, strings: strings, stringsFile: files.strings?.path,
                        dictionary: dictionary, dictionaryFile: files.stringsdict?.path)
        }
        self.tableName = table.name
        self.catalog = builder.catalog()
        self.notes = skipped + builder.notes
    }

    /// The development language of `table` when none is given, by the one rule (``DevelopmentLanguageChoice``),
    /// with `Base` read as `en` (a catalog's source language is a language); `nil` when it cannot tell, so that
    /// the caller asks for one rather than writing a catalog whose source language has no strings.
    public static func developmentLanguage(of table: LocalizationTable) -> String? {
        let choice = table.developmentLanguageChoice(preferred: nil)
        return choice.isBase ? "en" : choice.language
    }

    /// Migrates the table `table` of the `.lproj` folders in `folder`.
    ///
    /// - Throws: ``ResourceError`` when the folder cannot be read, has no such table, or a file fails to parse.
    public init(folder: URL, table: String, developmentLanguage: String = "en") throws(ResourceError) {
        let found = try LocalizationFolder(contentsOf: folder)
        guard let tableFiles = found.table(named: table), !tableFiles.files.isEmpty else {
            throw ResourceError(.notFound, file: folder.path, message: "no table '\(table)' in any .lproj folder")
        }
        try self.init(table: tableFiles, developmentLanguage: developmentLanguage)
    }
}
