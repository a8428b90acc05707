/// What validation checks against: the locales that must be translated and the development language of folders.
public struct ValidationOptions: Hashable, Sendable {
    /// The locales every key must be translated into; `nil` means every locale the resource already has.
    public var locales: [String]?
    /// The development language of `<lang>.lproj` folders; `nil` picks `en`, else `Base`, else the first
    /// language in alphabetical order. (A String Catalog names its own `sourceLanguage`.)
    public var developmentLanguage: String?

    /// Creates options.
    public init(locales: [String]? = nil, developmentLanguage: String? = nil) {
        self.locales = locales
        self.developmentLanguage = developmentLanguage
    }
}
