import Foundation

/// The locale a format string renders numbers for: its identifier and its ``NumberSymbols``.
///
/// Creating one reads the symbols once per identifier (then from a cache); keep the value and
/// reuse it on hot paths.
public struct FormatLocale: Sendable, Hashable {
    /// The locale identifier, e.g. `fi` or `ar-EG`.
    public let identifier: String
    /// The symbols numbers are written with.
    public let symbols: NumberSymbols

    /// The locale with the given identifier (`fi`, `de_DE`, `hi-IN`).
    public init(identifier: String) {
        self.init(Locale(identifier: identifier))
    }

    /// The locale of a Foundation `Locale`.
    public init(_ locale: Locale) {
        self.identifier = locale.identifier
        self.symbols = NumberSymbols.symbols(for: locale)
    }

    /// A locale with explicit symbols (for tests and custom number styles).
    public init(identifier: String, symbols: NumberSymbols) {
        self.identifier = identifier
        self.symbols = symbols
    }
}

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
