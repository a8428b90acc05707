/// `FormatLocale`s by identifier, created once each (reading a locale's number symbols is not free).
enum FormatLocaleCache {
    private static let locales = Locked([String: FormatLocale]())

    static func locale(for identifier: String) -> FormatLocale {
        if let locale = locales.withLock({ $0[identifier] }) { return locale }
        let locale = FormatLocale(identifier: identifier)
        locales.withLock { $0[identifier] = locale }
        return locale
    }
}
