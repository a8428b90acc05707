import IntentKit
import StringResources

/// What `xcstrings phrases list` shows: each phrase in each language (or in one), and the phrases' problems.
public struct PhraseListReport: Sendable {
    /// One phrase key with its phrases in the languages shown.
    public struct Row: Sendable, Hashable {
        /// The key (the development language's phrase).
        public var key: String
        /// The phrases, by locale, sorted.
        public var phrases: [AppShortcutsPhrases.Phrase]
    }

    /// The table's development language.
    public let developmentLanguage: String
    /// The rows, in the table's key order.
    public let rows: [Row]
    /// The phrase problems (`${applicationName}` not exactly once, slots that differ from the key's) in the
    /// languages shown.
    public let findings: [PhraseFinding]

    /// The phrases of `table`, in every language or only in `locale` (and the locales of its language).
    public init(_ table: AppShortcutsPhrases, locale: String? = nil) {
        let language = locale.map { IntentLanguage.languageCode(of: $0) }
        func wanted(_ phraseLocale: String) -> Bool {
            guard let locale, let language else { return true }
            return phraseLocale == locale || IntentLanguage.languageCode(of: phraseLocale) == language
        }
        developmentLanguage = table.developmentLanguage
        rows = table.keys.map { key in
            let byLocale = table.phrases[key] ?? [:]
            return Row(key: key, phrases: byLocale.keys.sorted().filter(wanted).compactMap { byLocale[$0] })
        }
        findings = table.validate().filter { finding in finding.locale.map(wanted) ?? true }
    }

    /// Each key, then its phrases indented, one locale per line.
    public var text: String {
        var lines: [String] = []
        for row in rows {
            lines.append(row.key)
            let width = row.phrases.map(\.locale.count).max() ?? 0
            for phrase in row.phrases {
                lines.append("  " + phrase.locale + String(repeating: " ", count: width - phrase.locale.count) + "  " + phrase.text)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `{"developmentLanguage", "phrases": [{"key", "localizations": {"<locale>": "<phrase>"…}}…]}`, ending with a
    /// line break.
    public var json: String {
        let phrases: [JSONValue] = rows.map { row in
            ["key": .string(row.key), "localizations": JSONValue.object(row.phrases.map { ($0.locale, .string($0.text)) }).singleLine]
        }
        return JSONWriter.text(["developmentLanguage": .string(developmentLanguage), "phrases": .array(phrases)]) + "\n"
    }
}
