import StringResources

extension Localizer {
    /// The localization of `table` that an HTTP request's `Accept-Language` header asks for, negotiated exactly as
    /// the localizer negotiates its own preferences (``languageChain(table:preferences:)``).
    ///
    /// Pass the result as the `language:` of a lookup, so that each request is answered in its own language from
    /// one shared localizer and cache:
    ///
    /// ```swift
    /// let language = localizer.language(forAcceptLanguage: request.headers[.acceptLanguage])
    /// let title = localizer.string("term(s) in category", 40, language: language)
    /// ```
    ///
    /// A missing, empty or unusable header gives the table's development language. `nil` only when the table has
    /// no languages at all and no development language is known.
    public func language(forAcceptLanguage header: String?, table: String = "Localizable") -> String? {
        let preferences = header.map(LanguagePreferences.fromAcceptLanguage) ?? []
        let chain = languageChain(table: table, preferences: preferences)
        // `Base` holds the interface's layout strings, not a language a response can be said to be in.
        return chain.first { !DevelopmentLanguageChoice.isBase($0) } ?? chain.first
    }
}
