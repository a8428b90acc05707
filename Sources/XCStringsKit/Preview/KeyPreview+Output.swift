import Localization
import StringResources

extension KeyPreview {
    /// The width past which a locale's rows go on lines of their own.
    public static let lineWidth = 120

    /// The preview as people read it: one line per locale, `sample → string` pairs separated by ` · `.
    ///
    /// The locale column is as wide as the longest locale. A line longer than ``lineWidth`` characters is
    /// broken into one row per line, aligned under the first with the arrows in one column. A key without a varying argument shows the string
    /// alone. Line breaks inside strings are shown as `\n`.
    public func text() -> String {
        let width = locales.map(\.locale.count).max() ?? 0
        var lines: [String] = []
        for locale in locales {
            let pad = String(repeating: " ", count: width - locale.locale.count)
            let cells = locale.rows.map { row in
                let string = Self.escapingLineBreaks(row.string)
                return row.label.isEmpty ? string : "\(row.label) → \(string)"
            }
            let prefix = locale.locale + pad + "  "
            let single = prefix + cells.joined(separator: " · ")
            if cells.count <= 1 || single.count <= Self.lineWidth {
                lines.append(single)
            } else {
                // One row per line, the arrows aligned.
                let indent = String(repeating: " ", count: prefix.count)
                let labelWidth = locale.rows.map(\.label.count).max() ?? 0
                for (index, row) in locale.rows.enumerated() {
                    let string = Self.escapingLineBreaks(row.string)
                    let cell = row.label.isEmpty
                        ? string
                        : row.label + String(repeating: " ", count: labelWidth - row.label.count) + " → " + string
                    lines.append((index == 0 ? prefix : indent) + cell)
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The preview as JSON: `{"key": …, "locales": {"<locale>": {"<argument or sample>": "<string>", …}, …}}`,
    /// locales and rows in the order shown, two-space indented, ending in a newline. A key without an argument
    /// that varies has one row, labelled `""`.
    public func json() -> String {
        let byLocale: [(String, JSONValue)] = locales.map { locale in
            (locale.locale, .object(locale.rows.map { ($0.label, .string($0.string)) }))
        }
        return JSONWriter.text(["key": .string(key), "locales": .object(byLocale)]) + "\n"
    }

    /// The warning lines of the issues met: `<locale>: <message>`.
    public func warnings() -> [String] {
        issues.map { locale, issue in
            switch issue.kind {
            case .missingLocalization(let missing):
                let shown = issue.language.map { "shows the value of \($0)" } ?? "falls back"
                return "\(locale): no value in \(missing); \(shown)"
            case .missingKey:
                return "\(locale): no language it falls back to holds the key; shows the key"
            default:
                return "\(locale): \(issue)"
            }
        }
    }

    static func escapingLineBreaks(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n")
    }

}
