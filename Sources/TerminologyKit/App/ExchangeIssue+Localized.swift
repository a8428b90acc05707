import Foundation

extension ExchangeIssue {
    /// The issue as one line in `locale`'s language, as ``description`` writes it in English:
    /// `4:7: warning: row 4, column 3: entry 'x': message`.
    func localizedDescription(locale: Locale) -> String {
        var text = position.map { "\($0): " } ?? ""
        text += severity == .error
            ? String(localized: "error", bundle: .module, locale: locale, comment: "The label of an import's problem that left an entry out, as in “4:7: error: …”.")
            : String(localized: "warning", bundle: .module, locale: locale, comment: "The label of an import's problem that only changed an entry, as in “4:7: warning: …”.")
        text += ": "
        for part in localizedParts(locale: locale) { text += part + ": " }
        return text + localizableMessage.moduleText(locale: locale)
    }

    /// What comes before the message, in `locale`'s language: the row and column of a table, or a bundle's key
    /// path, then the entry.
    func localizedParts(locale: Locale) -> [String] {
        var parts: [String] = []
        if let context = position?.localizedContext(locale: locale) { parts.append(context) }
        if let entry {
            parts.append(String(localized: "entry '\(entry)'", bundle: .module, locale: locale, comment: "The entry an import's problem concerns: its id in the file, or its first term."))
        }
        return parts
    }
}

extension ExchangePosition {
    /// What a message adds after the line and column, in `locale`'s language: `row 12, column 3`, or a bundle's key
    /// path (`concepts › 12 › language`).
    func localizedContext(locale: Locale) -> String? {
        if let row {
            // Row and column numbers are written as digits, as the line and column before them are.
            let rowText = String(row)
            guard let field else {
                return String(localized: "row \(rowText)", bundle: .module, locale: locale, comment: "Where a problem is in a CSV file: its record (the header is row 1).")
            }
            return String(localized: "row \(rowText), column \(String(field))", bundle: .module, locale: locale, comment: "Where a problem is in a CSV file: its record (the header is row 1) and field.")
        }
        return keyPath.isEmpty ? nil : keyPath.joined(separator: " › ")
    }
}
