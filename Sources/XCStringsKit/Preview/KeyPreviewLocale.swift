import Localization

/// The rows of one locale in a ``KeyPreview``.
public struct KeyPreviewLocale: Sendable, Hashable {
    /// The locale as asked for (`fi`, `tr-TR`).
    public var locale: String
    /// The language whose value is shown: the locale's own, the one it fell back to, or `nil` when no language
    /// holds the key (the key itself is shown).
    public var language: String?
    /// One row per argument value or sample number, in order.
    public var rows: [KeyPreviewRow]
    /// The issues met while looking the key up and rendering the rows, each once, in the order met.
    public var issues: [LocalizationIssue]

    /// Creates a locale's rows.
    public init(locale: String, language: String?, rows: [KeyPreviewRow], issues: [LocalizationIssue] = []) {
        self.locale = locale
        self.language = language
        self.rows = rows
        self.issues = issues
    }
}
