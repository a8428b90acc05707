import Localization

/// A key as users see it in each locale: for each locale, the rendered string once per argument or sample.
///
/// Made by ``KeyPreviewRenderer``; ``text()`` and ``json()`` print it.
public struct KeyPreview: Sendable, Hashable {
    /// The key previewed.
    public var key: String
    /// The table it was looked up in.
    public var table: String
    /// The locales, in the order shown.
    public var locales: [KeyPreviewLocale]

    /// Creates a preview.
    public init(key: String, table: String, locales: [KeyPreviewLocale]) {
        self.key = key
        self.table = table
        self.locales = locales
    }

    /// Every issue met, with the locale it was met in.
    public var issues: [(locale: String, issue: LocalizationIssue)] {
        locales.flatMap { locale in locale.issues.map { (locale.locale, $0) } }
    }
}
