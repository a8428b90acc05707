/// What validation checks against: the locales that must be translated, the development language of folders, and
/// the words a translation may keep from its source.
public struct ValidationOptions: Hashable, Sendable {
    /// The locales every key must be translated into; `nil` means every locale the resource already has.
    public var locales: [String]?
    /// The development language of `<lang>.lproj` folders; `nil` picks `en`, else `Base`, else the first
    /// language in alphabetical order. (A String Catalog names its own `sourceLanguage`.)
    public var developmentLanguage: String?

    /// Words and names a translation may keep as the source has them (brand names: `Sanasto`, `Home Assistant`),
    /// besides the ones that are the same in every language (`OK`, `Wi-Fi`, acronyms, numbers and specifiers).
    public var sameAsSourceAllowed: [String]

    /// Creates options.
    public init(locales: [String]? = nil, developmentLanguage: String? = nil, sameAsSourceAllowed: [String] = []) {
        self.locales = locales
        self.developmentLanguage = developmentLanguage
        self.sameAsSourceAllowed = sameAsSourceAllowed
    }
}
