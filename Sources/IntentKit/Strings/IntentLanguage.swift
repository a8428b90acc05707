import Foundation

/// Language-aware text folding used for parsing and matching user text.
public enum IntentLanguage {
    /// The language part of a locale identifier (`tr_TR`, `tr-TR` → `tr`), lowercased.
    public static func languageCode(of locale: String) -> String {
        let end = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) ?? locale.endIndex
        return locale[..<end].lowercased()
    }

    /// Whether the language uses Turkic dotted/dotless i casing (Turkish, Azerbaijani, Tatar, Kazakh).
    public static func usesTurkicCasing(_ locale: String) -> Bool {
        ["tr", "az", "tt", "kk", "crh"].contains(languageCode(of: locale))
    }

    /// Lowercases `text` with the language's own rules (Turkish `I` → `ı`, `İ` → `i`).
    public static func lowercase(_ text: String, locale: String) -> String {
        guard usesTurkicCasing(locale) else { return text.lowercased() }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var afterCapitalI = false
        for scalar in text.unicodeScalars {
            // `I` followed by U+0307 COMBINING DOT ABOVE is `İ` decomposed: it lowercases to `i`, the dot dropped.
            if afterCapitalI, scalar == "\u{307}" {
                result.unicodeScalars.removeLast()
                result.unicodeScalars.append("i")
                afterCapitalI = false
                continue
            }
            afterCapitalI = scalar == "I"
            switch scalar {
            case "I": result.unicodeScalars.append("\u{131}")
            case "\u{130}": result.unicodeScalars.append("i")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.lowercased()
    }

    /// Folds `text` for comparison: lowercased in the language's rules, diacritics removed
    /// (`Düşük` → `dusuk`; Turkish `ı` stays distinct from `i`), apostrophe variants made `'`,
    /// other punctuation turned into spaces, and runs of spaces collapsed.
    public static func fold(_ text: String, locale: String) -> String {
        let lowered = lowercase(text, locale: locale)
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in decomposed(lowered) {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                continue
            default:
                break
            }
            if apostrophes.contains(scalar) {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append("'")
                continue
            }
            if scalar == "-" || properties.isAlphabetic || properties.numericType != nil {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
                continue
            }
            pendingSpace = true
        }
        return String(result)
    }

    /// The words of `fold(text, locale:)`.
    public static func foldedWords(_ text: String, locale: String) -> [Substring] {
        fold(text, locale: locale).split(separator: " ").filter { word in
            word.contains { $0 != "-" && $0 != "'" }
        }
    }

    /// The canonical decomposition of `text`, as far as folding needs it: Latin text (up to U+024F) is decomposed
    /// scalar by scalar from a table built once (combining marks are dropped afterwards, so their order does not
    /// matter); other text goes through Foundation's `decomposedStringWithCanonicalMapping`.
    static func decomposed(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                scalars.append(scalar)
            } else if scalar.value < latinDecompositionsEnd {
                scalars += latinDecompositions[Int(scalar.value) - 0x80]
            } else {
                return Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
            }
        }
        return scalars
    }

    private static let latinDecompositionsEnd: UInt32 = 0x250

    /// The canonical decomposition of each scalar from U+0080 to U+024F.
    private static let latinDecompositions: [[Unicode.Scalar]] = (UInt32(0x80)..<latinDecompositionsEnd).map { value in
        guard let scalar = Unicode.Scalar(value) else { return [] }
        return Array(String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars)
    }

    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{2BC}", "`", "\u{B4}"]
}
