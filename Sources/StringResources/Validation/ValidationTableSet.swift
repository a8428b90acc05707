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

    /// The development language (see ``DevelopmentLanguageChoice``); `nil` when it cannot be told.
    public func developmentLanguage(preferred: String?) -> String? {
        developmentLanguageChoice(preferred: preferred).language
    }

    /// The development language and how it was found, so that lint and statistics can say which language they
    /// compare against, and never compare against some other language silently.
    public func developmentLanguageChoice(preferred: String?) -> DevelopmentLanguageChoice {
        DevelopmentLanguageChoice(choosingAmong: tables.compactMap(\.language), preferred: preferred)
    }
}
