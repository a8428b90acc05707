/// One table (such as `Localizable`) in every language of a folder of `<lang>.lproj` folders.
public struct ValidationTableSet: Sendable {
    /// The table's name, e.g. `Localizable`.
    public var name: String
    /// The folder holding the `.lproj` folders, as the caller gave it.
    public var folder: String
    /// The tables by language, in alphabetical order of language.
    public var tables: [ValidationTable]

    /// Creates a table set.
    public init(name: String, folder: String, tables: [ValidationTable]) {
        self.name = name
        self.folder = folder
        self.tables = tables
    }

    /// The development language: `preferred` when the set has it, else `en`, else `Base`, else the first language.
    public func developmentLanguage(preferred: String?) -> String? {
        let languages = tables.compactMap(\.language)
        if let preferred, languages.contains(preferred) { return preferred }
        if languages.contains("en") { return "en" }
        if languages.contains("Base") { return "Base" }
        return languages.first
    }
}
